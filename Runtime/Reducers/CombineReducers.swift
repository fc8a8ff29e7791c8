/// Groups reducers so a modifier applies to all of them.
///
/// ```swift
/// CombineReducers {
///   Scope(state: \.carrito, action: \.carrito) { Carrito() }
///   Reduce { state, action in … }
/// }
/// .dependency(\.uuid, .incrementing)
/// ```
public struct CombineReducers<State, Action, Reducers: Reducer>: _ComposedReducer
where Reducers.State == State, Reducers.Action == Action {
  @usableFromInline
  let reducers: Reducers

  /// Combines the reducers the builder lists, run in order.
  @inlinable
  public init(@ReducerBuilder<State, Action> _ build: () -> Reducers) {
    self.reducers = build()
  }

  @inlinable @inline(__always)
  public func _reduce(
    into state: inout State, action: Action, cache: _ReducerCache
  ) -> Effect<Action> {
    reducers._reduce(into: &state, action: action, cache: cache)
  }
}
