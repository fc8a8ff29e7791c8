/// Sends actions from an effect back into the store: `await send(.resultados(items))`.
///
/// The store processes each action on the main actor before `send` returns, in the order they
/// are sent. An action sent after its effect was cancelled is dropped, so a cancelled search
/// can never overwrite newer results.
@MainActor
public struct Send<Action>: Sendable {
  private let send: @MainActor @Sendable (Action) -> Void

  /// Creates a `Send` that forwards to `send`.
  public init(send: @escaping @MainActor @Sendable (Action) -> Void) { self.send = send }

  /// Sends `action`, unless the effect's task was cancelled.
  public func callAsFunction(_ action: Action) {
    guard !Task.isCancelled else { return }
    send(action)
  }
}
