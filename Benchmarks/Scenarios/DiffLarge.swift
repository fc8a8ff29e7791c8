import Runtime

/// `diff-large`: the failure message for a 10,000-element state with one changed element.
@MainActor
enum DiffLarge {
  static func run() async -> [Result] {
    let expected = Inventory.State.make(count: 10_000)
    var actual = expected
    actual.items[id: 4_321]?.checked = true
    var lines = 0
    let samples = await measure(repetitions: 7, operations: 1) {
      lines = DumpDiff.lines(expected, actual)?.count ?? 0
    }
    let milliseconds = Stats.median(samples) / 1e6
    return [
      Result(
        name: "diff-large", samples: samples, baseline: nil, bar: "<= 100 ms, <= 40 lines",
        met: milliseconds <= 100 && lines > 0 && lines <= 40,
        extra: [("lines", "\(lines)"), ("median_ms", Report.format(milliseconds))])
    ]
  }
}
