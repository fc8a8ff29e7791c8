import Runtime

/// `store-send`: a million sends of a mutation-only action through `Store`, against the same
/// reducer's `reduce(into:action:)` called directly. `store-send-observed`: the same with one
/// observer of state changes attached, against `store-send`. `store-send-observable`: the same
/// send to a store whose state is `@ObservableState` (the field it mutates goes through the
/// registrar), against `store-send`. The four take their samples in turn.
@MainActor
enum StoreSend {
  static let sends = 1_000_000

  static func run() async -> [Result] {
    let samples = await measureAlternating(
      operations: sends,
      [
        {
          var state = Counter.State()
          let reducer = Counter()
          for _ in 0..<sends { _ = directReduce(reducer, &state, .increment) }
          blackHole(state)
        },
        { sendMany(observed: false) },
        { sendMany(observed: true) },
        { sendManyObservable() },
      ])
    let (direct, plain, observed, observable) = (samples[0], samples[1], samples[2], samples[3])

    let plainMedian = Stats.median(plain)
    let plainResult = Result(
      name: "store-send", samples: plain, baseline: "direct-reduce", baselineSamples: direct,
      bar: "<= 30 ns", met: plainMedian <= 30, paired: true)
    let observedResult = Result(
      name: "store-send-observed", samples: observed, baseline: "store-send",
      baselineSamples: plain, bar: "<= 1.4x",
      met: Stats.pairedRatio(observed, over: plain) <= 1.4, paired: true)
    let observableResult = Result(
      name: "store-send-observable", samples: observable, baseline: "store-send",
      baselineSamples: plain, bar: "<= 2x",
      met: Stats.pairedRatio(observable, over: plain) <= 2, paired: true)
    return [plainResult, observedResult, observableResult]
  }

  @inline(never)
  static func sendMany(observed: Bool) {
    let store = Store(initialState: Counter.State()) { Counter() }
    let observation = observed ? store.observe { blackHole($0) } : nil
    for _ in 0..<sends { store.send(.increment) }
    observation?.cancel()
    blackHole(store.state)
  }

  @inline(never)
  static func sendManyObservable() {
    let store = Store(initialState: ObservableCounter.State()) { ObservableCounter() }
    for _ in 0..<sends { store.send(.increment) }
    blackHole(store.state)
  }
}

@inline(never)
func blackHole<T>(_ value: T) {}
