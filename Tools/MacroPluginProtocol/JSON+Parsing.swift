/// Why some bytes are not one JSON value, and where.
struct JSONError: Error, Equatable {
  /// The byte offset of the problem.
  var offset: Int
  var message: String

  var description: String { "\(message) at byte \(offset)" }
}

extension JSON {
  /// The value that `bytes` hold, which must be exactly one JSON value (surrounding whitespace
  /// allowed), nested at most `maximumDepth` arrays and objects deep.
  init(parsing bytes: [UInt8], maximumDepth: Int = 256) throws(JSONError) {
    var parser = JSONParser(bytes: bytes, maximumDepth: maximumDepth)
    self = try parser.parseDocument()
  }
}

/// A recursive-descent reader of RFC 8259 JSON over UTF-8 bytes.
private struct JSONParser {
  let bytes: [UInt8]
  let maximumDepth: Int
  var position = 0
  var depth = 0

  init(bytes: [UInt8], maximumDepth: Int) {
    self.bytes = bytes
    self.maximumDepth = maximumDepth
  }

  mutating func parseDocument() throws(JSONError) -> JSON {
    let value = try parseValue()
    skipWhitespace()
    guard position == bytes.count else { throw error("unexpected text after the JSON value") }
    return value
  }

  private mutating func parseValue() throws(JSONError) -> JSON {
    skipWhitespace()
    guard let byte = current else { throw error("unexpected end of JSON") }
    switch byte {
    case UInt8(ascii: "{"): return try parseObject()
    case UInt8(ascii: "["): return try parseArray()
    case UInt8(ascii: "\""): return .string(try parseString())
    case UInt8(ascii: "t"): return try parseWord("true", .bool(true))
    case UInt8(ascii: "f"): return try parseWord("false", .bool(false))
    case UInt8(ascii: "n"): return try parseWord("null", .null)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumber()
    default: throw error("unexpected character '\(Character(Unicode.Scalar(byte)))'")
    }
  }

  private mutating func parseObject() throws(JSONError) -> JSON {
    try enterContainer()
    defer { depth -= 1 }
    position += 1
    var members: [String: JSON] = [:]
    skipWhitespace()
    if current == UInt8(ascii: "}") {
      position += 1
      return .object(members)
    }
    while true {
      skipWhitespace()
      guard current == UInt8(ascii: "\"") else { throw error("expected a string key") }
      let key = try parseString()
      skipWhitespace()
      guard current == UInt8(ascii: ":") else { throw error("expected ':' after an object key") }
      position += 1
      members[key] = try parseValue()
      skipWhitespace()
      switch current {
      case UInt8(ascii: ","): position += 1
      case UInt8(ascii: "}"):
        position += 1
        return .object(members)
      default: throw error("expected ',' or '}' in an object")
      }
    }
  }

  private mutating func parseArray() throws(JSONError) -> JSON {
    try enterContainer()
    defer { depth -= 1 }
    position += 1
    var values: [JSON] = []
    skipWhitespace()
    if current == UInt8(ascii: "]") {
      position += 1
      return .array(values)
    }
    while true {
      values.append(try parseValue())
      skipWhitespace()
      switch current {
      case UInt8(ascii: ","): position += 1
      case UInt8(ascii: "]"):
        position += 1
        return .array(values)
      default: throw error("expected ',' or ']' in an array")
      }
    }
  }

  private mutating func enterContainer() throws(JSONError) {
    depth += 1
    guard depth <= maximumDepth else {
      throw error("JSON nested more than \(maximumDepth) levels deep")
    }
  }

  private mutating func parseWord(_ word: String, _ value: JSON) throws(JSONError) -> JSON {
    let expected = Array(word.utf8)
    guard position + expected.count <= bytes.count,
      Array(bytes[position..<position + expected.count]) == expected
    else { throw error("unexpected characters; expected '\(word)'") }
    position += expected.count
    return value
  }

