/// Groups reducers so a modifier applies to all of them.
///
/// ```swift
/// CombineReducers {
///   Scope(state: \.carrito, action: \.carrito) { Carrito() }
///   Reduce { state, action in … }
/// }
/// .dependency(\.uuid, .incrementing)
/// ```
public struct CombineReducers<State, Action, Reducers: Reducer>: Reducer
where Reducers.State == State, Reducers.Action == Action {
  @usableFromInline
  let reducers: Reducers

  /// Combines the reducers the builder lists, run in order.
  @inlinable
  public init(@ReducerBuilder<State, Action> _ build: () -> Reducers) {
    self.reducers = build()
  }

  @inlinable
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    reducers.reduce(into: &state, action: action)
  }

  public func _reduceFunction() -> _ReduceFunction<State, Action> { reducers._reduceFunction() }
}
