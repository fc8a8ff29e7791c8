import Runtime

/// `body-cache`: why a store builds each reducer's `body` once and keeps it, where TCA builds it
/// again for every action (docs/coming-from-tca.md). The same action through five nested
/// `Scope`s: sent to a store (bodies built once), against the reducer's `reduce(into:action:)`
/// called directly, which builds every body on each call, as TCA does on each action. Building
/// a body forms its case key paths (`\.inner`), which demangles type names at run time. The two
/// take their samples in turn; the bar is that the cache saves at least ten times.
@MainActor
enum BodyCache {
  static let actions = 10_000

  static func run() async -> [Result] {
    let action = Level5.Action.inner(.inner(.inner(.inner(.inner(.increment)))))
    let samples = await measureAlternating(
      operations: actions,
      [
        {
          let store = Store(initialState: Level5.State()) { Level5() }
          for _ in 0..<actions { store.send(action) }
          blackHole(store.state.inner.inner.inner.inner.inner)
        },
        {
          var state = Level5.State()
          for _ in 0..<actions { _ = rebuildingBodies(&state, action) }
          blackHole(state.inner.inner.inner.inner.inner)
        },
      ])
    let (cached, rebuilt) = (samples[0], samples[1])
    return [
      Result(
        name: "body-cache", samples: rebuilt, baseline: "bodies-kept", baselineSamples: cached,
        bar: ">= 10x", met: Stats.pairedRatio(rebuilt, over: cached) >= 10, paired: true)
    ]
  }

  /// One action through `Level5`, building every body on the way (a fresh cache per call).
  @inline(never)
  static func rebuildingBodies(
    _ state: inout Level5.State, _ action: Level5.Action
  ) -> Effect<Level5.Action> {
    Level5().reduce(into: &state, action: action)
  }
}
