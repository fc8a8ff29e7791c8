/// Runs a feature: holds its state, processes actions in order, runs the effects.
///
/// ```swift
/// let store = Store(initialState: Contador.State()) {
///   Contador()
/// }
/// store.send(.incrementar)
/// store.state.cuenta  // 1
/// ```
///
/// Actions are processed strictly in the order they are sent; actions of synchronous `.send`
/// effects are processed in the same cycle, before anything sent later; an action sent while
/// another is being processed is queued, not recursed into. Effects run with the dependencies
/// in force when the reducer returned them, and are cancelled when the store is released.
///
/// Drivers (a command line, a UI) follow state with ``observe(_:)`` or ``states``, and show a
/// part of the app with ``scope(state:action:)``.
@MainActor
public final class Store<State, Action> {
  // Exactly one of the two is set: a root store owns a core, a scoped store derives from its
  // parent. (Two optionals rather than an enum, so the send path never copies a payload.)
  @usableFromInline let rootCore: StoreCore<State, Action>?
  private let scoped: ScopedBacking<State, Action>?

  /// Creates a store running `reducer` from `initialState`.
  ///
  /// - Parameters:
  ///   - initialState: The state to start from, built after `prepareDependencies` has run.
  ///   - reducer: The feature's reducer.
  ///   - prepareDependencies: Changes the dependencies the store (and its effects) use.
  ///
  /// The initializer is `@inlinable`: the store's code is specialized for the feature's types
  /// where the store is created. Each `body` in the reducer is evaluated the first time an
  /// action reaches it, and kept for the life of the store.
  @inlinable
  public convenience init<R: Reducer>(
    initialState: @autoclosure () -> R.State,
    @ReducerBuilder<State, Action> reducer: () -> R,
    withDependencies prepareDependencies: ((inout DependencyValues) -> Void)? = nil
  ) where R.State == State, R.Action == Action {
    let dependencies = DependencyValues.current.preparedForStore { prepareDependencies?(&$0) }
    let (state, reducer) = DependencyValues.withCurrent(dependencies) {
      (initialState(), reducer())
    }
    self.init(core: StoreCore(initialState: state, reducer: reducer, dependencies: dependencies))
  }

  @usableFromInline
  init(core: StoreCore<State, Action>) {
    rootCore = core
    scoped = nil
  }

  fileprivate init(scoped: ScopedBacking<State, Action>) {
    rootCore = nil
    self.scoped = scoped
  }

  isolated deinit {
    rootCore?.runner.registry.cancelAll()
  }

  /// The current state.
  public var state: State {
    if let rootCore { return rootCore.state }
    return scoped!.state()
  }

  /// Sends an action: the reducer runs at once, and the effects it returns start.
  ///
  /// - Returns: a task for the effects this action started.
  @inlinable
  @discardableResult
  public func send(_ action: Action) -> StoreTask {
    if rootCore != nil { return StoreTask(origin: rootCore.unsafelyUnwrapped.send(action)) }
    return sendThroughParent(action)
  }

  @usableFromInline
  func sendThroughParent(_ action: Action) -> StoreTask { scoped!.send(action) }

  /// A store for a child feature: its state is read from this store's, and its actions are
  /// sent through this store.
  ///
  /// ```swift
  /// let buscador = store.scope(state: \.buscador, action: \.buscador)
  /// buscador.send(.terminoCambio("swift"))
  /// ```
  public func scope<ChildState, ChildAction>(
    state toChildState: KeyPath<State, ChildState>,
    action toChildAction: CaseKeyPath<Action, ChildAction>
  ) -> Store<ChildState, ChildAction> {
    let embed = AnyCasePath(toChildAction)
    return Store<ChildState, ChildAction>(
      scoped: ScopedBacking(
        parent: self,
        state: { [unowned self] in self.state[keyPath: toChildState] },
        send: { [unowned self] in self.send(embed.embed($0)) },
        observe: { [unowned self] onChange in
          self.observe { onChange($0[keyPath: toChildState]) }
        }))
  }

  /// Calls `onChange` with the new state after every cycle that processed an action, until the
  /// returned observation is cancelled or released.
  public func observe(_ onChange: @escaping @MainActor (State) -> Void) -> StoreObservation {
    if let core = rootCore {
      let id = core.observe(onChange)
      // Strong, not weak: a weak reference would give the core a side table and slow down
      // every retain on the send path. The observation is released with its owner.
      return StoreObservation { core.removeObserver(id) }
    }
    return scoped!.observe(onChange)
  }
}

extension Store where State: Sendable {
  /// The state after every cycle, as an async sequence, starting with the current state.
  ///
  /// ```swift
  /// for await estado in store.states { pintar(estado) }
  /// ```
  public var states: AsyncStream<State> {
    let (stream, continuation) = AsyncStream<State>.makeStream(bufferingPolicy: .unbounded)
    continuation.yield(state)
    let observation = observe { continuation.yield($0) }
    continuation.onTermination = { _ in
      Task { @MainActor in observation.cancel() }
    }
    return stream
  }
}

extension Store {
  package var core: StoreCore<State, Action>? { rootCore }
}

/// A running observation of a store's state. It stops when cancelled or released.
@MainActor
public final class StoreObservation: Sendable {
  private var stop: (@MainActor () -> Void)?

  init(stop: @escaping @MainActor () -> Void) { self.stop = stop }

  /// Stops observing.
  public func cancel() {
    stop?()
    stop = nil
  }

  isolated deinit { stop?() }
}

@MainActor
private struct ScopedBacking<State, Action> {
  // Keeps the parent store alive while the child exists.
  let parent: AnyObject
  let state: @MainActor () -> State
  let send: @MainActor (Action) -> StoreTask
  let observe: @MainActor (@escaping @MainActor (State) -> Void) -> StoreObservation
}
