import Runtime

/// `store-send`: a million sends of a mutation-only action through `Store`, against the same
/// reducer's `reduce(into:action:)` called directly. `store-send-observed`: the same with one
/// observer of state changes attached, against `store-send`.
@MainActor
enum StoreSend {
  static let sends = 1_000_000

  static func run() async -> [Result] {
    let direct = await measure(operations: sends) {
      var state = Counter.State()
      let reducer = Counter()
      for _ in 0..<sends { _ = directReduce(reducer, &state, .increment) }
      blackHole(state)
    }
    let plain = await measure(operations: sends) { sendMany(observed: false) }
    let observed = await measure(operations: sends) { sendMany(observed: true) }

    let plainMedian = Stats.median(plain)
    let directMedian = Stats.median(direct)
    let plainResult = Result(
      name: "store-send", samples: plain, baseline: "direct-reduce", baselineSamples: direct,
      bar: "<= 100 ns and <= 75x", met: plainMedian <= 100 && plainMedian / directMedian <= 75)
    let observedResult = Result(
      name: "store-send-observed", samples: observed, baseline: "store-send",
      baselineSamples: plain, bar: "<= 1.5x",
      met: Stats.median(observed) / plainMedian <= 1.5)
    return [plainResult, observedResult]
  }

  static func sendMany(observed: Bool) {
    let store = Store(initialState: Counter.State()) { Counter() }
    let observation = observed ? store.observe { blackHole($0) } : nil
    for _ in 0..<sends { store.send(.increment) }
    observation?.cancel()
    blackHole(store.state)
  }
}

@inline(never)
func blackHole<T>(_ value: T) {}
