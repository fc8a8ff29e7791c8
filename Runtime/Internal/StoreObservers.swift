/// The observers of a store's state: who hears about it at the end of each cycle.
///
/// A value type with `mutating` transitions, kept in the store's fields. Notifying happens on
/// every send, so it takes no reference counting: the current list is an immutable object held
/// retained here and read unretained. A list replaced while it is notifying (an observer that
/// observes, or stops, from its callback) is kept alive until the notification ends.
@usableFromInline
struct StoreObservers<State> {
  /// The observers in order, retained; `nil` when there are none.
  @usableFromInline var list: Unmanaged<StoreObserverList<State>>?
  @usableFromInline var isNotifying = false
  /// Lists replaced during a notification, released when it ends; `nil` when there are none,
  /// so the end of a cycle checks a pointer, not an array's count.
  @usableFromInline var retired: [StoreObserverList<State>]? = nil
  private var nextID = 0

  @usableFromInline init() {}

  /// Adds an observer and returns its id.
  mutating func add(_ onChange: @escaping @MainActor (State) -> Void) -> Int {
    let id = nextID
    nextID += 1
    let current = list?.takeUnretainedValue().observers ?? []
    replaceList(with: current + [StoreObserver(id: id, onChange: onChange)])
    return id
  }

  /// Removes the observer with `id`, if it is there.
  mutating func remove(_ id: Int) {
    guard let current = list?.takeUnretainedValue().observers else { return }
    replaceList(with: current.filter { $0.id != id })
  }

  /// Releases the list; for the store's deinit.
  mutating func removeAll() {
    list?.release()
    list = nil
  }

  private mutating func replaceList(with observers: [StoreObserver<State>]) {
    if let old = list {
      if isNotifying { retired = (retired ?? []) + [old.takeUnretainedValue()] }
      old.release()
    }
    list = observers.isEmpty ? nil : .passRetained(StoreObserverList(observers))
  }
}

/// An observer of a store's state.
@usableFromInline
struct StoreObserver<State> {
  let id: Int
  /// A `@MainActor` closure, stored without its actor: a store notifies only from its cycle,
  /// which runs on the main actor, so the call needs no check on every notification.
  @usableFromInline let onChange: (State) -> Void

  init(id: Int, onChange: @escaping @MainActor (State) -> Void) {
    self.id = id
    // Isolation is not part of a synchronous function's representation. The cast goes through
    // structs so the closure keeps its calling convention (a cast of the function itself would
    // wrap it in thunks).
    self.onChange = unsafeBitCast(IsolatedCall(onChange), to: NonisolatedCall<State>.self).call
  }
}

private struct IsolatedCall<State> {
  let call: @MainActor (State) -> Void
  init(_ call: @escaping @MainActor (State) -> Void) { self.call = call }
}

private struct NonisolatedCall<State> {
  let call: (State) -> Void
}

/// A store's observers at one moment: immutable, replaced whole when one comes or goes.
@usableFromInline
final class StoreObserverList<State> {
  @usableFromInline let first: StoreObserver<State>
  @usableFromInline let observers: [StoreObserver<State>]
  /// Whether there are more than the first, read without reaching into the array.
  @usableFromInline let hasOthers: Bool

  init(_ observers: [StoreObserver<State>]) {
    self.first = observers[0]
    self.observers = observers
    self.hasOthers = observers.count > 1
  }

  /// Calls each observer with `state`, in order. The first one is kept apart so the common case
  /// — one driver watching — costs one closure call.
  @inlinable
  func notify(_ state: State) {
    first.onChange(state)
    if hasOthers { notifyOthers(state) }
  }

  @usableFromInline
  func notifyOthers(_ state: State) {
    for observer in observers.dropFirst() { observer.onChange(state) }
  }
}
