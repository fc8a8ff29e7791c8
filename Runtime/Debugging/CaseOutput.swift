/// A value's type and enum case, without payloads that are not cases themselves, as TCA's
/// runtime warnings name an action or a state: `Child.Action.name` for `Child.Action.name("Blob")`,
/// `Parent.Action.child(.tap)` for a nested case, `Feature.State` for a struct.
func caseOutput(_ value: Any) -> String {
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
