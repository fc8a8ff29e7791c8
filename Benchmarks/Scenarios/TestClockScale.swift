import TestSupport

/// `testclock-scale`: one `advance` past 10,000 sleepers, against the same with 1,000.
@MainActor
enum TestClockScale {
  /// Starts `count` effects sleeping until distinct deadlines.
  struct Sleepers: Reducer {
    struct State: Equatable { var woken = 0 }
    enum Action: Equatable, Sendable { case sleep(Int), woke }
    let clock: TestClock

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

  static func advancePast(_ count: Int) async -> [Double] {
    var samples: [Double] = []
    for repetition in 0..<6 {
      let clock = TestClock()
      let store = TestStore(initialState: Sleepers.State()) { Sleepers(clock: clock) }
      store.exhaustivity = .off
      await store.send(.sleep(count))
      let start = ContinuousClock.now
      await clock.advance(by: .seconds(1))
      let elapsed = ContinuousClock.now - start
      await store.skipReceivedActions()
      precondition(store.state.woken == count, "every sleeper must wake")
      if repetition > 0 { samples.append(nanoseconds(elapsed)) }
    }
    return samples
  }

  static func run() async -> [Result] {
    let small = await advancePast(1_000)
    let large = await advancePast(10_000)
    return [
      Result(
        name: "testclock-scale", samples: large, baseline: "1000-sleepers",
        baselineSamples: small, bar: "<= 15x", met: Stats.median(large) / Stats.median(small) <= 15)
    ]
  }
}
