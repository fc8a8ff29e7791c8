import Runtime

extension Dumper {
  /// `value`'s dump tree, built whole now: what it reads later — a shared value (`@Shared`) that
  /// has changed since — does not change it. ``StateMutation/between(_:_:source:)`` and
  /// ``SwiftSource/doc(_:)`` take a snapshot in place of a value, so a test written after the
  /// fact asserts each state as it was.
  public static func snapshot(_ value: Any) -> Dumped {
    let dumped = dump(value)
    dumped.buildWhole()
    return dumped
  }
}

extension Dumped {
  /// Reads every node of the tree, so none is built later.
  fileprivate func buildWhole() {
    switch node {
    case .leaf: break
    case .record(_, let fields): fields.forEach { $0.value.buildWhole() }
    case .enumCase(_, let payload): payload?.buildWhole()
    case .collection(let elements, _): elements.forEach { $0.buildWhole() }
    case .dictionary(let entries): entries.forEach { $0.value.buildWhole() }
    }
  }

  /// Whether the two trees print the same.
  func printsTheSame(as other: Dumped) -> Bool {
    switch (node, other.node) {
    case (.leaf(let a), .leaf(let b)): return a == b
    case (.record(let a, let fieldsA), .record(let b, let fieldsB)):
      return a == b && fieldsA.count == fieldsB.count
        && zip(fieldsA, fieldsB).allSatisfy {
          $0.label == $1.label && $0.value.printsTheSame(as: $1.value)
        }
    case (.enumCase(let a, let payloadA), .enumCase(let b, let payloadB)):
      guard a == b else { return false }
      switch (payloadA, payloadB) {
      case (nil, nil): return true
      case (let x?, let y?): return x.printsTheSame(as: y)
      default: return false
      }
    case (.collection(let a, _), .collection(let b, _)):
      return a.count == b.count && zip(a, b).allSatisfy { $0.printsTheSame(as: $1) }
    case (.dictionary(let a), .dictionary(let b)):
      return a.count == b.count
        && zip(a, b).allSatisfy { $0.key == $1.key && $0.value.printsTheSame(as: $1.value) }
    default: return false
    }
  }
}
