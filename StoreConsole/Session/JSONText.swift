import Runtime

/// Any value as one line of JSON, written from its dump tree — so a password, which the
/// features' mirrors redact, is `"<redacted>"` here too, and a property wrapper's field is
/// named as the property.
///
/// Structs are objects (fields in declaration order), enum cases are `"caso"` or
/// `{"caso": payload}`, optionals are the value or `null`, collections are arrays, unlabeled
/// tuple elements are `_0`, `_1`… as `Codable` names them.
///
/// ```swift
/// JSONText.text(Temporizador.State(segundos: 3))  // {"segundos":3}
/// ```
enum JSONText {
  /// `value` as compact JSON.
  static func text(_ value: Any) -> String { text(Dumper.dump(value)) }

  private static func text(_ value: Dumped) -> String {
    switch value.node {
    case .leaf(let leaf):
      switch unwrapped(value.value) {
      case nil: return "null"
      case let text as String: return string(text)
      case is Bool, is any BinaryInteger, is any BinaryFloatingPoint: return leaf
      case is any Redacted: return string(leaf == "\"\"" ? "" : leaf)
      default: return string(leaf)
      }
    case .record(_, let fields):
      let pairs = fields.enumerated().map { index, field in
        string(field.label.isEmpty ? "_\(index)" : field.label) + ":" + text(field.value)
      }
      return "{" + pairs.joined(separator: ",") + "}"
    case .enumCase(let name, let payload):
      return payload.map { "{" + string(name) + ":" + text($0) + "}" } ?? string(name)
    case .collection(let elements, _):
      return "[" + elements.map(text).joined(separator: ",") + "]"
    case .dictionary(let entries):
      let pairs = entries.map { string(key($0.key)) + ":" + text($0.value) }
      return "{" + pairs.joined(separator: ",") + "}"
    }
  }

  /// The value inside any optionals, or `nil` for none.
  static func unwrapped(_ value: Any) -> Any? {
    let mirror = Mirror(reflecting: value)
    guard mirror.displayStyle == .optional else { return value }
    return mirror.children.first.flatMap { unwrapped($0.value) }
  }

  /// A dictionary key as printed by a dump (`"a"`), without the quotes of a string key.
  private static func key(_ printed: String) -> String {
    printed.count >= 2 && printed.hasPrefix("\"") && printed.hasSuffix("\"")
      ? String(printed.dropFirst().dropLast()) : printed
  }

  /// `text` as a JSON string literal: the one JSON escaper.
  static func string(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16)
        result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }
}
