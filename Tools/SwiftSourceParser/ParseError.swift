/// Source the parser cannot read, with the line it starts on.
///
/// The lexer and the parser throw it rather than guess: an unterminated string or comment, a
/// `}` with no `{`, a `#endif` with no `#if`, a case payload they do not understand. A tool
/// shows it as `path:line: error: message` (``diagnostic(path:)``), a macro at `offset` when
/// it is known.
public struct ParseError: Error, Equatable, Sendable {
  /// The 1-based line of the source where the problem starts.
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

  /// The error as a compiler-style diagnostic: `path:line: error: message`.
  public func diagnostic(path: String) -> String {
    "\(path):\(line): error: \(message)"
  }
}

extension ParseError {
  /// An error at `token`: its line and offset.
  init(at token: Token, _ message: String) {
    self.init(line: token.line, offset: token.offset, message)
  }
}
