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
  public var id: ObservableStateID { identity }
  @usableFromInline var identity = ObservableStateID()
  @usableFromInline let box = ObservationBox()

  /// A registrar for a new state, with a new identity.
  public init() {}

  /// Gives the state a new identity.
  @inlinable
  public mutating func _$willModify() { identity._$willModify() }
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
  @inlinable @inline(__always)
  public func access<Subject: Observable, Member>(
    _ subject: Subject, keyPath: @autoclosure () -> KeyPath<Subject, Member>
  ) {
    if ReducerReads.areSuspendedOnThisThread { return }
    box.access(keyPath())
  }

  // The fast paths (nobody has read the state outside a reducer) are inlined into the macro's
  // accessors and test one flag; the rest is out of line. The key path is an autoclosure: the
  // accessors' `\.count` literals are instantiated (a runtime call and a release) only when
  // someone may be observing. The subject is not used: the registrar is told about the box
  // (`ObservationBox`), so the accessors' copy of the state is dead and optimized away.

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
  @inlinable @inline(__always)
  public func mutate<Subject: Observable, Member, Value>(
    _ subject: Subject,
    keyPath: @autoclosure () -> KeyPath<Subject, Member>,
    _ value: inout Value,
    _ newValue: Value,
    _ isIdentityEqual: (Value, Value) -> Bool,
    _ shouldNotifyObservers: (Value, Value) -> Bool = { _, _ in true }
  ) {
    if box.isObserved.load(ordering: .relaxed) {
      mutateObserved(
        subject, keyPath: keyPath(), &value, newValue, isIdentityEqual, shouldNotifyObservers)
    } else {
      value = newValue
    }
  }

  @inlinable @inline(never)
  func mutateObserved<Subject: Observable, Member, Value>(
    _ subject: Subject,
    keyPath: KeyPath<Subject, Member>,
    _ value: inout Value,
    _ newValue: Value,
    _ isIdentityEqual: (Value, Value) -> Bool,
    _ shouldNotifyObservers: (Value, Value) -> Bool
  ) {
    if isIdentityEqual(value, newValue) || !shouldNotifyObservers(value, newValue) {
      value = newValue
    } else {
      box.withMutation(of: keyPath) { value = newValue }
    }
  }

  /// Called before a property is modified in place; returns the value to compare with once the
  /// modification ends. A value that is not ``ObservableState`` is returned as it is.
  @inlinable @inline(__always)
  public func willModify<Subject: Observable, Member>(
    _ subject: Subject, keyPath: @autoclosure () -> KeyPath<Subject, Member>,
    _ member: inout Member
  ) -> Member {
    member
  }

  /// Called before an ``ObservableState`` property is modified in place: gives it a new
  /// identity, so copies of it taken before no longer share its identity, and returns it.
  @inlinable @inline(__always)
  public func willModify<Subject: Observable, Member: ObservableState>(
    _ subject: Subject, keyPath: @autoclosure () -> KeyPath<Subject, Member>,
    _ member: inout Member
  ) -> Member {
    member._$willModify()
    return member
  }

  /// Called before an ``/IdentifiedCollections/IdentifiedArray`` property is modified in place: returns a stand-in that
  /// compares its ids with the array's after the modification, without holding the array — a
  /// copy held across the modification would make it copy every element (and a change to one
  /// row of a long list would cost as much as the list is long).
  @inlinable @inline(__always)
  public func willModify<Subject: Observable, ID: Hashable, Element>(
    _ subject: Subject, keyPath: @autoclosure () -> KeyPath<Subject, IdentifiedArray<ID, Element>>,
    _ member: inout IdentifiedArray<ID, Element>
  ) -> IdentifiedArray<ID, Element> {
    member._identitySnapshot
  }

  /// Called after a property was modified in place: when the modification gave it another
  /// identity (it was replaced, not changed in place), notifies the observers of `keyPath`.
  ///
  /// - Parameters:
  ///   - subject: The state that holds the property.
  ///   - keyPath: The property.
  ///   - member: The property's storage, after the modification.
  ///   - oldValue: The value the registrar returned before the modification began.
  ///   - isIdentityEqual: Whether two values are the same value.
  ///   - shouldNotifyObservers: Whether a change is worth notifying.
  @inlinable @inline(__always)
  public func didModify<Subject: Observable, Member>(
    _ subject: Subject,
    keyPath: @autoclosure () -> KeyPath<Subject, Member>,
    _ member: inout Member,
    _ oldValue: Member,
    _ isIdentityEqual: (Member, Member) -> Bool,
    _ shouldNotifyObservers: (Member, Member) -> Bool = { _, _ in true }
  ) {
    if box.isObserved.load(ordering: .relaxed) {
      didModifyObserved(
        subject, keyPath: keyPath(), &member, oldValue, isIdentityEqual, shouldNotifyObservers)
    }
  }

  @inlinable @inline(never)
  func didModifyObserved<Subject: Observable, Member>(
    _ subject: Subject,
    keyPath: KeyPath<Subject, Member>,
    _ member: inout Member,
    _ oldValue: Member,
    _ isIdentityEqual: (Member, Member) -> Bool,
    _ shouldNotifyObservers: (Member, Member) -> Bool
  ) {
    guard !isIdentityEqual(oldValue, member) else { return }
    let newValue = member
    member = oldValue
    mutateObserved(
      subject, keyPath: keyPath, &member, newValue, isIdentityEqual, shouldNotifyObservers)
  }
}

extension ObservationStateRegistrar: _OmittedFromDumps {}
