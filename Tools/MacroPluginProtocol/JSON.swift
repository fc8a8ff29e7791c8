/// A JSON value, as the compiler and a macro plugin exchange them.
///
/// Objects keep their keys in a dictionary; ``text`` writes them sorted, so the same value is
/// always written the same way.
enum JSON: Equatable {
  case null
  case bool(Bool)
  case integer(Int)
  case double(Double)
  case string(String)
  case array([JSON])
  case object([String: JSON])

  /// The member `key` of an object; `nil` for a missing key or a value that is not an object.
  subscript(key: String) -> JSON? {
    guard case .object(let members) = self else { return nil }
    return members[key]
  }

  var stringValue: String? {
    guard case .string(let value) = self else { return nil }
    return value
  }

  var intValue: Int? {
    guard case .integer(let value) = self else { return nil }
    return value
  }

  var arrayValue: [JSON]? {
    guard case .array(let values) = self else { return nil }
    return values
  }

  var isNull: Bool { self == .null }
}
