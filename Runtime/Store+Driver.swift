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

  private var registry: EffectRegistry {
    guard let core else {
      preconditionFailure(
        "A scoped store runs its effects in its parent: ask the store you created.")
    }
    return core.runner.registry
  }
}
