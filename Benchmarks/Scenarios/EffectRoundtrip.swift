@_spi(Driver) import Runtime

/// `effect-roundtrip`: ten thousand cycles of send → `.run` → send back through `Store`,
/// against ten thousand bare `Task {}` created and awaited.
@MainActor
enum EffectRoundtrip {
  static let cycles = 10_000

  static func run() async -> [Result] {
    let bare = await measure(operations: cycles) {
      for _ in 0..<cycles { await Task {}.value }
    }
    var leftovers = 0
    let roundtrips = await measure(operations: cycles) {
      let store = Store(initialState: PingPong.State()) { PingPong() }
      for _ in 0..<cycles { await store.send(.ping).finish() }
      precondition(store.state.pongs == cycles, "every ping must come back")
      leftovers += store.runningEffectCount
      leftovers += store.cancelIDCount
    }
    return [
      Result(
        name: "effect-roundtrip", samples: roundtrips, baseline: "bare-task",
        baselineSamples: bare, bar: "<= 10x",
        met: Stats.median(roundtrips) / Stats.median(bare) <= 10 && leftovers == 0,
        extra: [("leftover_registrations", "\(leftovers)")])
    ]
  }
}
