/// A type holding a ``Store`` whose actions have a `view` case, which sends view actions with
/// ``send(_:)``; ``ViewAction(for:)`` adds the conformance.
@MainActor
public protocol ViewActionSending<StoreState, StoreAction> {
  /// The feature's state.
  associatedtype StoreState
  /// The feature's actions.
  associatedtype StoreAction: ViewAction
  /// The feature's store.
  var store: Store<StoreState, StoreAction> { get }
}

extension ViewActionSending {
  /// Sends a view action: `send(.pagarPulsado)` is `store.send(.view(.pagarPulsado))`.
  @discardableResult
  public func send(_ action: StoreAction.ViewAction) -> StoreTask {
    store.send(.view(action))
  }

  /// Sends a view action with an animation, which changes nothing here (there is no view).
  @discardableResult
  public func send(_ action: StoreAction.ViewAction, animation: Animation?) -> StoreTask {
    store.send(.view(action), animation: animation)
  }
}
