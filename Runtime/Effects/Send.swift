/// Sends actions from an effect back into the store: `await send(.resultados(items))`.
///
/// The store processes each action on the main actor before `send` returns, in the order they
/// are sent. An action sent after its effect was cancelled is dropped, so a cancelled search
/// can never overwrite newer results.
@MainActor
public struct Send<Action>: Sendable {
  @usableFromInline let send: @MainActor @Sendable (Action) -> Void
  /// Set for a `Send` whose actions pass through async work first (a throttle's wait).
  @usableFromInline let intercept: (@Sendable (sending Action) async -> Void)?

  /// Creates a `Send` that forwards to `send`.
  public init(send: @escaping @MainActor @Sendable (Action) -> Void) {
    self.send = send
    self.intercept = nil
  }

  /// Creates a `Send` whose actions go to `intercept`, which may wait before passing them on.
  init(intercepting intercept: @escaping @Sendable (sending Action) async -> Void) {
    self.send = { _ in }
    self.intercept = intercept
  }

  /// A `Send` for actions of another type: each is transformed, then sent through this one.
  func mapped<Child>(
    _ transform: @escaping @Sendable (Child) -> Action
  ) -> Send<Child> {
    guard intercept != nil else { return Send<Child> { self.sendNow(transform($0)) } }
    return Send<Child>(intercepting: { await self(transform($0)) })
  }

  /// Sends `action` to the store on the main actor, unless the effect's task was cancelled.
  ///
  /// From an effect running under a test store (whose jobs run on the main queue) the action is
  /// delivered without a hop, so the test knows exactly when it has arrived.
  ///
  /// Inlinable, so it is specialized for the effect's action type: unspecialized, it took one
  /// more trip through the global executor per action
  /// ([Performance](doc:/Guide/performance)).
  @inlinable
  public nonisolated func callAsFunction(_ action: sending Action) async {
    guard !Task.isCancelled else { return }
    if let intercept {
      await intercept(action)
      return
    }
    if MainQueue.isCurrent {
      let box = Transfer(action)
      MainQueue.runHere { send(box.value) }
    } else {
      await deliver(action)
    }
  }

  @usableFromInline
  func deliver(_ action: sending Action) {
    send(action)
  }

  /// Sends `action` synchronously, for code already on the main actor (a mapped `Send`).
  func sendNow(_ action: Action) {
    guard !Task.isCancelled else { return }
    send(action)
  }
}

/// Carries a value that was `sending` into the main actor's synchronous region.
@usableFromInline
struct Transfer<Value>: @unchecked Sendable {
  // Safe: built from a `sending` parameter, so no one else holds the value, and used at once on
  // the thread that created it.
  @usableFromInline let value: Value
  @inlinable init(_ value: sending Value) { self.value = value }
}
