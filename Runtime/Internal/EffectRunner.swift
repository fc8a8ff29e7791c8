/// Starts effects for a store and routes the actions they send back to it.
///
/// The runner interprets an ``Effect`` value: `.send` actions go straight back to the store in
/// the same cycle, `.run` operations become tasks registered (synchronously) under their cancel
/// ids, navigation scope and origin, and `.concatenate` advances when the previous part's
/// handles have finished.
@MainActor
@usableFromInline
final class EffectRunner<Action> {
  let registry = EffectRegistry()
  /// The executor effect tasks prefer; a test store sets a deterministic one.
  var executor: (any TaskExecutor)?
  /// Receives the actions effects send, with the origin of the effect that sent them.
  var deliver: (@MainActor (Action, EffectOrigin) -> Void)?

  @usableFromInline
  init() {}

  /// Starts `effect` at the top level for `origin`.
  func start(_ effect: Effect<Action>, origin: EffectOrigin) {
    _ = start(effect, in: EffectContext(navigation: [], cancelKeys: [], origin: origin))
  }

  /// Starts `effect` and returns the handles that must finish before it counts as finished.
  private func start(_ effect: Effect<Action>, in context: EffectContext) -> [EffectHandle] {
    switch effect.operation {
    case .none:
      return []
    case .send(let action):
      registry.touch()
      deliver?(action, context.origin)
      return []
    case .run(let run):
      let handle = EffectHandle(context: context, registry: registry)
      registry.register(handle)
      handle.task = Self.spawn(
        run, executor: executor, handle: handle,
        scope: EffectScope(
          registry: registry, byID: registry.byID, navigation: context.navigation),
        send: Send { [weak self, weak handle] action in
          guard let self, let handle, !handle.isCancelled else { return }
          self.registry.touch()
          self.deliver?(action, handle.context.origin)
        })
      return [handle]
    case .merge(let effects):
      return effects.flatMap { start($0, in: context) }
    case .concatenate(let effects):
      return startSequence(effects[...], in: context)
    case .cancellable(let id, let cancelInFlight, let effect):
      let key = CancelKey(navigation: context.navigation, id: id)
      if cancelInFlight { registry.cancel(key) }
      var inner = context
      inner.cancelKeys.append(key)
      return start(effect, in: inner)
    case .cancel(let id):
      registry.cancel(CancelKey(navigation: context.navigation, id: id))
      return []
    case .navigation(let id, let effect):
      var inner = context
      inner.navigation.append(id)
      return start(effect, in: inner)
    case .cancelNavigation(let id):
      registry.cancel(navigation: context.navigation + [id])
      return []
    }
  }

  /// Starts the parts of a concatenation that can start now; if one must be waited for, a
  /// driver handle waits and starts the rest when it finishes.
  private func startSequence(
    _ parts: ArraySlice<Effect<Action>>, in context: EffectContext
  ) -> [EffectHandle] {
    var remaining = parts
    while let part = remaining.popFirst() {
      let pending = start(part, in: context).filter { !$0.isFinished }
      guard !pending.isEmpty else { continue }
      guard !remaining.isEmpty else { return pending }
      let driver = EffectHandle(context: context, registry: registry)
      registry.register(driver)
      let rest = remaining
      var outstanding = pending.count
      for handle in pending {
        handle.whenFinished { [weak self, weak driver] in
          outstanding -= 1
          guard outstanding == 0, let self, let driver, !driver.isCancelled else { return }
          let next = self.startSequence(rest, in: context)
          if next.isEmpty {
            driver.finish()
          } else {
            var left = next.count
            for handle in next {
              handle.whenFinished {
                left -= 1
                if left == 0 { driver.finish() }
              }
            }
          }
        }
      }
      return [driver]
    }
    return []
  }

  /// Starts a task for `run`. The task first checks, on the main actor, whether the effect was
  /// cancelled in the meantime — by anything processed before the task got to run — and only
  /// then runs the operation, off the main actor.
  private static func spawn(
    _ run: RunOperation<Action>,
    executor: (any TaskExecutor)?,
    handle: EffectHandle,
    scope: EffectScope,
    send: Send<Action>
  ) -> Task<Void, Never> {
    // The task holds the handle until it ends; the handle holds the task only to cancel it.
    if let executor {
      // A test store's executor runs every job on the main queue: `MainQueue.run` reads the
      // handle there without a hop, so the store can tell exactly when the work has settled.
      return Task(executorPreference: executor, priority: run.priority) {
        if await MainQueue.run({ !handle.isCancelled }) {
          await EffectScope.$current.withValue(scope) {
            await DependencyValues.withCurrent(run.dependencies) { await run.body(send) }
          }
        }
        await MainQueue.run { handle.finish() }
      }
    }
    return Task(priority: run.priority) { @MainActor in
      if !handle.isCancelled {
        await EffectScope.$current.withValue(scope) {
          await DependencyValues.withCurrent(run.dependencies) { await run.body(send) }
        }
      }
      handle.finish()
    }
  }
}
