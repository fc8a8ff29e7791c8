import Synchronization

/// What the copies of one `@ObservableState` value share: the toolchain's registrar that its
/// observers are registered with, created when the value is first read outside a reducer.
///
/// The toolchain's `ObservationRegistrar` costs two allocations to create, about 25 ns to report
/// a read and about 140 ns to report a change even when nobody observes (a lock and a dictionary
/// lookup of the key path, twice). A value that no observer has read never needs it: until the
/// first read outside a reducer, ``isObserved`` is `false`, and a change is a plain assignment.
/// Reads made by a reducer (``ReducerReads``) are not observation reads: a reducer sees its state
/// inside a store's cycle, never inside a UI's tracking. Once a value has been read, every change
/// of it is reported to the registrar, whether or not the observer is still registered: the
/// registrar does not tell when its last observer went away.
@usableFromInline
final class ObservationBox: Sendable {
  /// Whether the value has been read outside a reducer, so its registrar may have observers.
  @usableFromInline let isObserved = Atomic<Bool>(false)
  private let registrar = Mutex<ObservationRegistrar?>(nil)

  @usableFromInline init() {}

  /// The registrar, created on first use.
  @usableFromInline
  var observationRegistrar: ObservationRegistrar {
    let registrar = registrar.withLock { registrar in
      if let registrar { return registrar }
      let created = ObservationRegistrar()
      registrar = created
      return created
    }
    isObserved.store(true, ordering: .releasing)
    return registrar
  }

  /// The registrar if the value has been read outside a reducer; otherwise `nil`, and a change
  /// needs to notify nobody.
  @inlinable
  var registrarIfObserved: ObservationRegistrar? {
    isObserved.load(ordering: .acquiring) ? observationRegistrar : nil
  }
}
