@_spi(Driver) import Runtime

/// `base`, telling `observer` about every action it processes with the state before and after
/// it. It changes nothing; a session's ``ActionLog`` is one of these.
///
/// > Important: the store runs reducers on the main actor, and so must anything else that runs
/// > this one: `observer` is called there synchronously.
struct ObservedReducer<Base: Reducer>: _ComposedReducer
where Base.State: Sendable, Base.Action: Sendable {
  typealias State = Base.State
  typealias Action = Base.Action

  let base: Base
  let observer: @MainActor (Action, _ before: State, _ after: State) -> Void

  func _reduce(
    into state: inout State, action: Action, cache: _ReducerCache
  ) -> Effect<Action> {
    let before = state
    let effect = base._reduce(into: &state, action: action, cache: cache)
    let after = state
    MainActorAssumption.run(
      "ObservedReducer", onMainBecause: "a store runs its reducers on the main actor"
    ) { [observer] in observer(action, before, after) }
    return effect
  }
}
