import Synchronization

/// The engine shared by ``Store`` and the test store: state, reducer, dependencies, and the
/// cycle that processes actions in order.
///
/// One call to ``send(_:origin:)`` is one cycle: the action is reduced, the actions its
/// synchronous `.send` effects produce are reduced right after it (breadth first, in order),
/// and any action sent re-entrantly during the cycle is queued behind them, never recursed
/// into. The store's dependencies are in force for the whole cycle. Observers hear about the
/// state once, at the end of the cycle.
///
/// The send path is `@inlinable`, so a client's module specializes it for its own state and
/// action types.
@MainActor
@usableFromInline
final class StoreCore<State, Action> {
  /// What changes as the store runs, kept in memory the core owns and reached through a
  /// pointer, so the reducer mutates the state in place with no dynamic exclusivity check (a
  /// class's stored `var` passed `inout` would pay `swift_beginAccess` on every send).
  ///
  /// Safe because every access is on the main actor and accesses never overlap: a cycle does
  /// not start while another runs (those sends are queued), and nothing the cycle calls can
  /// reach the store's state except through the cycle itself.
  @usableFromInline let fields: UnsafeMutablePointer<Fields>
  /// The store's dependencies, at an address that stays put, for the cycle to install.
  @usableFromInline let installedDependencies: UnsafeMutablePointer<DependencyValues>
  @usableFromInline let dependencySlot = StoreDependencySlot.main
  @usableFromInline let reducer: _ReduceFunction<State, Action>
  @usableFromInline let runner = EffectRunner<Action>()
  /// Where the cycle says that its thread is reducing (``ReducerReads``).
  @usableFromInline let reducerReads = ReducerReads.shared

  @usableFromInline
  struct Fields {
    @usableFromInline var state: State
    @usableFromInline var isProcessing = false
    @usableFromInline var queue: [(action: Action, origin: EffectOrigin?)] = []
    @usableFromInline var observers = StoreObservers<State>()
    @usableFromInline var didReduce: (@MainActor (Action, EffectOrigin?, State) -> Void)?
    @usableFromInline var makeOrigin: @MainActor (Action) -> EffectOrigin = { _ in EffectOrigin() }

    @usableFromInline init(state: State) { self.state = state }
  }

  /// Creates a core. Inlinable, so the module creating a store specializes its reducer.
  @inlinable
  init<R: Reducer>(
    initialState: State, reducer: R, dependencies: DependencyValues
  ) where R.State == State, R.Action == Action {
    fields = .allocate(capacity: 1)
    fields.initialize(to: Fields(state: initialState))
    installedDependencies = .allocate(capacity: 1)
    installedDependencies.initialize(to: dependencies)
    let root = _ReducerCacheRoot()
    self.reducer = { reducer._reduce(into: &$0, action: $1, cache: root.cache) }
    connectRunner()
  }

  @usableFromInline
  func connectRunner() {
    runner.deliver = { [unowned self] action, origin in
      self.send(action, origin: origin)
    }
  }

  isolated deinit {
    // The root store and every store scoped from it keep the core: when the last goes, so do
    // the effects.
    runner.registry.cancelAll()
    fields.pointee.observers.removeAll()
    fields.deinitialize(count: 1)
    fields.deallocate()
    installedDependencies.deinitialize(count: 1)
    installedDependencies.deallocate()
  }

  var state: State { fields.pointee.state }

  var dependencies: DependencyValues {
    get { installedDependencies.pointee }
    set { installedDependencies.pointee = newValue }
  }

  /// Called after each action is reduced, with whether an effect sent it, its origin and the
  /// state right after it. The test store records effect actions here.
  var didReduce: (@MainActor (Action, EffectOrigin?, State) -> Void)? {
    get { fields.pointee.didReduce }
    set { fields.pointee.didReduce = newValue }
  }

  /// Makes the origin for an action sent from outside, when its effect needs one.
  var makeOrigin: @MainActor (Action) -> EffectOrigin {
    get { fields.pointee.makeOrigin }
    set { fields.pointee.makeOrigin = newValue }
  }

  /// Processes `action` (and what it causes synchronously) and returns the origin of the
  /// effects it started, or `nil` when it started none or was queued behind a running cycle.
  @inlinable @inline(__always)
  @discardableResult
  func send(_ action: Action, origin: EffectOrigin? = nil) -> EffectOrigin? {
    if fields.pointee.isProcessing {
      fields.pointee.queue.append((action, origin))
      return nil
    }
    fields.pointee.isProcessing = true
    let previous = dependencySlot.install(installedDependencies)
    let reducingBefore = reducerReads.reducingThread.load(ordering: .relaxed)
    // The thread running the cycle now: on Linux the main queue is not always drained by the
    // thread that created the store.
    reducerReads.reducingThread.store(ReducerReads.currentThread(), ordering: .relaxed)
    let started = process(action, origin: origin)
    if !fields.pointee.queue.isEmpty { processQueue() }
    reducerReads.reducingThread.store(reducingBefore, ordering: .relaxed)
    dependencySlot.restore(previous)
    fields.pointee.isProcessing = false
    if let observers = fields.pointee.observers.list {
      fields.pointee.observers.isNotifying = true
      Self.notify(observers, of: fields.pointee.state)
      fields.pointee.observers.isNotifying = false
      if fields.pointee.observers.retired != nil { fields.pointee.observers.retired = nil }
    }
    return started
  }

  /// Calls the observers, reading their list unretained (it is kept alive until the
  /// notification ends, even if an observer replaces it). Nonisolated, so the closure that
  /// reads the list is not checked for its actor on every send; the caller is the cycle.
  @inlinable
  nonisolated static func notify(
    _ observers: Unmanaged<StoreObserverList<State>>, of state: State
  ) {
    observers._withUnsafeGuaranteedRef { $0.notify(state) }
  }

  @inlinable @inline(__always)
  @discardableResult
  func process(_ action: Action, origin: EffectOrigin?) -> EffectOrigin? {
    let effect = reducer(&fields.pointee.state, action)
    if let didReduce = fields.pointee.didReduce { didReduce(action, origin, fields.pointee.state) }
    if effect.isNone { return nil }
    return start(effect, origin: origin, for: action)
  }

  @usableFromInline
  func start(_ effect: Effect<Action>, origin: EffectOrigin?, for action: Action) -> EffectOrigin {
    let effectOrigin = origin ?? fields.pointee.makeOrigin(action)
    runner.start(effect, origin: effectOrigin)
    return effectOrigin
  }

  @usableFromInline
  func processQueue() {
    while !fields.pointee.queue.isEmpty {
      let next = fields.pointee.queue.removeFirst()
      process(next.action, origin: next.origin)
    }
  }

  /// Calls `onChange` with the state at the end of every cycle until the returned token is
  /// cancelled.
  func observe(_ onChange: @escaping @MainActor (State) -> Void) -> Int {
    fields.pointee.observers.add(onChange)
  }

  func removeObserver(_ id: Int) {
    fields.pointee.observers.remove(id)
  }
}
