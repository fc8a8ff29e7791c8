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
  ///
  /// - Parameters:
  ///   - keyPath: The dependency to set, such as `\.uuid`.
  ///   - value: Its value for this reducer and its effects.
  public func dependency<Value>(
    _ keyPath: WritableKeyPath<DependencyValues, Value>,
    _ value: Value
  ) -> _DependencyModifierReducer<Self> {
    _DependencyModifierReducer(base: self) { $0[keyPath: keyPath] = value }
  }

  /// Runs this reducer, and the effects it returns, with a dependency changed by `transform`,
  /// starting from the value in force — to wrap a client rather than replace it.
  ///
  /// ```swift
  /// Buscador()
  ///   .transformDependency(\.clienteBusqueda) { cliente in
  ///     let buscar = cliente.buscar
  ///     cliente.buscar = { termino in
  ///       print("buscar", termino)
  ///       return try await buscar(termino)
  ///     }
  ///   }
  /// ```
  ///
  /// `\.self` transforms all the dependencies at once.
  ///
  /// - Parameters:
  ///   - keyPath: The dependency to change.
  ///   - transform: Changes it in place.
  ///
  /// > Important: `transform` runs for every action this reducer receives. Change the value you
  /// > are given; do not create a new dependency in it, or every action gets a fresh one.
  public func transformDependency<Value>(
    _ keyPath: WritableKeyPath<DependencyValues, Value>,
    transform: @escaping (_ dependency: inout Value) -> Void
  ) -> _DependencyModifierReducer<Self> {
    _DependencyModifierReducer(base: self) { transform(&$0[keyPath: keyPath]) }
  }
}

/// A reducer run with some dependencies changed. Built by ``Reducer/dependency(_:_:)`` and
/// ``Reducer/transformDependency(_:transform:)``.
public struct _DependencyModifierReducer<Base: Reducer>: _ComposedReducer {
  public typealias State = Base.State
  public typealias Action = Base.Action
  @usableFromInline let base: Base
  @usableFromInline let update: (inout DependencyValues) -> Void

  @usableFromInline
  init(base: Base, update: @escaping (inout DependencyValues) -> Void) {
    self.base = base
    self.update = update
  }

  @inlinable
  public func _reduce(
    into state: inout Base.State, action: Base.Action, cache: _ReducerCache
  ) -> Effect<Base.Action> {
    withDependencies(update) {
      base._reduce(into: &state, action: action, cache: cache)
    }
  }
}
