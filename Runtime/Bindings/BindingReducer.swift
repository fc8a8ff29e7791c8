/// Applies binding actions: writes the value a ``BindingAction`` carries into the state.
///
/// Put it in the feature's body, usually first, so the rest of the logic sees the state after
/// the write:
///
/// ```swift
/// var body: some ReducerOf<Self> {
///   BindingReducer()
///   Reduce { state, action in
///     switch action {
///     case .binding(\.pasos):
///       state.valor = min(state.valor, Double(state.pasos))
///       return .none
///     case .binding:
///       return .none
///     …
///     }
///   }
/// }
/// ```
///
/// Put it after your `Reduce` to see the state before the write instead. When the binding case
/// lives inside a group of actions (`case view(View)` with `View: BindableAction`), name the
/// group: `BindingReducer(action: \.view)`.
public struct BindingReducer<State, Action, ViewAction: BindableAction>: Reducer
where State == ViewAction.State {
  let toViewAction: (Action) -> ViewAction?

  /// A reducer for an action that is itself ``BindableAction``.
  public init() where Action == ViewAction {
    toViewAction = { $0 }
  }

  /// A reducer for binding actions held in one case of the action, such as `\.view`.
  public init(action toViewAction: CaseKeyPath<Action, ViewAction>) where Action: CasePathable {
    let path = AnyCasePath(toViewAction)
    self.toViewAction = { path.extract(from: $0) }
  }

  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    guard let binding = toViewAction(action)?.binding else { return .none }
    binding.set(&state)
    return .none
  }
}
