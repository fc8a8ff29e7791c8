/// One running piece of an effect: the task of a `.run`, or the driver of a `.concatenate`.
@MainActor
final class EffectHandle {
  /// Where the handle lives: its navigation path and the cancel ids around it.
  let context: EffectContext
  private(set) var isCancelled = false
  private(set) var isFinished = false
  var task: Task<Void, Never>?
  private var onFinish: [@MainActor () -> Void] = []
  private weak var registry: EffectRegistry?

  init(context: EffectContext, registry: EffectRegistry) {
    self.context = context
    self.registry = registry
  }

  /// Cancels the handle: its task is cancelled and anything it sends from now on is dropped.
  func cancel() {
    guard !isCancelled, !isFinished else { return }
    isCancelled = true
    registry?.unregisterKeys(of: self)
    if let task {
      task.cancel()
    } else {
      finish()
    }
  }

  /// Calls `body` when the handle finishes (at once if it already has).
  func whenFinished(_ body: @escaping @MainActor () -> Void) {
    if isFinished { body() } else { onFinish.append(body) }
  }

  func finish() {
    guard !isFinished else { return }
    isFinished = true
    registry?.remove(self)
    let callbacks = onFinish
    onFinish = []
    for callback in callbacks { callback() }
  }
}

/// Where an effect runs.
struct EffectContext {
  /// The chain of presented children the effect belongs to, outermost first.
  var navigation: [NavigationID]
  /// The cancel ids of the `.cancellable` effects around it.
  var cancelKeys: [CancelKey]
  /// The action that started it.
  var origin: EffectOrigin
}

/// A cancel id in a navigation scope.
struct CancelKey: Hashable, Sendable {
  let navigation: [NavigationID]
  let id: EffectID
}
