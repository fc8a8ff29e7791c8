// `@ObservableState` passes `_$isIdentityEqual` to its registrar for every property: two values
// that are "identity equal" are the same value, so assigning one over the other notifies nobody
// (changes inside it are reported by its own fields). The overload the compiler picks for a
// property's type decides what counts as the same value.

/// The same observable state: equal identities.
@inlinable
public func _$isIdentityEqual<T: ObservableState>(_ lhs: T, _ rhs: T) -> Bool {
  lhs._$id == rhs._$id
}

/// The same rows: the same ids in the same order. A row changed in place notifies its own
/// readers; rows inserted, removed or moved notify the readers of the collection.
@inlinable
public func _$isIdentityEqual<ID: Hashable, T: ObservableState>(
  _ lhs: IdentifiedArray<ID, T>, _ rhs: IdentifiedArray<ID, T>
) -> Bool {
  lhs._hasSameIDs(as: rhs)
}

/// The same presented child: both dismissed, or presenting states of one identity.
@inlinable
public func _$isIdentityEqual<T: ObservableState>(
  _ lhs: PresentationState<T>, _ rhs: PresentationState<T>
) -> Bool {
  lhs.wrappedValue?._$id == rhs.wrappedValue?._$id
}

/// The same path: the same element ids in the same order.
@inlinable
public func _$isIdentityEqual<T: ObservableState>(
  _ lhs: StackState<T>, _ rhs: StackState<T>
) -> Bool {
  lhs._hasSameIDs(as: rhs)
}

/// The same elements: as many, with equal identities position by position.
@inlinable
public func _$isIdentityEqual<C: Collection>(_ lhs: C, _ rhs: C) -> Bool
where C.Element: ObservableState {
  lhs.count == rhs.count && zip(lhs, rhs).allSatisfy { $0._$id == $1._$id }
}

/// Never: a string has no identity apart from its characters (and is not checked as a
/// collection).
@inlinable
public func _$isIdentityEqual(_ lhs: String, _ rhs: String) -> Bool {
  false
}

/// For any other type: observable states and collections of them are compared by identity,
/// whatever their static type; everything else has no identity, so it is never the same value
/// (the property's `shouldNotifyObservers` decides, comparing with `==` where it can).
@inlinable
public func _$isIdentityEqual<T>(_ lhs: T, _ rhs: T) -> Bool {
  if _isPOD(T.self) { return false }
  return _isIdentityEqualDynamically(lhs, rhs)
}

@usableFromInline
func _isIdentityEqualDynamically<T>(_ lhs: T, _ rhs: T) -> Bool {
  if let lhs = lhs as? any ObservableState, let rhs = rhs as? any ObservableState {
    return lhs._$id == rhs._$id
  }
  if let lhs = lhs as? any IdentityComparableCollection {
    return lhs.hasSameElementIdentities(as: rhs)
  }
  if let lhs = lhs as? any Collection {
    return hasSameElementIdentities(lhs, rhs)
  }
  return false
}

/// A collection that knows its elements' ids: its identity is its ids, in order, when its
/// elements are observable states.
protocol IdentityComparableCollection {
  func hasSameElementIdentities(as other: Any) -> Bool
}

extension IdentifiedArray: IdentityComparableCollection {
  func hasSameElementIdentities(as other: Any) -> Bool {
    guard Element.self is any ObservableState.Type, let other = other as? Self else {
      return false
    }
    return _hasSameIDs(as: other)
  }
}

extension StackState: IdentityComparableCollection {
  func hasSameElementIdentities(as other: Any) -> Bool {
    guard Element.self is any ObservableState.Type, let other = other as? Self else {
      return false
    }
    return _hasSameIDs(as: other)
  }
}

/// Two collections of observable states (of one static type) with equal identities position
/// by position.
private func hasSameElementIdentities<C: Collection>(_ lhs: C, _ rhs: Any) -> Bool {
  guard C.Element.self is any ObservableState.Type, let rhs = rhs as? C,
    lhs.count == rhs.count
  else { return false }
  return zip(lhs, rhs).allSatisfy { _isIdentityEqualDynamically($0, $1) }
}

extension StackState {
  /// Whether both stacks hold the same element ids in the same order.
  @usableFromInline
  func _hasSameIDs(as other: Self) -> Bool { elements._hasSameIDs(as: other.elements) }
}
