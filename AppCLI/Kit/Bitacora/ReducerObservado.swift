import Runtime

/// A reducer that runs `base` and tells an observer about every action it processes, with the
/// state before and after it.
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
struct ReducerObservado<Base: Reducer>: Reducer
where Base.State: Sendable, Base.Action: Sendable {
  typealias State = Base.State
  typealias Action = Base.Action
  typealias Body = Never

  let base: Base
  let observador: @MainActor (Base.Action, _ antes: Base.State, _ despues: Base.State) -> Void

  func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    let antes = state
    let efecto = base.reduce(into: &state, action: action)
    let despues = state
    MainActor.assumeIsolated { [observador] in observador(action, antes, despues) }
    return efecto
  }
}

extension Reducer where State: Sendable, Action: Sendable {
  /// This reducer, telling `observador` about every action with the state before and after it.
  func observado(
    _ observador: @escaping @MainActor (Action, _ antes: State, _ despues: State) -> Void
  ) -> ReducerObservado<Self> {
    ReducerObservado(base: self, observador: observador)
  }
}
