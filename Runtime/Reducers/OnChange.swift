extension Reducer {
  /// Runs more logic when this reducer changes a value of the state.
  ///
  /// ```swift
  /// Reduce { state, action in … }
  ///   .onChange(of: \.ajustes.vibracion) { valorAnterior, state in
  ///     .run { [vibracion = state.ajustes.vibracion] _ in
  ///       try await ajustes.guardar(vibracion: vibracion)
  ///     }
  ///   }
  /// ```
  ///
  /// After this reducer runs, `perform` is called with the value from before and the state
  /// after, when the value is different (`!=`); its effect is merged with this reducer's.
  ///
  /// - Parameters:
  ///   - toValue: The value to watch, usually a key path such as `\.cuenta`.
  ///   - perform: What to do about the change: it may change the state and return an effect.
  ///
  /// > Important: only changes made by the reducer it is attached to are seen — not those made
  /// > by a parent, or by another reducer of the same body. Attach it where the change happens,
  /// > and watch values that are quick to compare: the comparison runs on every action.
  public func onChange<Value: Equatable>(
    of toValue: @escaping (State) -> Value,
    _ perform: @escaping (_ oldValue: Value, _ state: inout State) -> Effect<Action>
  ) -> _OnChangeReducer<Self, Value, Reduce<State, Action>> {
    _OnChangeReducer(base: self, toValue: toValue) { oldValue, _ in
      Reduce { state, _ in perform(oldValue, &state) }
    }
  }

  /// Runs a reducer when this reducer changes a value of the state.
  ///
  /// ```swift
  /// Reduce { state, action in … }
  ///   .onChange(of: \.cuenta) { valorAnterior, valorNuevo in
  ///     Reduce { state, action in
  ///       state.descripcion = String(repeating: "!", count: valorNuevo)
  ///       return .none
  ///     }
  ///   }
  /// ```
  ///
  /// After this reducer runs, when the value differs (`!=`) from before, the reducer `reducer`
  /// builds from the old and the new value runs with the same action, and its effect is merged
  /// with this reducer's.
  ///
  /// - Parameters:
  ///   - toValue: The value to watch, usually a key path such as `\.cuenta`.
  ///   - reducer: Builds the reducer to run, given the value before and after.
  ///
  /// > Important: only changes made by the reducer it is attached to are seen — not those made
  /// > by a parent, or by another reducer of the same body.
  public func onChange<Value: Equatable, Reaction: Reducer>(
    of toValue: @escaping (State) -> Value,
    @ReducerBuilder<State, Action> _ reducer:
      @escaping (_ oldValue: Value, _ newValue: Value) ->
      Reaction
  ) -> _OnChangeReducer<Self, Value, Reaction> {
    _OnChangeReducer(base: self, toValue: toValue, reaction: reducer)
  }

  /// Runs a reducer when this reducer changes a value of the state, with `isDuplicate` saying
  /// which values count as the same, for a value that is not `Equatable` (a tuple) or whose
  /// equality is not the one that matters (only the ids of a collection).
  ///
  /// ```swift
  /// Reduce { state, action in … }
  ///   .onChange(of: \.filas, removeDuplicates: { $0.ids == $1.ids }) { _, _ in
  ///     Reduce { state, _ in state.cambios += 1; return .none }
  ///   }
  /// ```
  @inlinable
  public func onChange<Value, Reaction: Reducer>(
    of toValue: @escaping (State) -> Value,
    removeDuplicates isDuplicate: @escaping (Value, Value) -> Bool,
    @ReducerBuilder<State, Action> _ reducer:
      @escaping (_ oldValue: Value, _ newValue: Value) -> Reaction
  ) -> _OnChangeReducer<Self, Value, Reaction> {
    _OnChangeReducer(base: self, toValue: toValue, isDuplicate: isDuplicate, reaction: reducer)
  }
}

/// A reducer that runs another when a value of the state changes. Built by
/// ``Reducer/onChange(of:_:)-(_,(Value,inout_State)->Effect<Action>)`` and
/// ``Reducer/onChange(of:removeDuplicates:_:)``.
public struct _OnChangeReducer<Base: Reducer, Value, Reaction: Reducer>: _ComposedReducer
where Reaction.State == Base.State, Reaction.Action == Base.Action {
  /// The state this reducer runs on.
  public typealias State = Base.State
  /// The actions this reducer runs on.
  public typealias Action = Base.Action

  @usableFromInline let base: Base
  @usableFromInline let toValue: (Base.State) -> Value
  @usableFromInline let isDuplicate: (Value, Value) -> Bool
  @usableFromInline let reaction: (Value, Value) -> Reaction

  @usableFromInline
  init(
    base: Base, toValue: @escaping (Base.State) -> Value,
    isDuplicate: @escaping (Value, Value) -> Bool,
    reaction: @escaping (Value, Value) -> Reaction
  ) {
    self.base = base
    self.toValue = toValue
    self.isDuplicate = isDuplicate
    self.reaction = reaction
  }

  @inlinable
  public func _reduce(
    into state: inout Base.State, action: Base.Action, cache: _ReducerCache
  ) -> Effect<Base.Action> {
    let oldValue = toValue(state)
    let baseEffect = base._reduce(into: &state, action: action, cache: cache)
    let newValue = toValue(state)
    if isDuplicate(oldValue, newValue) { return baseEffect }
    // A new reducer for each change, as the caller built it from the values: run it once.
    return baseEffect.merge(with: reaction(oldValue, newValue).reduce(into: &state, action: action))
  }
}

extension _OnChangeReducer where Value: Equatable {
  @usableFromInline
  init(
    base: Base, toValue: @escaping (Base.State) -> Value,
    reaction: @escaping (Value, Value) -> Reaction
  ) {
    self.init(base: base, toValue: toValue, isDuplicate: ==, reaction: reaction)
  }
}
