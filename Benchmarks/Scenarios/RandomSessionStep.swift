import TestSupport

/// `random-session-step`: a random session of 1,000 steps on a counter whose one action is
/// always possible, per step, against 1,000 `TestStore.send`s of that action on a
/// non-exhaustive store (as a session's store is); the two take their samples in turn.
@MainActor
enum RandomSessionStep {
  static let steps = 1_000

  /// Counts; its one action starts no effect, so a step costs what the session adds.
  struct Counter: Reducer {
    struct State: Equatable { var count = 0 }
    enum Action: Equatable, Sendable { case increment }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      state.count += 1
      return .none
    }
  }

  static func run() async -> [Result] {
    let samples = await measureAlternating(
      repetitions: 9, operations: steps,
      [
        {
          let store = TestStore(initialState: Counter.State()) { Counter() }
          store.exhaustivity = .off
          for _ in 0..<steps { await store.send(.increment) }
        },
        {
          await withRandomSessions(1, steps: steps) { session in
            let store = TestStore(initialState: Counter.State()) { Counter() }
            await session.run(store) { _ in
              [.increment]
            } invariant: { _ in
            }
          }
        },
      ])
    let (sends, session) = (samples[0], samples[1])
    return [
      Result(
        name: "random-session-step", samples: session, baseline: "teststore-send",
        baselineSamples: sends, bar: "<= 2x",
        met: Stats.pairedRatio(session, over: sends) <= 2, paired: true)
    ]
  }
}
