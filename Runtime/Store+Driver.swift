/// What a driver of a live store (a command line, an app's shell) needs of its running effects:
/// count them, wait until they settle, and cancel them when it shuts down.
///
/// ```swift
/// let ticker = store.send(.iniciar)          // runs until stopped
/// store.send(.buscar("sartén"))
/// await store.settle(ignoring: [ticker])    // the search has answered
/// let cancelled = store.cancelAllEffects()  // 1: the ticker
/// ```
///
/// > Important: these read the effects of the store you created. Call them on that store, not
/// > on one made with ``scope(state:action:fileID:filePath:line:column:)->Store<ChildState,ChildAction>``: a scoped store runs its effects in its parent.
extension Store {
  /// How many effects are running and not cancelled.
  public var runningEffectCount: Int {
    registry.running.values.count { !$0.isCancelled }
  }

  /// Cancels every running effect and returns how many were running. Actions they send from
  /// now on are dropped.
  @discardableResult
  public func cancelAllEffects() -> Int {
    let count = runningEffectCount
    registry.cancelAll()
    return count
  }

  /// Waits until every effect has finished — the ones running now and the ones they start
  /// while it waits — except the effects of `ongoing`, which are meant to run until stopped
  /// (a ticking timer).
  ///
  /// - Parameter ongoing: Tasks whose effects, and everything those effects cause, are not
  ///   waited for.
  public func settle(ignoring ongoing: [StoreTask] = []) async {
    let ignored = Set(ongoing.compactMap { $0.origin.map(ObjectIdentifier.init) })
    while let pending = registry.running.values.first(where: {
      !ignored.contains(ObjectIdentifier($0.context.origin))
    }) {
      await withCheckedContinuation { continuation in
        pending.whenFinished { continuation.resume() }
      }
    }
  }

  /// The task executor the effects this store starts from now on prefer; `nil`, the default,
  /// runs them as any task runs.
  ///
  /// A driver that must know when the effects have nothing left to run — a session recorder
  /// that lets the store settle before it takes the next event — gives an executor whose jobs
  /// it can see:
  ///
  /// ```swift
  /// store.effectExecutor = executor  // a TaskExecutor that counts the jobs it runs
  /// ```
  ///
  /// `SessionRecording`'s live sessions do this to take their events one at a time.
  ///
  /// Child tasks and task groups of an effect inherit the preference; an unstructured `Task`
  /// created inside one does not.
  ///
  /// > Important: an executor that runs its jobs on the main queue lets an effect read the
  /// > store's bookkeeping without a hop, as a test store's does; any other executor works too,
  /// > with one hop to the main actor at the start and at the end of each effect.
  ///
  /// A `SettlingExecutor` (see "Driving a store") given here also watches the store's effect
  /// table, so its settles wait for what the store does on behalf of effects, not only for
  /// their jobs.
  public var effectExecutor: (any TaskExecutor)? {
    get { rootCore?.runner.executor }
    set {
      let core = driven("set the executor on")
      core.runner.executor = newValue
      if let settling = newValue as? SettlingExecutor {
        let registry = core.runner.registry
        settling.watch { registry.activity }
      }
    }
  }

  var registry: EffectRegistry { driven("ask").runner.registry }

  /// The core of a store a driver created; a scoped store has none.
  func driven(_ verb: String) -> StoreCore<State, Action> {
    guard let rootCore else {
      preconditionFailure(
        "A scoped store runs its effects in its parent: \(verb) the store you created.")
    }
    return rootCore
  }
}

// MARK: - The seam for drivers

/// What a driver that runs a store step by step — a test store, a session recorder, a console —
/// needs beyond the public API: the store's dependencies, every action it reduces and where it
/// came from, the tasks of its running effects, and a settle on a ``SettlingExecutor``.
///
/// Import it with `@_spi(Driver) import Runtime`. A feature never needs it.
@_spi(Driver)
extension Store {
  /// Creates a root store with exactly `dependencies`: the driver has prepared them (set their
  /// context, applied its overrides) and built `initialState` and `reducer` with them in force.
  ///
  /// - Parameters:
  ///   - reducer: The feature's reducer.
  ///   - initialState: The state to start from.
  ///   - dependencies: The dependencies the store and its effects use.
  @inlinable
  public convenience init<R: Reducer>(
    driving reducer: R, from initialState: State, dependencies: DependencyValues
  ) where R.State == State, R.Action == Action {
    self.init(
      core: StoreCore(initialState: initialState, reducer: reducer, dependencies: dependencies))
  }

  /// The dependencies the store and the effects it starts from now on use.
  public var dependencies: DependencyValues {
    get { driven("read the dependencies of").dependencies }
    set { driven("change the dependencies of").dependencies = newValue }
  }

  /// The state, read without telling observation (``state`` registers the read).
  public var untrackedState: State { currentState }

  /// Calls `body` after each action is reduced, in the cycle, with where the action came from
  /// and the state right after it; it replaces the one set before. A test store records the
  /// actions effects send here.
  public func onReduce(_ body: @escaping @MainActor (Action, ActionSource, State) -> Void) {
    driven("hook").didReduce = { (action: Action, origin: EffectOrigin?, state: State) in
      let source: ActionSource
      if let origin { source = .effect(StoreTask(origin: origin)) } else { source = .sent }
      body(action, source, state)
    }
  }

  /// Makes the task for the effects of an action sent from outside with `make`, when that
  /// action starts an effect: a test store labels it with the step that sent it, for its
  /// failure messages. `make` must return a new task (``StoreTask/init(location:label:)``). By
  /// default the task has no label.
  public func makeTasks(_ make: @escaping @MainActor (Action) -> StoreTask) {
    driven("hook").makeOrigin = { (action: Action) -> EffectOrigin in
      guard let origin = make(action).origin else {
        preconditionFailure(
          "makeTasks must return a new task, made with StoreTask(location:label:).")
      }
      return origin
    }
  }

  /// The tasks with at least one effect running and not cancelled, each once, in no particular
  /// order.
  public var runningTasks: [StoreTask] {
    var seen = Set<ObjectIdentifier>()
    var tasks: [StoreTask] = []
    for handle in registry.running.values where !handle.isCancelled {
      let origin = handle.context.origin
      if seen.insert(ObjectIdentifier(origin)).inserted { tasks.append(StoreTask(origin: origin)) }
    }
    return tasks
  }

  /// How many cancel ids have running effects: 0 once everything cancellable has finished. A
  /// test or benchmark of cancellation reads it to see that no id is left behind.
  public var cancelIDCount: Int { registry.registeredKeyCount }

  /// Lets the effects run on `executor` (the store's ``effectExecutor``) until none of them can
  /// make progress (``SettlingExecutor/settle(until:)``). With no effect running — cancelled
  /// ones that have not finished count as running — and no job queued, it returns at once.
  public func settle(on executor: SettlingExecutor, until deadline: ContinuousClock.Instant) async {
    guard !(registry.running.isEmpty && executor.isIdle) else { return }
    await executor.settle(until: deadline)
  }
}
