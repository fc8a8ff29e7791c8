import SwiftSourceParser

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The few file operations the command needs, on the C library: importing Foundation costs
/// about a second per compile job, and the tool is built before any target that uses the
/// plugin.
enum FileSystem {
  /// A failed operation, described for a diagnostic.
  struct Failure: Error {
    var message: String
  }

  /// The contents of the file at `path`, decoded as UTF-8.
  static func contents(of path: String) throws(Failure) -> String {
    guard let file = fopen(path, "rb") else { throw failure("cannot read '\(path)'") }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = fread(&buffer, 1, buffer.count, file)
      bytes += buffer[0..<count]
      guard count == buffer.count else { break }
    }
    guard ferror(file) == 0 else { throw failure("cannot read '\(path)'") }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Replaces the file at `path` with `text`, creating its folder if needed. The text goes to a
  /// temporary file first, renamed over `path`, so a reader never sees half a file.
  static func replaceContents(of path: String, with text: String) throws(Failure) {
    try makeFolders(for: path)
    let temporary = "\(path).\(getpid()).tmp"
    guard let file = fopen(temporary, "wb") else { throw failure("cannot write '\(path)'") }
    let bytes = Array(text.utf8)
    let written = fwrite(bytes, 1, bytes.count, file)
    let closed = fclose(file)
    guard written == bytes.count, closed == 0, rename(temporary, path) == 0 else {
      let error = failure("cannot write '\(path)'")
      remove(temporary)
      throw error
    }
  }

  /// Writes `message` and a line break to standard error.
  static func writeToStandardError(_ message: String) {
    let bytes = Array((message + "\n").utf8)
    bytes.withUnsafeBufferPointer { buffer in
      _ = write(2, buffer.baseAddress, buffer.count)
    }
  }

  /// Creates the folders above `path` that do not exist yet.
  private static func makeFolders(for path: String) throws(Failure) {
    var folder = path.hasPrefix("/") ? "" : "."
    for component in path.split(separator: "/").dropLast() {
      folder += "/\(component)"
      if mkdir(folder, 0o755) != 0 && errno != EEXIST {
        throw failure("cannot create the folder '\(folder)'")
      }
    }
  }

  private static func failure(_ message: String) -> Failure {
    Failure(message: "\(message): \(String(cString: strerror(errno)))")
  }
}
