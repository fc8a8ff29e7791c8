/// The effects started by one action sent to a ``Store``: cancel them, or wait for them.
///
/// ```swift
/// let tarea = store.send(.iniciar)
/// …
/// tarea.cancel()
/// ```
///
/// The task covers the effects of that action and everything they cause in turn. An action
/// that started no effect returns a task that is already finished.
@MainActor
public struct StoreTask: Hashable, Sendable {
  @usableFromInline let origin: EffectOrigin?

  @usableFromInline
  init(origin: EffectOrigin?) { self.origin = origin }

  /// Cancels the effects. Actions they send from now on are dropped.
  public func cancel() { origin?.cancel() }

  /// Waits until every effect has finished.
  public func finish() async { await origin?.finish() }

  /// Whether ``cancel()`` was called.
  public var isCancelled: Bool { origin?.isCancelled ?? false }

  /// Whether any of the effects is still running.
  public var isRunning: Bool { origin?.isRunning ?? false }

  public nonisolated static func == (lhs: Self, rhs: Self) -> Bool { lhs.origin === rhs.origin }

  public nonisolated func hash(into hasher: inout Hasher) {
    hasher.combine(origin.map(ObjectIdentifier.init))
  }
}

@_spi(Driver)
extension StoreTask {
  /// The task of an action that started no effect: finished from the start.
  public init() { self.init(origin: nil) }

  /// A new task, with nothing running yet, for a store's ``Store/makeTasks(_:)`` to return.
  ///
  /// - Parameters:
  ///   - location: Where the action was sent from, for messages about its effects.
  ///   - label: A short description of the action, for messages.
  public init(location: CodeLocation?, label: String?) {
    self.init(origin: EffectOrigin(location: location, label: label))
  }

  /// Where the action whose effects these are was sent from, when the driver said.
  public nonisolated var location: CodeLocation? { origin?.location }

  /// A short description of the action, when the driver gave one.
  public nonisolated var label: String? { origin?.label }

  /// Whether the action started any effect; a task of an action that started none is finished
  /// from the start.
  public nonisolated var startedEffects: Bool { origin != nil }
}
