/// A type-erased cancellation id.
struct EffectID: Hashable, @unchecked Sendable, CustomStringConvertible {
  // Safe: only built from values that are `Sendable`, and `AnyHashable` never mutates them.
  private let base: AnyHashable

  init(_ base: some Hashable & Sendable) { self.base = AnyHashable(base) }

  /// Wraps an identity that is compared but never read across threads (a child state's `id`).
  init(unchecked base: AnyHashable) { self.base = base }

  var description: String { "\(base)" }
}

/// Identifies a presented child (a piece of navigation) so that its effects' cancel ids don't
/// collide with anyone else's and can all be cancelled when the child goes away.
struct NavigationID: Hashable, @unchecked Sendable, CustomStringConvertible {
  // Safe: built from key paths (immutable objects) and Sendable identities.
  private let path: AnyHashable
  private let identity: AnyHashable

  init(path: AnyKeyPath, identity: some Hashable & Sendable) {
    self.path = AnyHashable(path)
    self.identity = AnyHashable(identity)
  }

  var description: String { "\(path)[\(identity)]" }
}

/// The identity of a piece of child state: its `id` when `Identifiable`; when an enum, its case
/// name and the `id` of the case's payload if that is `Identifiable` (an alert, a feature with
/// an id); or else its type. A presented child whose identity changes is a different child.
func navigationIdentity(of value: Any) -> NavigationIdentity {
  if let identifiable = value as? any Identifiable {
    return NavigationIdentity(type: ObjectIdentifier(type(of: value)), tag: identity(identifiable))
  }
  let mirror = Mirror(reflecting: value)
  if mirror.displayStyle == .enum {
    let tag = mirror.children.first?.label ?? "\(value)"
    let payload = (mirror.children.first?.value as? any Identifiable).map { identity($0) }
    return NavigationIdentity(
      type: ObjectIdentifier(type(of: value)), tag: EffectID(tag), payload: payload)
  }
  return NavigationIdentity(type: ObjectIdentifier(type(of: value)), tag: nil)
}

private func identity(_ value: some Identifiable) -> EffectID? {
  EffectID(unchecked: AnyHashable(value.id))
}

/// See ``navigationIdentity(of:)``.
struct NavigationIdentity: Hashable, Sendable {
  let type: ObjectIdentifier
  let tag: EffectID?
  var payload: EffectID?? = nil
}
