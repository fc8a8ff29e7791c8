import Testing

@testable import MacroExpansions
@testable import MacroPluginProtocol

/// The plugin's JSON: what the compiler writes is read exactly, and what the plugin writes is
/// valid JSON that reads back to the same value.
struct JSONTests {
  @Test("reads every kind of value, nested, with the escapes JSON has")
  func readsValues() throws {
    let text = #"""
      {"a": [1, -2, 3.5, 1e3, true, false, null], "s": "q\"\\\/\b\f\n\r\t\u00e9\ud83d\ude00",
       "o": {}, "e": []}
      """#
    let json = try JSON(parsing: Array(text.utf8))
    #expect(
      json["a"]
        == .array([
          .integer(1), .integer(-2), .double(3.5), .double(1000), .bool(true), .bool(false), .null,
        ]))
    #expect(json["s"]?.stringValue == "q\"\\/\u{08}\u{0C}\n\r\té😀")
    #expect(json["o"] == .object([:]))
    #expect(json["e"] == .array([]))
  }

  @Test("writes what it reads back: control characters escaped, keys sorted, the rest as is")
  func roundTrips() throws {
    let value = JSON.object([
      "z": .string("line\nbreak \"quoted\" back\\slash \u{01} é 😀"),
      "a": .array([.integer(0), .double(0.5), .bool(true), .null]),
    ])
    #expect(
      value.text
        == #"{"a":[0,0.5,true,null],"z":"line\nbreak \"quoted\" back\\slash \u0001 é 😀"}"#)
    #expect(try JSON(parsing: Array(value.text.utf8)) == value)
  }

  @Test(
    "says what is wrong and where",
    arguments: [
      ("", "unexpected end of JSON at byte 0"),
      ("{\"a\" 1}", "expected ':' after an object key at byte 5"),
      ("[1, 2", "expected ',' or ']' in an array at byte 5"),
      ("\"open", "unterminated string at byte 0"),
      ("\"\\x\"", "invalid escape '\\x' at byte 3"),
      ("\"\\ud83d\"", "unpaired surrogate in a string at byte 7"),
      ("tru", "unexpected characters; expected 'true' at byte 0"),
      ("1x", "unexpected text after the JSON value at byte 1"),
      ("{} {}", "unexpected text after the JSON value at byte 3"),
      ("\"a\u{01}\"", "unescaped control character in a string at byte 2"),
    ])
  func errors(text: String, message: String) {
    do throws(JSONError) {
      _ = try JSON(parsing: Array(text.utf8))
      Issue.record("expected an error for \(text)")
    } catch {
      #expect(error.description == message)
    }
  }

  @Test("refuses nesting deeper than its limit instead of exhausting the stack")
  func depthLimit() {
    let deep = String(repeating: "[", count: 100_000)
    #expect(throws: JSONError(offset: 256, message: "JSON nested more than 256 levels deep")) {
      try JSON(parsing: Array(deep.utf8))
    }
  }
}
