extension Reducer {
  /// Runs this reducer, and the effects it returns, with a dependency set to `value`.
  ///
  /// ```swift
  /// Scope(state: \.lista, action: \.lista) {
  ///   Lista().dependency(\.uuid, .incrementing)
  /// }
  /// ```
  ///
  /// The innermost modifier wins: a child's `.dependency` overrides its parent's.
  public func dependency<Value>(
    _ keyPath: WritableKeyPath<DependencyValues, Value> & Sendable,
    _ value: Value
  ) -> _DependencyModifierReducer<Self> {
    _DependencyModifierReducer(base: self) { $0[keyPath: keyPath] = value }
  }
}

/// A reducer run with some dependencies changed. Built by
/// ``Reducer/dependency(_:_:)``.
public struct _DependencyModifierReducer<Base: Reducer>: Reducer {
  let base: Base
  let update: (inout DependencyValues) -> Void

  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    withDependencies(update) {
      base.reduce(into: &state, action: action)
    }
  }

  public func _reduceFunction() -> _ReduceFunction<Base.State, Base.Action> {
    let update = self.update
    let base = withDependencies(update) { self.base._reduceFunction() }
    return { state, action in withDependencies(update) { base(&state, action) } }
  }
}
