/// A value's type and enum case, without payloads that are not cases themselves, as TCA's
/// runtime warnings name an action or a state: `Child.Action.name` for `Child.Action.name("Lucía")`,
/// `Parent.Action.child(.tap)` for a nested case, `Feature.State` for a struct.
@_spi(Runtime)
public func caseOutput(_ value: Any) -> String {
  if let value = value as? any CustomDebugStringConvertible { return value.debugDescription }
  return Dumper.typeName(type(of: value)) + casePart(value)
}

/// The `.case(...)` part of ``caseOutput(_:)``: empty for what is not an enum.
private func casePart(_ value: Any) -> String {
  let mirror = Mirror(reflecting: value)
  switch mirror.displayStyle {
  case .enum:
    guard let payload = mirror.children.first else {
      let name = "\(value)"
      return name == Dumper.typeName(type(of: value)) ? "" : ".\(name)"
    }
    let inner = casePart(payload.value)
    return ".\(payload.label ?? "")" + (inner.isEmpty ? "" : "(\(inner))")
  case .tuple:
    return mirror.children.map { label, element in
      let inner = casePart(element)
      let isPositional = label.map { $0.allSatisfy { $0 == "." || $0.isNumber } } ?? true
      return (isPositional ? "_:" : "\(label!):") + (inner.isEmpty ? "" : " \(inner)")
    }
    .joined(separator: ", ")
  default:
    return ""
  }
}

/// `value` dumped over several lines, as TCA's runtime warnings show an action or a state: an
/// enum named by its type (without generic arguments, `Result.success(1)`), each line indented
/// by `indent` spaces.
@_spi(Runtime)
public func messageDump(_ value: Any, indent: Int) -> String {
  var dump = Dumper.block(value)
  if dump.hasPrefix("."), Mirror(reflecting: value).displayStyle == .enum {
    dump = typeNameWithoutGenerics(type(of: value)) + dump
  }
  let margin = String(repeating: " ", count: indent)
  return dump.split(separator: "\n", omittingEmptySubsequences: false)
    .map { margin + $0 }
    .joined(separator: "\n")
}

/// ``Dumper/typeName(_:)`` without generic arguments: `Result` for `Result<Int, Error>`.
@_spi(Runtime)
public func typeNameWithoutGenerics(_ type: Any.Type) -> String {
  var name = ""
  var depth = 0
  for character in Dumper.typeName(type) {
    switch character {
    case "<": depth += 1
    case ">": depth -= 1
    default: if depth == 0 { name.append(character) }
    }
  }
  return name
}
