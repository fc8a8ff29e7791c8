import Runtime

/// A list of observable counters, one row store each, that can grow: what `list-mutate` and
/// `list-append` measure.
@Reducer
struct RowList {
  @ObservableState
  struct State {
    var rows: IdentifiedArrayOf<ObservableCounter.State> = []
    var nextID = 0

    /// A list of `count` rows, ids `0 ..< count`.
    static func make(count: Int) -> State {
      State(
        rows: IdentifiedArray(uniqueElements: (0..<count).map { ObservableCounter.State(id: $0) }),
        nextID: count)
    }
  }

  enum Action: Sendable {
    case add
    case trim(to: Int)
    case rows(IdentifiedActionOf<ObservableCounter>)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .add:
        state.rows.append(ObservableCounter.State(id: state.nextID))
        state.nextID += 1
        return .none
      case .trim(let count):
        state.rows.removeLast(state.rows.count - count)
        return .none
      case .rows:
        return .none
      }
    }
    .forEach(\.rows, action: \.rows) { ObservableCounter() }
  }
}
