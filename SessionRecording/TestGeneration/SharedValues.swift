import Runtime

/// Shared values (`@Shared`) inside a state, which a generated test asserts as a test store
/// checks them (see ``TestPlanner``) and which a replay gives the values a check would see.
enum SharedValues {
  /// Gives each shared value found in `target` the value of the shared value at the same place
  /// in `source`, descending into structs, tuples, collections, optionals and enum cases that
  /// match; what does not match is left alone.
  ///
  /// - Parameters:
  ///   - target: A state of a fold of its own: its shared values are changed, nobody else's.
  ///   - source: A state whose shared values are read.
  static func match(_ target: Any, to source: Any) {
    if let shared = target as? any SharedValue {
      shared.take(from: source)
      return
    }
    let (to, from) = (Mirror(reflecting: target), Mirror(reflecting: source))
    switch to.displayStyle {
    case .struct, .tuple, .class, .optional, .enum, .collection:
      for (mine, theirs) in zip(to.children, from.children) where mine.label == theirs.label {
        match(mine.value, to: theirs.value)
      }
    default:
      return
    }
  }
}

extension SharedValues {
  /// The values of the shared values found in `state` now, to put back with
  /// ``restore(_:)`` after a ``match(_:to:)`` changed them.
  static func saved(_ state: Any) -> [(shared: any SharedValue, value: Any)] {
    if let shared = state as? any SharedValue { return [(shared, shared.currentValue)] }
    let mirror = Mirror(reflecting: state)
    switch mirror.displayStyle {
    case .struct, .tuple, .class, .optional, .enum, .collection:
      return mirror.children.flatMap { saved($0.value) }
    default:
      return []
    }
  }

  /// Puts back the values ``saved(_:)`` read.
  static func restore(_ saved: [(shared: any SharedValue, value: Any)]) {
    for (shared, value) in saved.reversed() { shared.set(value) }
  }
}

/// A shared value, which a test store asserts through `withLock`, never by assignment.
protocol SharedValue {
  /// Takes the value of `other`, a shared value of the same type.
  func take(from other: Any)
  /// The value it holds now.
  var currentValue: Any { get }
  /// Holds `value`, a value of its type.
  func set(_ value: Any)
}

extension Shared: SharedValue {
  func take(from other: Any) {
    guard let other = other as? Shared<Value> else { return }
    set(other.wrappedValue)
  }

  var currentValue: Any { wrappedValue }

  func set(_ value: Any) {
    guard let value = value as? Value else { return }
    withLock { $0 = value }
  }
}
