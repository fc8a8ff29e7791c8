import Foundation

/// An error the compiler reported in a ported file, with the API of this library it shows
/// missing, when the message names one.
public struct CompileError: Sendable, Equatable, Codable {
  /// The file, relative to the input package.
  public var file: String
  /// The 1-based line.
  public var line: Int
  /// The compiler's message.
  public var message: String
  /// The missing API: `Store.publisher`, `ViewStore`, `module Combine`; `nil` when the message
  /// names none.
  public var missingAPI: String?

  /// An error at `file:line`.
  public init(file: String, line: Int, message: String) {
    self.file = file
    self.line = line
    self.message = message
    missingAPI = Self.missingAPI(in: message)
  }

  /// The API a compiler message says is missing: `cannot find 'X' in scope` gives `X`,
  /// `value of type 'T' has no member 'y'` gives `T.y`, `no such module 'M'` gives `module M`.
  public static func missingAPI(in message: String) -> String? {
    let quoted = message.split(separator: "'", omittingEmptySubsequences: false).enumerated()
      .filter { $0.offset % 2 == 1 }.map { String($0.element) }
    func base(_ type: String) -> String {
      var name = type
      if let generic = name.firstIndex(of: "<") { name = String(name[..<generic]) }
      for prefix in ["any ", "some ", "inout "] where name.hasPrefix(prefix) {
        name.removeFirst(prefix.count)
      }
      return name
    }
    if message.hasPrefix("cannot find type"), let name = quoted.first { return name }
    if message.hasPrefix("cannot find"), message.hasSuffix("in scope"), let name = quoted.first {
      return name
    }
    if message.hasPrefix("no such module"), let name = quoted.first { return "module \(name)" }
    if message.contains("has no member"), quoted.count >= 2 {
      return "\(base(quoted[0])).\(quoted[1])"
    }
    if message.hasPrefix("module"), message.contains("has no member named"), quoted.count >= 2 {
      return "\(quoted[0]).\(quoted[1])"
    }
    if message.hasPrefix("extra argument"), let label = quoted.first {
      return "argument '\(label):'"
    }
    if message.hasPrefix("extra arguments at positions") { return nil }
    if message.hasPrefix("incorrect argument label"), let found = quoted.first {
      return "argument labels (\(found))"
    }
    if message.hasPrefix("cannot infer contextual base in reference to member"),
      let name = quoted.first
    {
      return ".\(name)"
    }
    return nil
  }

  /// The errors in `output` (the compiler's, `path:line:column: error: message`) whose path
  /// `fileFor` knows: it maps a generated file's path to the input's.
  static func parse(_ output: String, fileFor: (String) -> String?) -> [CompileError] {
    var errors: [CompileError] = []
    /// An error inside a macro's expansion, waiting for the notes that say where the macro is.
    var inExpansion: String?
    /// Where its expansion went (for an extension, the end of the outermost declaration), and
    /// the last source line the excerpt below it showed.
    var origin: (file: String, line: Int)?
    var shownLine: Int?
    func add(_ error: CompileError) {
      if !errors.contains(error) { errors.append(error) }
    }
    for line in output.split(separator: "\n") {
      if let message = inExpansion {
        if origin == nil, line.contains("note: expanded code originates here"),
          let start = line.firstIndex(of: "/")
        {
          let location = line[start...].split(separator: ":")
          if location.count >= 2, let number = Int(location[1]),
            let file = fileFor(String(location[0]))
          {
            origin = (file, number)
            continue
          }
          inExpansion = nil
          continue
        }
        if let (file, number) = origin {
          // The excerpt: `26 |     @CasePathable`, then ``- note: in expansion of macro …`.
          let parts = line.split(separator: "|", maxSplits: 1)
          if let first = parts.first, let shown = Int(first.trimmingCharacters(in: .whitespaces)) {
            shownLine = shown
          }
          let ended = line.contains("in expansion of macro") || line.contains("+---")
          if ended || line.contains(": error: ") {
            let at = line.contains("in expansion of macro") ? (shownLine ?? number) : number
            add(CompileError(file: file, line: at, message: message))
            (inExpansion, origin, shownLine) = (nil, nil, nil)
            if !line.contains(": error: ") { continue }
          } else {
            continue
          }
        }
      }
      guard let range = line.range(of: ": error: ") else { continue }
      if line.hasPrefix("macro expansion ") {
        inExpansion = "in a macro's expansion: " + line[range.upperBound...]
        (origin, shownLine) = (nil, nil)
        continue
      }
      let location = line[..<range.lowerBound].split(separator: ":")
      guard location.count >= 2, let number = Int(location[1]),
        let file = fileFor(String(location[0]))
      else { continue }
      add(CompileError(file: file, line: number, message: String(line[range.upperBound...])))
    }
    return errors
  }
}
