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
  /// A `RegistrarHolder`, once created. (Held as `AnyObject`, so the box's layout is fixed and
  /// reading ``isObserved`` needs no metadata: the registrar's type is resilient.)
  private let holder = Mutex<AnyObject?>(nil)

  @usableFromInline init() {}

  /// The registrar, created on first use.
  @usableFromInline
  var observationRegistrar: ObservationRegistrar {
    let holder = holder.withLock { holder in
      if let holder { return unsafeDowncast(holder, to: RegistrarHolder.self) }
      let created = RegistrarHolder()
      holder = created
      return created
    }
    isObserved.store(true, ordering: .relaxed)
    return holder.registrar
  }
}

extension ObservationBox: Observable {
  /// A field of the observed value, as the registrar knows it: the box is the subject the
  /// registrar is given, and each of the value's key paths is a key path into the box. (So the
  /// fields' accessors never need to copy the value to hand it to the registrar.)
  subscript(field field: AnyKeyPath) -> Void { () }

  /// Reports a read of the value's field at `keyPath` to the tracking in progress, if any.
  @usableFromInline
  func access(_ keyPath: AnyKeyPath) {
    observationRegistrar.access(self, keyPath: \.[field: keyPath])
  }

  /// Runs `mutation`, a change of the value's field at `keyPath`, telling its observers.
  @usableFromInline
  func withMutation<T>(of keyPath: AnyKeyPath, _ mutation: () throws -> T) rethrows -> T {
    try observationRegistrar.withMutation(of: self, keyPath: \.[field: keyPath], mutation)
  }
}

/// The toolchain's registrar of one observed value.
private final class RegistrarHolder: Sendable {
  let registrar = ObservationRegistrar()
}
