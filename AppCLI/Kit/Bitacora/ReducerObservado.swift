import Runtime

/// `base`, telling `observador` about every action it processes with the state before and
/// after it: `Root().observado { accion, antes, despues in … }`. It changes nothing; the log
/// every output hangs off is one of these.
///
/// > Important: the store runs reducers on the main actor, and so must anything else that runs
/// > this one: `observador` is called there synchronously.
struct ReducerObservado<Base: Reducer>: _ComposedReducer
where Base.State: Sendable, Base.Action: Sendable {
  typealias State = Base.State
  typealias Action = Base.Action

  let base: Base
  let observador: @MainActor (Action, _ antes: State, _ despues: State) -> Void

  func _reduce(
    into state: inout State, action: Action, cache: _ReducerCache
  ) -> Effect<Action> {
    let antes = state
    let efecto = base._reduce(into: &state, action: action, cache: cache)
    let despues = state
    MainActor.assumeIsolated { [observador] in observador(action, antes, despues) }
    return efecto
  }
}

extension Reducer where State: Sendable, Action: Sendable {
  func observado(
    _ observador: @escaping @MainActor (Action, _ antes: State, _ despues: State) -> Void
  ) -> ReducerObservado<Self> {
    ReducerObservado(base: self, observador: observador)
  }
}
