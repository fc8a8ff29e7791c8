/// Splits Swift source into tokens, skipping comments and the insides of string literals.
///
/// The lexer knows just enough Swift to never mistake text in a comment, a string (single-line,
/// multi-line, raw, with interpolations), or a regex literal for code. It works on UTF-8 bytes:
/// every byte outside ASCII counts as part of an identifier, which is all the generator needs.
public struct Lexer {
  let bytes: [UInt8]
  var position = 0
  var line = 1
  /// The last token produced, which decides whether a `/` starts a regex literal.
  var previous: Token?

  init(_ source: String) {
    bytes = Array(source.utf8)
  }

  /// All tokens of `source`.
  public static func tokenize(_ source: String) throws(ParseError) -> [Token] {
    var lexer = Lexer(source)
    lexer.skipShebang()
    var tokens: [Token] = []
    while let token = try lexer.next() { tokens.append(token) }
    return tokens
  }

  /// The next token, or `nil` at the end of the source.
  mutating func next() throws(ParseError) -> Token? {
    let lineBefore = line
    let hadTrivia = try skipTrivia()
    guard position < bytes.count else { return nil }
    let start = position
    let startLine = line
    let kind = try scanToken()
    let token = Token(
      kind: kind, text: String(decoding: bytes[start..<position], as: UTF8.self), line: startLine,
      spaceBefore: hadTrivia, newlineBefore: startLine != lineBefore, offset: start, end: position)
    previous = token
    return token
  }

  // MARK: Trivia

  private mutating func skipShebang() {
    guard byte(at: 0) == UInt8(ascii: "#"), byte(at: 1) == UInt8(ascii: "!") else { return }
    while position < bytes.count, bytes[position] != .newline { position += 1 }
  }

  /// Skips whitespace and comments; returns whether there were any.
  private mutating func skipTrivia() throws(ParseError) -> Bool {
    let start = position
    while position < bytes.count {
      let byte = bytes[position]
      if byte == .newline {
        line += 1
        position += 1
      } else if byte.isWhitespace {
        position += 1
      } else if byte == .slash, self.byte(at: position + 1) == .slash {
        while position < bytes.count, bytes[position] != .newline { position += 1 }
      } else if byte == .slash, self.byte(at: position + 1) == .star {
        try skipBlockComment()
      } else {
        break
      }
    }
    return position != start
  }

  /// Skips a block comment, nested ones included.
  private mutating func skipBlockComment() throws(ParseError) {
    let startLine = line
    let start = position
    var depth = 0
    repeat {
      guard position < bytes.count else {
        throw ParseError(line: startLine, offset: start, "unterminated block comment")
      }
      if bytes[position] == .slash, byte(at: position + 1) == .star {
        depth += 1
        position += 2
      } else if bytes[position] == .star, byte(at: position + 1) == .slash {
        depth -= 1
        position += 2
      } else {
        if bytes[position] == .newline { line += 1 }
        position += 1
      }
    } while depth > 0
  }

  // MARK: Tokens

  private mutating func scanToken() throws(ParseError) -> Token.Kind {
    let byte = bytes[position]
    if byte.isIdentifierStart {
      scan(while: \.isIdentifierBody)
      return .identifier
    }
    if byte.isDigit {
      scanNumber()
      return .number
    }
    switch byte {
    case .backtick:
      try scanBacktickedName()
      return .identifier
    case .quote:
      try scanString(hashes: 0)
      return .string
    case .pound:
      return try scanPound()
    case .slash where startsRegex():
      try scanRegex(hashes: 0)
      return .regex
    default:
      scanPunctuation()
      return .punctuation
    }
  }

  private mutating func scanNumber() {
    while position < bytes.count {
      let byte = bytes[position]
      if byte.isIdentifierBody && byte < 0x80 {
        position += 1
      } else if byte == .dot, self.byte(at: position + 1)?.isDigit == true {
        position += 1
      } else {
        break
      }
    }
  }

  private mutating func scanBacktickedName() throws(ParseError) {
    let start = position
    position += 1
    while position < bytes.count, bytes[position] != .backtick, bytes[position] != .newline {
      position += 1
    }
    guard byte(at: position) == .backtick else {
      throw ParseError(line: line, offset: start, "unterminated backticked name")
    }
    position += 1
  }

  /// `#if`-style keywords, raw strings `#"…"#`, and extended regex literals `#/…/#`.
  private mutating func scanPound() throws(ParseError) -> Token.Kind {
    var hashes = 0
    while byte(at: position + hashes) == .pound { hashes += 1 }
    let after = byte(at: position + hashes)
    if after == .quote {
      position += hashes
      try scanString(hashes: hashes)
      return .string
    }
    if after == .slash {
      position += hashes
      try scanRegex(hashes: hashes)
      return .regex
    }
    position += 1
    if hashes == 1, after?.isIdentifierStart == true {
      scan(while: \.isIdentifierBody)
      return .pound
    }
    return .punctuation
  }

  private mutating func scanPunctuation() {
    let byte = bytes[position]
    let next = self.byte(at: position + 1)
    if byte == .minus, next == .greater {
      position += 2
    } else if byte == .dot, next == .dot, let third = self.byte(at: position + 2),
      third == .dot || third == .less
    {
      position += 3
    } else if byte.isOperatorRun {
      repeat {
        position += 1
      } while position < bytes.count && bytes[position].isOperatorRun
        && !startsComment(at: position)
    } else {
      position += 1
    }
  }

  // MARK: Helpers

  func byte(at index: Int) -> UInt8? {
    index < bytes.count ? bytes[index] : nil
  }

  private func startsComment(at index: Int) -> Bool {
    bytes[index] == .slash && (byte(at: index + 1) == .slash || byte(at: index + 1) == .star)
  }

  private mutating func scan(while predicate: (UInt8) -> Bool) {
    repeat { position += 1 } while position < bytes.count && predicate(bytes[position])
  }
}
