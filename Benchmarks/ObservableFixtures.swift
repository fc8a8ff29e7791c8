import Runtime

// Features with `@ObservableState` states, as a TCA user writes them.

/// `Counter` with an `@ObservableState` state: what `store-send-observable` sends to. Like
/// `Counter`, it reduces in `reduce(into:action:)` (which `@Reducer` would deprecate), so the two
/// measure the same work.
struct ObservableCounter: Reducer {
  @ObservableState
  struct State: Equatable, Identifiable {
    var id = 0
    var count = 0
  }
  @CasePathable
  enum Action: Equatable, Sendable {
    case increment
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.count &+= 1
    return .none
  }
}

/// A list of observable counters, one row store each: what `observation-fanout` observes.
@Reducer
struct CounterList {
  @ObservableState
  struct State {
    var rows: IdentifiedArrayOf<ObservableCounter.State> = []
  }
  enum Action: Sendable {
    case rows(IdentifiedActionOf<ObservableCounter>)
  }

  var body: some ReducerOf<Self> {
    EmptyReducer()
      .forEach(\.rows, action: \.rows) { ObservableCounter() }
  }
}
