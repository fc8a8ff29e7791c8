/// One token of Swift source, as far as the generator and the macros need to tell tokens apart.
public struct Token: Equatable, Sendable {
  /// What a token is, as far as the parser tells tokens apart.
  public enum Kind: Equatable, Sendable {
    /// A name or keyword, backticked or not: `enum`, `Action`, `` `default` ``, `$0`.
    case identifier
    /// A number literal.
    case number
    /// A string literal of any kind; `text` is its exact source, delimiters included.
    case string
    /// A regex literal.
    case regex
    /// An operator, or a bracket, comma, colon or other punctuation.
    case punctuation
    /// A `#` keyword: `#if`, `#endif`, `#available`, `#warning`.
    case pound
  }

  /// What kind of token it is.
  public var kind: Kind
  /// The token's source text.
  public var text: String
  /// The 1-based line the token starts on.
  public var line: Int
  /// Whether whitespace or a comment separates this token from the previous one.
  public var spaceBefore: Bool
  /// Whether a line break separates this token from the previous one.
  public var newlineBefore: Bool
  /// The UTF-8 offset of the token's first byte in the source.
  public var offset = 0
  /// The UTF-8 offset just past the token's last byte.
  public var end = 0

  /// Whether this is punctuation or an operator spelled `text`.
  public func `is`(_ text: String) -> Bool { kind == .punctuation && self.text == text }

  /// Whether this is the unquoted identifier or keyword `word`.
  public func isWord(_ word: String) -> Bool { kind == .identifier && text == word }

  /// Whether this token can name a declaration: an identifier, backticked or not.
  public var isName: Bool { kind == .identifier }
}
