import Runtime

/// A reducer that runs `base` and then tells `observador` about the action, with the state
/// before and after it — every action, the person's and the effects', in the order the store
/// processes them.
///
/// ```swift
/// Store(initialState: Root.State()) {
///   Root().observado { accion, antes, despues in
///     print(Dumper.line(accion))
///   }
/// }
/// ```
///
/// It changes nothing: the state and the effects are `base`'s. The session's history, its
/// recording, `--trace` and `--json` all hang off one of these.
///
/// > Important: the store runs reducers on the main actor, and so must anything else that runs
/// > this one: `observador` is called there synchronously.
public struct ReducerObservado<Base: Reducer>: _ComposedReducer
where Base.State: Sendable, Base.Action: Sendable {
  public typealias State = Base.State
  public typealias Action = Base.Action

  let base: Base
  let observador: @MainActor (Action, _ antes: State, _ despues: State) -> Void

  public func _reduce(
    into state: inout State, action: Action, cache: _ReducerCache
  ) -> Effect<Action> {
    let antes = state
    let efecto = base._reduce(into: &state, action: action, cache: cache)
    let despues = state
    let observador = self.observador
    MainActor.assumeIsolated { observador(action, antes, despues) }
    return efecto
  }
}

extension Reducer where State: Sendable, Action: Sendable {
  /// This reducer, telling `observador` about every action with the state before and after it.
  public func observado(
    _ observador: @escaping @MainActor (Action, _ antes: State, _ despues: State) -> Void
  ) -> ReducerObservado<Self> {
    ReducerObservado(base: self, observador: observador)
  }
}
