import TestSupport

/// `shrink`: how many silent reruns `withRandomSessions` takes to shrink a session that fails at
/// its 40th step (or within two of it) to its minimal form (`reruns`; `failing_steps` is how
/// long the session was when it failed, `seed` which session it is), and how long playing,
/// shrinking and reporting it takes.
///
/// The planted bug is a lock whose code, 1 2 3 4, starts a check on a clock the test never
/// provides — an unimplemented dependency, which fails the session — hidden among other digits
/// and clearing; the scenario plays the first seed whose session hits it only at its last steps.
///
/// The body counts its runs: the first, then the shrinking reruns, then the smallest session
/// twice (once silent, for the report; once reported), so the reruns are the runs of the
/// failing seed less those three.
@MainActor
enum Shrink {
  static let steps = 40

  struct Lock: Reducer {
    struct State: Equatable {
      var matched = 0
    }
    enum Action: Equatable, Sendable { case press(Int), clear }
    @Dependency(\.continuousClock) var clock

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .press(let digit):
        state.matched = digit == state.matched + 1 ? state.matched + 1 : 0
        guard state.matched == 4 else { return .none }
        return .run { _ in try await clock.sleep(for: .seconds(1)) }
      case .clear:
        state.matched = 0
        return .none
      }
    }
  }

  /// One exploration of `count` sessions from `seed`: the runs each seed's body made, and the
  /// steps the first run of each took before it failed.
  static func explore(
    _ count: Int, seed: UInt64
  ) async -> (runs: [UInt64: Int], firstRunSteps: [UInt64: Int]) {
    var runs: [UInt64: Int] = [:]
    var firstRunSteps: [UInt64: Int] = [:]
    await withRandomSessions(count, steps: steps, seed: seed) { session in
      runs[session.seed, default: 0] += 1
      let store = TestStore(initialState: Lock.State()) { Lock() }
      await session.run(store) { _ in
        [.press(0), .press(1), .press(2), .press(3), .press(4), .clear]
      } invariant: { _ in
        // Steps the first run took before the one that failed (which checks no invariant).
        if runs[session.seed] == 1 { firstRunSteps[session.seed, default: 0] += 1 }
      }
    }
    return (runs, firstRunSteps)
  }

  static func run() async -> [Result] {
    // The first seed whose session fails only at its last steps: a 40-step failure.
    var seed: UInt64 = 0
    var failingSteps = 0
    while seed < 5_000 {
      let (runs, firstRunSteps) = await explore(1, seed: seed)
      if runs[seed, default: 0] > 1 {
        failingSteps = firstRunSteps[seed, default: 0] + 1
        if failingSteps >= steps - 2 { break }
      }
      seed += 1
    }
    var reruns = -1
    let samples = await measure(repetitions: 3, operations: 1) {
      let (runs, _) = await explore(1, seed: seed)
      reruns = runs[seed, default: 0] - 3
    }
    return [
      Result(
        name: "shrink", samples: samples, bar: "<= 300 reruns",
        met: failingSteps >= steps - 2 && reruns >= 0 && reruns <= 300,
        extra: [("reruns", "\(reruns)"), ("seed", "\(seed)"), ("failing_steps", "\(failingSteps)")])
    ]
  }
}
