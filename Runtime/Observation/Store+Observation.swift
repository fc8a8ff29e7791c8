// A store is what a UI observes: `Observable`, with its state's fields readable as its own.

extension Store: Observable {}

extension Store where State: ObservableState {
  /// Reads a field of the state: `store.cuenta` is `store.state.cuenta`, tracked the same way.
  ///
  /// Only for `@ObservableState` states, as in TCA: their fields are observed one by one.
  public subscript<Value>(dynamicMember keyPath: KeyPath<State, Value>) -> Value {
    state[keyPath: keyPath]
  }
}

extension Store {
  /// Reads the state through `body`: `store.withState(\.cuenta)`, `store.withState { $0 }`.
  ///
  /// Read inside `withObservationTracking`, it is tracked like ``state``.
  public func withState<Value>(_ body: (_ state: State) -> Value) -> Value {
    body(state)
  }
}

extension Store where State: ObservableState, Action: BindableAction, Action.State == State {
  /// Reads a field of the state, and writes it by sending a binding action: `store.texto =
  /// "Hola"` sends `.binding(.set(\.texto, "Hola"))`, which ``BindingReducer`` applies.
  @_disfavoredOverload
  public subscript<Value: Equatable & Sendable>(
    dynamicMember keyPath: WritableKeyPath<State, Value>
  ) -> Value {
    get { state[keyPath: keyPath] }
    set { send(.binding(.set(field: keyPath, newValue))) }
  }
}

extension Store
where
  State: ObservableState, Action: ViewAction, Action.ViewAction: BindableAction,
  Action.ViewAction.State == State
{
  /// Reads a field of the state, and writes it by sending a view binding action: `store.texto =
  /// "Hola"` sends `.view(.binding(.set(\.texto, "Hola")))`.
  @_disfavoredOverload
  public subscript<Value: Equatable & Sendable>(
    dynamicMember keyPath: WritableKeyPath<State, Value>
  ) -> Value {
    get { state[keyPath: keyPath] }
    set { send(.view(.binding(.set(field: keyPath, newValue)))) }
  }
}

extension Store: Equatable {
  /// Whether the two are the same store.
  public nonisolated static func == (lhs: Store, rhs: Store) -> Bool { lhs === rhs }
}

extension Store: Hashable {
  /// Hashes the store's identity.
  public nonisolated func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}

extension Store: Identifiable {}
