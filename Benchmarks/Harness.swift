import Foundation

/// What one scenario measured: times per operation, its baseline, and whether it met its bar.
struct Result {
  var name: String
  var samples: [Double]
  var baseline: String?
  var baselineSamples: [Double] = []
  var bar: String
  var met: Bool
  /// Figures other than time, such as `lines` or `peak_rss_bytes`, in print order.
  var extra: [(key: String, value: String)] = []
  /// Whether `samples` and `baselineSamples` were taken in turn, round by round
  /// (``measureAlternating(repetitions:operations:_:)``): then the ratio is the median of each
  /// round's ratio.
  var paired = false

  var median: Double { Stats.median(samples) }
  var baselineMedian: Double? { baselineSamples.isEmpty ? nil : Stats.median(baselineSamples) }
  var ratio: Double? {
    guard let baselineMedian else { return nil }
    return paired ? Stats.pairedRatio(samples, over: baselineSamples) : median / baselineMedian
  }
}

enum Stats {
  static func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return .nan }
    let middle = sorted.count / 2
    return sorted.count.isMultiple(of: 2)
      ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
  }

  /// The median of the ratios of samples taken in the same round: each round measures both
  /// back to back, so a machine that is slower in one round than in another (a busy neighbour,
  /// a clock that changed speed) slows both sides of that round's ratio alike.
  static func pairedRatio(_ samples: [Double], over baseline: [Double]) -> Double {
    median(zip(samples, baseline).map { $0 / $1 })
  }
}

/// Runs a measurement: one warm-up, then `repetitions` timed runs of `operations` operations.
/// Returns nanoseconds per operation for each timed run.
@MainActor
func measure(
  repetitions: Int = 7,
  operations: Int,
  _ body: @MainActor () async -> Void
) async -> [Double] {
  await body()
  var samples: [Double] = []
  for _ in 0..<repetitions {
    let start = ContinuousClock.now
    await body()
    let elapsed = ContinuousClock.now - start
    samples.append(nanoseconds(elapsed) / Double(operations))
  }
  return samples
}

/// Runs several measurements of `operations` operations each, taking their samples in turn —
/// one of each, then again — so that a machine busier at one moment than at another weighs on
/// all of them alike, and their ratios stay meaningful. One warm-up round, then `repetitions`
/// timed rounds. Returns nanoseconds per operation for each body, in the order given; a ratio
/// between two of them is best taken round by round (``Stats/pairedRatio(_:over:)``).
@MainActor
func measureAlternating(
  repetitions: Int = 15,
  operations: Int,
  _ bodies: [@MainActor () async -> Void]
) async -> [[Double]] {
  var samples = Array(repeating: [Double](), count: bodies.count)
  for round in 0...repetitions {
    for (index, body) in bodies.enumerated() {
      let start = ContinuousClock.now
      await body()
      let elapsed = ContinuousClock.now - start
      if round > 0 { samples[index].append(nanoseconds(elapsed) / Double(operations)) }
    }
  }
  return samples
}

func nanoseconds(_ duration: Duration) -> Double {
  Double(duration.components.seconds) * 1e9 + Double(duration.components.attoseconds) / 1e9
}

/// Prints results for people (a table) or for tools (one JSON object per line).
enum Report {
  static func human(_ result: Result) -> String {
    var line = result.name.padding(toLength: 20, withPad: " ", startingAt: 0)
    if !result.samples.isEmpty {
      line +=
        " median \(format(result.median)) ns"
        + "  (min \(format(result.samples.min()!)), max \(format(result.samples.max()!)))"
    }
    if let baseline = result.baseline, let baselineMedian = result.baselineMedian,
      let ratio = result.ratio
    {
      line += "  baseline \(baseline) \(format(baselineMedian)) ns  ratio \(format(ratio))x"
    }
    for (key, value) in result.extra { line += "  \(key) \(value)" }
    line += "  bar \(result.bar): \(result.met ? "met" : "MISSED")"
    return line
  }

  static func json(_ result: Result) -> String {
    var fields: [(String, String)] = [
      ("name", quote(result.name)),
      ("median_ns", number(result.median)),
      ("min_ns", number(result.samples.min() ?? .nan)),
      ("max_ns", number(result.samples.max() ?? .nan)),
    ]
    if let baseline = result.baseline {
      fields.append(("baseline", quote(baseline)))
      fields.append(("baseline_median_ns", number(result.baselineMedian ?? .nan)))
      fields.append(("ratio", number(result.ratio ?? .nan)))
    }
    fields.append(("bar", quote(result.bar)))
    fields.append(("met", result.met ? "true" : "false"))
    fields += result.extra.map { ($0.key, $0.value) }
    return "{" + fields.map { "\(quote($0.0)): \($0.1)" }.joined(separator: ", ") + "}"
  }

  static func format(_ value: Double) -> String { String(format: "%.1f", value) }

  private static func number(_ value: Double) -> String {
    value.isFinite ? String(format: "%.1f", value) : "null"
  }

  private static func quote(_ text: String) -> String {
    "\""
      + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(
        of: "\"", with: "\\\"") + "\""
  }
}
