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
  @usableFromInline package let origin: EffectOrigin?

  @usableFromInline
  package init(origin: EffectOrigin?) { self.origin = origin }

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
