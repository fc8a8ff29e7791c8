import TestSupport

/// `testclock-scale`: one `advance` past 10,000 sleepers, against the same with 1,000; the two
/// take their samples in turn.
@MainActor
enum TestClockScale {
  /// Starts `count` effects sleeping until distinct deadlines.
  struct Sleepers: Reducer {
    struct State: Equatable { var woken = 0 }
    enum Action: Equatable, Sendable { case sleep(Int), woke }
    let clock: TestClock<Duration>

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .sleep(let count):
        return .merge(
          (0..<count).map { index in
            .run { [clock] send in
              try await clock.sleep(for: .milliseconds(index % 997 + 1))
              await send(.woke)
            }
          })
      case .woke:
        state.woken += 1
        return .none
      }
    }
  }

  /// The time one `advance` takes to wake `count` sleepers (setting them up is not timed).
  static func advancePast(_ count: Int) async -> Double {
    let clock = TestClock()
    let store = TestStore(initialState: Sleepers.State()) { Sleepers(clock: clock) }
    store.exhaustivity = .off
    await store.send(.sleep(count))
    let start = ContinuousClock.now
    await clock.advance(by: .seconds(1))
    let elapsed = ContinuousClock.now - start
    await store.skipReceivedActions()
    precondition(store.state.woken == count, "every sleeper must wake")
    return nanoseconds(elapsed)
  }

  static func run() async -> [Result] {
    // The two sizes take their samples in turn, after one warm-up round, so that a machine
    // busier at one moment than at another weighs on both alike.
    var small: [Double] = []
    var large: [Double] = []
    for round in 0..<6 {
      let smallSample = await advancePast(1_000)
      let largeSample = await advancePast(10_000)
      if round > 0 {
        small.append(smallSample)
        large.append(largeSample)
      }
    }
    return [
      Result(
        name: "testclock-scale", samples: large, baseline: "1000-sleepers",
        baselineSamples: small, bar: "<= 15x",
        met: Stats.pairedRatio(large, over: small) <= 15, paired: true)
    ]
  }
}
