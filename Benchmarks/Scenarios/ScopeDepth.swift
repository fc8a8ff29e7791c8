import Runtime

/// `scope-depth`: the same mutation-only send through five nested `Scope`s (five concrete
/// features, each scoping to the next), against one; the two take their samples in turn.
@MainActor
enum ScopeDepth {
  static let sends = 1_000_000

  static func run() async -> [Result] {
    let samples = await measureAlternating(
      operations: sends,
      [
        {
          let store = Store(initialState: Level1.State()) { Level1() }
          let action = Level1.Action.inner(.increment)
          for _ in 0..<sends { store.send(action) }
          blackHole(store.state.inner)
        },
        {
          let store = Store(initialState: Level5.State()) { Level5() }
          let action = Level5.Action.inner(.inner(.inner(.inner(.inner(.increment)))))
          for _ in 0..<sends { store.send(action) }
          blackHole(store.state.inner.inner.inner.inner.inner)
        },
      ])
    let (one, five) = (samples[0], samples[1])
    return [
      Result(
        name: "scope-depth", samples: five, baseline: "scope-1", baselineSamples: one,
        bar: "<= 2x", met: Stats.pairedRatio(five, over: one) <= 2, paired: true)
    ]
  }
}
