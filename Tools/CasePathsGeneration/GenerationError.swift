import SwiftSourceParser

/// An enum the generator cannot give correct case paths, or source it cannot read, with the
/// line it starts on.
///
/// The command-line tool prints it as `path:line: error: message`, which fails the build and
/// points at the source, so an enum is never given case paths the generator only guessed at.
public struct GenerationError: Error, Equatable, Sendable {
  /// The 1-based line of the source file where the problem starts.
  public var line: Int
  /// What went wrong and, where possible, how to fix it.
  public var message: String
  /// The UTF-8 offset of the problem in the source, when known more precisely than its line.
  public var offset: Int?

  /// Creates an error at `line`, and at `offset` when it is known.
  public init(line: Int, offset: Int? = nil, _ message: String) {
    self.line = line
    self.offset = offset
    self.message = message
  }

  /// The parser's error for source the generator could not read.
  public init(_ error: ParseError) {
    self.init(line: error.line, offset: error.offset, error.message)
  }

  /// The error as a compiler-style diagnostic: `path:line: error: message`.
  public func diagnostic(path: String) -> String {
    "\(path):\(line): error: \(message)"
  }
}
