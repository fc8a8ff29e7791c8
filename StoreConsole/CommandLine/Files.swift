import Foundation

/// The few things a console program does with paths given on its command line.
enum Files {
  /// The text of the file at `path`, or the message saying why it can't be read; `noun` names
  /// it in the message (`el guion`).
  static func read(
    _ path: String, _ noun: String, _ language: ConsoleLanguage
  ) -> Result<
    String, UsageError
  > {
    do {
      let data = try Data(contentsOf: URL(filePath: path, relativeTo: .currentDirectory()))
      return .success(String(decoding: data, as: UTF8.self))
    } catch {
      let exists = FileManager.default.fileExists(atPath: path)
      return .failure(
        UsageError(exists ? language.fileUnreadable(noun, path) : language.fileMissing(noun, path)))
    }
  }
}
