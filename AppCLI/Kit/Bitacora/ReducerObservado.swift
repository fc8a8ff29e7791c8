import Runtime

/// `base`, telling `observador` about every action it processes with the state before and
/// after it: `Root().observado { accion, antes, despues in … }`. It changes nothing; the log
/// every output hangs off is one of these.
///
/// > Important: the store runs reducers on the main actor, and so must anything else that runs
/// > this one: `observador` is called there synchronously.
struct ReducerObservado<Base: Reducer>: Reducer where Base.State: Sendable, Base.Action: Sendable {
  typealias State = Base.State
  typealias Action = Base.Action
  typealias Body = Never

  let base: Base
  let observador: @MainActor (Action, _ antes: State, _ despues: State) -> Void

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    let antes = state
    let efecto = base.reduce(into: &state, action: action)
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
