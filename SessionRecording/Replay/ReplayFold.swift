import Runtime

/// A replay that only goes forward: a feature's state after the first ``count`` recorded
/// actions, with memory of its own for its shared values, taken further one reduction per
/// action — never replayed from the start.
struct ReplayFold<Base: RecordableReducer> {
  private let feature: RecordableFeature<Base>
  private let memory = InMemoryStorage()
  /// The state after the first ``count`` actions.
  private(set) var state: Base.State
  /// How many actions were reduced.
  private(set) var count = 0

  /// A fold of `feature` at its initial state.
  init(_ feature: RecordableFeature<Base>) {
    self.feature = feature
    state = feature.initialState
  }

  /// Reduces the actions of `actions` from ``count`` up to `target`. Going back (a `target`
  /// below ``count``) starts again from the initial state: correct, but no longer linear.
  mutating func advance(to target: Int, of actions: [RecordedAction<Base.Action>]) {
    if target < count { self = ReplayFold(feature) }
    guard target > count else { return }
    withDependencies {
      $0.context = .test
      $0.defaultInMemoryStorage = memory
    } operation: {
      for recorded in actions[count..<target] {
        _ = feature.reducer.reduce(into: &state, action: recorded.action)
      }
    }
    count = target
  }
}
