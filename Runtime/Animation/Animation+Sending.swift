extension Send {
  /// Sends `action` as ``callAsFunction(_:)`` does, asking a view layer to animate the change.
  ///
  /// ```swift
  /// for await _ in clock.timer(interval: .seconds(1)) {
  ///   await send(.timerTicked, animation: .default)
  /// }
  /// ```
  ///
  /// There is no view layer here, so the animation changes nothing: the action is sent, in
  /// order, and dropped after cancellation, exactly like `await send(action)`.
  ///
  /// - Parameters:
  ///   - action: The action to send.
  ///   - animation: How a view would animate the change; `nil` for none.
  public nonisolated func callAsFunction(_ action: sending Action, animation: Animation?) async {
    await self(action)
  }
}

extension Effect {
  /// An effect that sends `action` at once, as ``send(_:)`` does, asking a view layer to
  /// animate the change.
  ///
  /// ```swift
  /// case .deleteButtonTapped:
  ///   return .send(.delegate(.deleted), animation: .default)
  /// ```
  ///
  /// - Parameters:
  ///   - action: The action to send.
  ///   - animation: How a view would animate the change; `nil` for none. It changes nothing
  ///     here, where there is no view layer.
  public static func send(_ action: Action, animation: Animation?) -> Self { .send(action) }

  /// The same effect, asking a view layer to animate the changes of the actions it sends.
  ///
  /// ```swift
  /// return .run { send in … }.animation(.easeInOut)
  /// ```
  ///
  /// - Parameter animation: How a view would animate the changes; `nil` for none. It changes
  ///   nothing here, where there is no view layer: the effect is returned as it is.
  public func animation(_ animation: Animation? = .default) -> Self { self }
}

extension Store {
  /// Sends an action as ``send(_:)`` does, asking a view layer to animate the change.
  ///
  /// ```swift
  /// store.send(.clearCompletedButtonTapped, animation: .default)
  /// ```
  ///
  /// - Parameters:
  ///   - action: The action to send.
  ///   - animation: How a view would animate the change; `nil` for none. It changes nothing
  ///     here, where there is no view layer.
  /// - Returns: a task for the effects this action started.
  @discardableResult
  public func send(_ action: Action, animation: Animation?) -> StoreTask { send(action) }
}
