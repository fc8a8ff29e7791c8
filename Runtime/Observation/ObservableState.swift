/// A state whose fields a UI can observe one by one through a ``Store``.
///
/// Don't conform by hand: mark the state with `@ObservableState`, which writes the conformance,
/// a registrar and an identity, and turns each stored property into one that reports its reads
/// and notifies its observers when it changes.
///
/// ```swift
/// @ObservableState
/// struct State {
///   var cuenta = 0
/// }
/// ```
///
/// The identity (`_$id`) is what tells "the same value, changed in place" from "another
/// value": a child replaced by a value with another identity notifies the readers of the parent's
/// field; a child mutated in place notifies only the readers of the fields that changed.
public protocol ObservableState: Observable, _ObservableStateDumping {
  /// The value's identity: equal for copies of one value, different once a value has been
  /// modified in place or replaced.
  var _$id: ObservableStateID { get }

  /// Gives the value a new identity, so copies taken before a modification no longer share it.
  mutating func _$willModify()
}

/// Gives `value` a new identity when it is ``ObservableState``; does nothing otherwise.
///
/// `@ObservableState` on an enum calls it on each case's payload.
@inlinable
public func _$willModify<T>(_ value: inout T) {}

/// Gives `value` a new identity (``ObservableState/_$willModify()``).
@inlinable
public func _$willModify<T: ObservableState>(_ value: inout T) {
  value._$willModify()
}