  private mutating func parseNumber() throws(JSONError) -> JSON {
    let start = position
    var isInteger = true
    if current == UInt8(ascii: "-") { position += 1 }
    guard scanDigits() > 0 else { throw error("expected a digit") }
    if current == UInt8(ascii: ".") {
      isInteger = false
      position += 1
      guard scanDigits() > 0 else { throw error("expected a digit after '.'") }
    }
    if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
      isInteger = false
      position += 1
      if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { position += 1 }
      guard scanDigits() > 0 else { throw error("expected a digit in the exponent") }
    }
    let text = String(decoding: bytes[start..<position], as: UTF8.self)
    if isInteger, let value = Int(text) { return .integer(value) }
    guard let value = Double(text) else { throw error("invalid number '\(text)'") }
    return .double(value)
  }

  private mutating func scanDigits() -> Int {
    let start = position
    while let byte = current, byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
      position += 1
    }
    return position - start
  }

  private mutating func parseString() throws(JSONError) -> String {
    let start = position
    position += 1
    var scalars = String.UnicodeScalarView()
    var run = position
    while true {
      guard let byte = current else {
        position = start
        throw error("unterminated string")
      }
      if byte == UInt8(ascii: "\"") {
        scalars.append(contentsOf: try decodeRun(run..<position))
        position += 1
        return String(scalars)
      }
      if byte < 0x20 { throw error("unescaped control character in a string") }
      if byte == UInt8(ascii: "\\") {
        scalars.append(contentsOf: try decodeRun(run..<position))
        position += 1
        scalars.append(try parseEscape())
        run = position
      } else {
        position += 1
      }
    }
  }

  /// The scalars of a run of bytes without escapes, which must be valid UTF-8.
  private func decodeRun(_ range: Range<Int>) throws(JSONError) -> String.UnicodeScalarView {
    var scalars = String.UnicodeScalarView()
    var iterator = bytes[range].makeIterator()
    var decoder = UTF8()
    while true {
      switch decoder.decode(&iterator) {
      case .scalarValue(let scalar): scalars.append(scalar)
      case .emptyInput: return scalars
      case .error: throw JSONError(offset: range.lowerBound, message: "invalid UTF-8 in a string")
      }
    }
  }

  private mutating func parseEscape() throws(JSONError) -> Unicode.Scalar {
    guard let byte = current else { throw error("unterminated escape") }
    position += 1
    switch byte {
    case UInt8(ascii: "\""): return "\""
    case UInt8(ascii: "\\"): return "\\"
    case UInt8(ascii: "/"): return "/"
    case UInt8(ascii: "b"): return "\u{08}"
    case UInt8(ascii: "f"): return "\u{0C}"
    case UInt8(ascii: "n"): return "\n"
    case UInt8(ascii: "r"): return "\r"
    case UInt8(ascii: "t"): return "\t"
    case UInt8(ascii: "u"):
      let first = try parseHexQuad()
      if (0xD800..<0xDC00).contains(first) {
        guard current == UInt8(ascii: "\\"), peekByte(at: position + 1) == UInt8(ascii: "u") else {
          throw error("unpaired surrogate in a string")
        }
        position += 2
        let second = try parseHexQuad()
        guard (0xDC00..<0xE000).contains(second) else {
          throw error("unpaired surrogate in a string")
        }
        return Unicode.Scalar(0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00))!
      }
      guard let scalar = Unicode.Scalar(first) else {
        throw error("unpaired surrogate in a string")
      }
      return scalar
    default:
      throw error("invalid escape '\\\(Character(Unicode.Scalar(byte)))'")
    }
  }

  private mutating func parseHexQuad() throws(JSONError) -> UInt32 {
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard let byte = current, let digit = Self.hexValue(byte) else {
        throw error("expected four hexadecimal digits after '\\u'")
      }
      value = value << 4 | digit
      position += 1
    }
    return value
  }

  private static func hexValue(_ byte: UInt8) -> UInt32? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
    default: nil
    }
  }

  private mutating func skipWhitespace() {
    while let byte = current,
      byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
        || byte == UInt8(ascii: "\t")
    {
      position += 1
    }
  }

  private var current: UInt8? { position < bytes.count ? bytes[position] : nil }

  private func peekByte(at index: Int) -> UInt8? { index < bytes.count ? bytes[index] : nil }

  private func error(_ message: String) -> JSONError {
    JSONError(offset: position, message: message)
  }
}
