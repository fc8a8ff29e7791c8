/// The ASCII bytes the lexer looks for, and the classes of characters it tells apart.
extension UInt8 {
  static let newline = UInt8(ascii: "\n")
  static let slash = UInt8(ascii: "/")
  static let backslash = UInt8(ascii: "\\")
  static let star = UInt8(ascii: "*")
  static let quote = UInt8(ascii: "\"")
  static let pound = UInt8(ascii: "#")
  static let backtick = UInt8(ascii: "`")
  static let dot = UInt8(ascii: ".")
  static let minus = UInt8(ascii: "-")
  static let less = UInt8(ascii: "<")
  static let greater = UInt8(ascii: ">")
  static let equals = UInt8(ascii: "=")
  static let openParen = UInt8(ascii: "(")
  static let closeParen = UInt8(ascii: ")")

  /// Spaces, tabs and the other blanks that are not line breaks.
  var isWhitespace: Bool {
    self == UInt8(ascii: " ") || self == UInt8(ascii: "\t") || self == UInt8(ascii: "\r")
      || self == 0x0B || self == 0x0C || self == 0
  }

  var isDigit: Bool { self >= UInt8(ascii: "0") && self <= UInt8(ascii: "9") }

  /// Letters, `_`, `$`, and any byte of a non-ASCII character.
  var isIdentifierStart: Bool {
    (self >= UInt8(ascii: "a") && self <= UInt8(ascii: "z"))
      || (self >= UInt8(ascii: "A") && self <= UInt8(ascii: "Z"))
      || self == UInt8(ascii: "_") || self == UInt8(ascii: "$") || self >= 0x80
  }

  var isIdentifierBody: Bool { isIdentifierStart || isDigit }

  /// Operator characters that combine into one token (`||`, `&&`, `+=`); the others (`<`, `>`,
  /// `?`, `!`, `=`, `.`) are tokens on their own, so `Array<Array<Int>>` closes twice.
  var isOperatorRun: Bool {
    self == .slash || self == .minus || self == UInt8(ascii: "+") || self == .star
      || self == UInt8(ascii: "%") || self == UInt8(ascii: "|") || self == UInt8(ascii: "^")
      || self == UInt8(ascii: "~") || self == UInt8(ascii: "&")
  }
}
