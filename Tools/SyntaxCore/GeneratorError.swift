/// A construct the generator cannot turn into correct code, with the line it starts on.
///
/// The command-line tool prints it as `path:line: error: message`, which fails the build and
/// points at the source, so an enum is never given case paths the generator only guessed at.
public struct GeneratorError: Error, Equatable, Sendable {
  /// The 1-based line of the source file where the problem starts.
  public var line: Int
  /// What went wrong and, where possible, how to fix it.
  public var message: String
  /// The UTF-8 offset of the problem in the source, when known more precisely than its line.
  var offset: Int?

  /// Creates an error at `line`.
  public init(line: Int, _ message: String) {
    self.line = line
    self.message = message
  }

  /// The error as a compiler-style diagnostic: `path:line: error: message`.
  public func diagnostic(path: String) -> String {
    "\(path):\(line): error: \(message)"
  }
}
