/// Runs a feature: holds its state, processes actions in order, runs the effects.
///
/// ```swift
/// let store = Store(initialState: Contador.State()) {
///   Contador()
/// }
/// store.send(.incrementar)
/// store.cuenta  // 1
/// ```
///
/// Actions are processed strictly in the order they are sent; actions of synchronous `.send`
/// effects are processed in the same cycle, before anything sent later; an action sent while
/// another is being processed is queued, not recursed into. Effects run with the dependencies
/// in force when the reducer returned them, and are cancelled when the store and every store
/// scoped from it are released.
///
/// A store is `Observable`: a UI reads its state (``state``, `store.campo`, ``withState(_:)``)
/// inside `withObservationTracking` and hears about the changes of what it read
/// (docs/observing.md). It shows a part of the app with ``scope(state:action:fileID:filePath:line:column:)->Store<ChildState,ChildAction>``. Drivers
/// that want every state follow it with ``observe(_:)`` or ``states``.
@MainActor
@dynamicMemberLookup
public final class Store<State, Action> {
  // Exactly one of the two is set: a root store owns a core, a scoped store derives from its
  // parent. (Two optionals rather than an enum, so the send path never copies a payload.)
  @usableFromInline let rootCore: StoreCore<State, Action>?
  let scoped: ScopedBacking<State, Action>?
  /// What observation of this store needs: its registrar, its child stores, its last identity.
  let observation = StoreObservationState<State>()

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
    let dependencies = Self.dependencies(preparedBy: prepareDependencies)
    let (state, reducer) = Self.with(dependencies) { (initialState(), reducer()) }
    self.init(core: StoreCore(initialState: state, reducer: reducer, dependencies: dependencies))
  }

  /// The dependencies in force, prepared for a new store by `prepare`. (Not inlined: the
  /// dependency machinery is Runtime's own.)
  @usableFromInline
  static func dependencies(
    preparedBy prepare: ((inout DependencyValues) -> Void)?
  ) -> DependencyValues {
    DependencyValues.current.preparedForStore { prepare?(&$0) }
  }

  /// Runs `body` with `dependencies` in force.
  @usableFromInline
  static func with<T>(_ dependencies: DependencyValues, _ body: () -> T) -> T {
    DependencyValues.withCurrent(dependencies, operation: body)
  }

  @usableFromInline
  init(core: StoreCore<State, Action>) {
    rootCore = core
    scoped = nil
    Logger.shared.log("\(Self.logName).init")
  }

  isolated deinit {
    if rootCore != nil { Logger.shared.log("\(Self.logName).deinit") }
  }

  /// How the logger names this type of store: `Store<(), ()>`.
  private static var logName: String { Dumper.typeName(Store<State, Action>.self) }

  init(scoped: ScopedBacking<State, Action>) {
    rootCore = nil
    self.scoped = scoped
  }

  /// The current state.
  ///
  /// Read inside `withObservationTracking`, it is tracked: the observer hears when the state is
  /// replaced by one with another identity. The fields read from it are tracked one by one
  /// (with `@ObservableState`).
  public var state: State {
    registerRead()
    return currentState
  }

  /// The state, read without telling observation: what the runtime reads.
  var currentState: State {
    if let rootCore { return rootCore.state }
    return scoped.unsafelyUnwrapped.currentState
  }

  /// Sends an action: the reducer runs at once, and the effects it returns start.
  ///
  /// An action sent to a store whose state is gone — a dismissed destination, a removed row, a
  /// case the state left — is not sent: it is reported as an issue.
  ///
  /// - Returns: a task for the effects this action started.
  @inlinable
  @discardableResult
  public func send(_ action: Action) -> StoreTask {
    if rootCore != nil { return StoreTask(origin: rootCore.unsafelyUnwrapped.send(action)) }
    return sendThroughParent(action)
  }

  @usableFromInline
  func sendThroughParent(_ action: Action) -> StoreTask { scoped.unsafelyUnwrapped.send(action) }

  /// Calls `onChange` with the new state after every cycle that processed an action, until the
  /// returned observation is cancelled or released.
  public func observe(_ onChange: @escaping @MainActor (State) -> Void) -> StoreObservation {
    if let core = rootCore {
      let id = core.observe(onChange)
      // Strong, not weak: a weak reference would give the core a side table and slow down
      // every retain on the send path. The observation is released with its owner.
      return StoreObservation { core.removeObserver(id) }
    }
    return scoped.unsafelyUnwrapped.observe(onChange)
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
    continuation.yield(currentState)
    let observation = observe { continuation.yield($0) }
    continuation.onTermination = { _ in
      Task { @MainActor in observation.cancel() }
    }
    return stream
  }
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
