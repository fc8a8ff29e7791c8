extension Lexer {
  /// Scans a string literal from its opening quote: `"…"`, `"""…"""`, or, with `hashes` pound
  /// signs already consumed, a raw string `#"…"#`. Interpolations are lexed as code, so strings
  /// and parentheses inside them cannot end the literal early.
  mutating func scanString(hashes: Int) throws(ParseError) {
    let startLine = line
    let start = position - hashes
    let multiline = byte(at: position + 1) == .quote && byte(at: position + 2) == .quote
    position += multiline ? 3 : 1
    while true {
      guard position < bytes.count else {
        throw ParseError(line: startLine, offset: start, "unterminated string literal")
      }
      let byte = bytes[position]
      if byte == .newline {
        guard multiline else {
          throw ParseError(line: startLine, offset: start, "unterminated string literal")
        }
        line += 1
        position += 1
      } else if byte == .backslash, hashesFollow(at: position + 1, count: hashes) {
        position += 1 + hashes
        try scanEscape(stringLine: startLine, stringStart: start)
      } else if byte == .quote, closesString(multiline: multiline, hashes: hashes) {
        return
      } else {
        position += 1
      }
    }
  }

  /// Scans what follows a backslash: an interpolation, or one escaped character.
  private mutating func scanEscape(
    stringLine: Int, stringStart: Int
  ) throws(ParseError) {
    guard let escaped = byte(at: position) else {
      throw ParseError(line: stringLine, offset: stringStart, "unterminated string literal")
    }
    position += 1
    if escaped == .newline { line += 1 }
    guard escaped == .openParen else { return }
    var depth = 1
    let outer = previous
    while depth > 0 {
      guard let token = try next() else {
        throw ParseError(line: stringLine, offset: stringStart, "unterminated string interpolation")
      }
      if token.is("(") { depth += 1 }
      if token.is(")") { depth -= 1 }
    }
    previous = outer
  }

  /// Consumes the closing delimiter if the quote at `position` ends the string.
  private mutating func closesString(multiline: Bool, hashes: Int) -> Bool {
    let quotes = multiline ? 3 : 1
    for offset in 0..<quotes where byte(at: position + offset) != .quote { return false }
    guard hashesFollow(at: position + quotes, count: hashes) else { return false }
    position += quotes + hashes
    return true
  }

  private func hashesFollow(at index: Int, count: Int) -> Bool {
    (0..<count).allSatisfy { byte(at: index + $0) == .pound }
  }

  /// Whether a `/` here starts a bare regex literal such as `/[a-z]+/` rather than being the
  /// division operator: it must follow something that cannot end an expression, must not be
  /// followed by a space, and must be closed on the same line.
  func startsRegex() -> Bool {
    if let previous {
      let opensExpression =
        ["(", "[", "{", ",", ":", "=", ";", "&&", "||"].contains {
          previous.is($0)
        } || previous.isWord("return")
      guard opensExpression else { return false }
    }
    guard let next = byte(at: position + 1),
      !next.isWhitespace, next != .newline, next != .slash, next != .star,
      next != .closeParen, next != .equals
    else { return false }
    var index = position + 1
    while let byte = byte(at: index), byte != .newline {
      if byte == .backslash {
        index += 2
        continue
      }
      if byte == .slash { return true }
      index += 1
    }
    return false
  }

  /// Scans a regex literal from its opening slash: `/…/`, or `#/…/#` with `hashes` pound signs
  /// already consumed.
  mutating func scanRegex(hashes: Int) throws(ParseError) {
    let startLine = line
    let start = position - hashes
    position += 1
    while true {
      guard let byte = byte(at: position), hashes > 0 || byte != .newline else {
        throw ParseError(line: startLine, offset: start, "unterminated regex literal")
      }
      if byte == .newline { line += 1 }
      if byte == .backslash {
        position += 2
        continue
      }
      position += 1
      if byte == .slash, hashesFollow(at: position, count: hashes) {
        position += hashes
        return
      }
    }
  }
}
