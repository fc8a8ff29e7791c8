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
  public var effectExecutor: (any TaskExecutor)? {
    get { core?.runner.executor }
    set {
      guard let core else {
        preconditionFailure(
          "A scoped store runs its effects in its parent: set the executor on the store you "
            + "created.")
      }
      core.runner.executor = newValue
    }
  }

  private var registry: EffectRegistry {
    guard let core else {
      preconditionFailure(
        "A scoped store runs its effects in its parent: ask the store you created.")
    }
    return core.runner.registry
  }
}
