/// A type-erased hashable, sendable value: `AnyHashable` for values that cross tasks, such as a
/// cancel id built from a generic id.
///
/// ```swift
/// .cancellable(id: AnyHashableSendable(state.id), cancelInFlight: true)
/// ```
///
/// Two wrapped values are equal when `AnyHashable` says they are.
public struct AnyHashableSendable: Hashable, Sendable {
  /// The wrapped value.
  public let base: any Hashable & Sendable

  /// Wraps `base` (unwrapping it first if it is already an `AnyHashableSendable`).
  public init(_ base: some Hashable & Sendable) {
    if let wrapped = base as? AnyHashableSendable {
      self = wrapped
    } else {
      self.base = base
    }
  }

  public static func == (lhs: Self, rhs: Self) -> Bool {
    AnyHashable(lhs.base) == AnyHashable(rhs.base)
  }

  public func hash(into hasher: inout Hasher) { hasher.combine(AnyHashable(base)) }
}

extension AnyHashableSendable: CustomStringConvertible {
  public var description: String { "\(base)" }
}
