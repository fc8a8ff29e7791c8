import Synchronization

/// The observation machinery `@ObservableState` adds to a state as `_$observationRegistrar`:
/// the state's identity, and the registrar its fields report reads and changes to.
///
/// Copies of a state share one registrar, so an observer of a field hears about changes made
/// through any copy. A state nobody has read outside a reducer pays almost nothing: its changes
/// are plain assignments until the first such read, and reads a reducer makes inside a store's
/// cycle are not tracked (a reducer is not a view).
///
/// It never takes part in the state's value: two registrars are always equal, hash alike, and
/// encode nothing, so `==`, `Hashable`, `Codable`, dumps and test store diffs see only the
/// state's own fields.
public struct ObservationStateRegistrar: Sendable {
  /// The identity of the state that holds this registrar.
  public private(set) var id = ObservableStateID()
  @usableFromInline let box = ObservationBox()

  /// A registrar for a new state, with a new identity.
  public init() {}

  /// Gives the state a new identity.
  public mutating func _$willModify() { id._$willModify() }
}

extension ObservationStateRegistrar: Equatable, Hashable, Codable {
  /// Always `true`: the registrar is not part of the state's value.
  public static func == (_: Self, _: Self) -> Bool { true }
  /// Adds nothing: the registrar is not part of the state's value.
  public func hash(into hasher: inout Hasher) {}
  /// A new registrar; nothing was encoded.
  public init(from decoder: any Decoder) throws { self.init() }
  /// Encodes nothing.
  public func encode(to encoder: any Encoder) throws {}
}

extension ObservationStateRegistrar {
  /// Reports a read of the property at `keyPath` of `subject`, so the observation tracking in
  /// progress (if any) hears about its next change.
  @inlinable
  public func access<Subject: Observable, Member>(
    _ subject: Subject, keyPath: KeyPath<Subject, Member>
  ) {
    if ReducerReads.areSuspendedOnThisThread { return }
    box.observationRegistrar.access(subject, keyPath: keyPath)
  }

  /// Sets `value` to `newValue`, notifying the observers of `keyPath` unless the two have the
  /// same identity or `shouldNotifyObservers` says the change does not matter.
  ///
  /// - Parameters:
  ///   - subject: The state that holds the property.
  ///   - keyPath: The property.
  ///   - value: The property's storage.
  ///   - newValue: The value to store.
  ///   - isIdentityEqual: Whether two values are the same value (then nobody is notified).
  ///   - shouldNotifyObservers: Whether a change from the first value to the second is worth
  ///     notifying (`@ObservableState` passes `!=` for equatable properties).
  @inlinable
  public func mutate<Subject: Observable, Member, Value>(
    _ subject: Subject,
    keyPath: KeyPath<Subject, Member>,
    _ value: inout Value,
    _ newValue: Value,
    _ isIdentityEqual: (Value, Value) -> Bool,
    _ shouldNotifyObservers: (Value, Value) -> Bool = { _, _ in true }
  ) {
    guard let registrar = box.registrarIfObserved,
      !isIdentityEqual(value, newValue), shouldNotifyObservers(value, newValue)
    else {
      value = newValue
      return
    }
    registrar.withMutation(of: subject, keyPath: keyPath) { value = newValue }
  }

  /// Called before a property is modified in place; returns the value to compare with once the
  /// modification ends. A value that is not ``ObservableState`` is returned as it is.
  @inlinable
  public func willModify<Subject: Observable, Member>(
    _ subject: Subject, keyPath: KeyPath<Subject, Member>, _ member: inout Member
  ) -> Member {
    member
  }

  /// Called before an ``ObservableState`` property is modified in place: gives it a new
  /// identity, so copies of it taken before no longer share its identity, and returns it.
  @inlinable
  public func willModify<Subject: Observable, Member: ObservableState>(
    _ subject: Subject, keyPath: KeyPath<Subject, Member>, _ member: inout Member
  ) -> Member {
    member._$willModify()
    return member
  }

  /// Called after a property was modified in place: when the modification gave it another
  /// identity (it was replaced, not changed in place), notifies the observers of `keyPath`.
  ///
  /// - Parameters:
  ///   - subject: The state that holds the property.
  ///   - keyPath: The property.
  ///   - member: The property's storage, after the modification.
  ///   - oldValue: What ``willModify(_:keyPath:_:)-(_,_,Member)`` returned.
  ///   - isIdentityEqual: Whether two values are the same value.
  ///   - shouldNotifyObservers: Whether a change is worth notifying.
  @inlinable
  public func didModify<Subject: Observable, Member>(
    _ subject: Subject,
    keyPath: KeyPath<Subject, Member>,
    _ member: inout Member,
    _ oldValue: Member,
    _ isIdentityEqual: (Member, Member) -> Bool,
    _ shouldNotifyObservers: (Member, Member) -> Bool = { _, _ in true }
  ) {
    if box.isObserved.load(ordering: .relaxed), !isIdentityEqual(oldValue, member) {
      let newValue = member
      member = oldValue
      mutate(subject, keyPath: keyPath, &member, newValue, isIdentityEqual, shouldNotifyObservers)
    }
  }
}
