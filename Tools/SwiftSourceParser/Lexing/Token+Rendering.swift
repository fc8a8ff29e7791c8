extension Array where Element == Token {
  /// The tokens as written, with every run of whitespace, line breaks and comments between two
  /// tokens reduced to one space: `os(Linux) || DEBUG`, `@available(*, deprecated)`.
  public var sourceText: String {
    var text = ""
    for (index, token) in enumerated() {
      if index > 0, token.spaceBefore { text += " " }
      text += token.text
    }
    return text
  }

  /// The tokens as a type, spaced the way swift-format would: `[String: Int]`,
  /// `(id: Int, action: Action)`, `@Sendable (Int) -> Void`, `Result<A, B>`.
  public var typeText: String {
    var text = ""
    for (index, token) in enumerated() {
      if index > 0, Self.needsSpace(between: self[index - 1], and: token) { text += " " }
      text += token.text
    }
    return text
  }

  private static func needsSpace(between previous: Token, and token: Token) -> Bool {
    if [")", "]", ">", ",", ":", "?", "!", ".", "..."].contains(where: token.is) { return false }
    if ["(", "[", "<", ".", "@", "~"].contains(where: previous.is) { return false }
    if [",", ":", "->", "&"].contains(where: previous.is) { return true }
    if token.is("->") || token.is("&") { return true }
    return token.spaceBefore
  }
}
