import Foundation
import Runtime
import SessionRecording

/// `replay-scale`: replaying a recording of 10,000 actions and writing its test, against the
/// same with 1,000. A replay folds the actions once, and the test's states come from folds
/// that only go forward, so both grow with the actions (bar: at most 12×) — replaying from
/// the start for each state, as test generation once did, grows with their square (~100×).
///
/// The recording is a tally's: one action of the person per line, each changing the state, so
/// every step of the test has an assertion to write. Samples of the two sizes alternate.
@MainActor
enum ReplayScale {
  /// A count and the last number added.
  struct Tally: RecordableReducer {
    struct State: Equatable, Sendable {
      var total = 0
      var last = 0
    }

    enum Action: Codable, Equatable, Sendable { case add(Int) }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .add(let number):
        state.total += number
        state.last = number
        return .none
      }
    }
  }

  static let feature = RecordableFeature(Tally(), initialState: Tally.State())

  /// A recording of `count` actions, with its end line.
  static func recording(of count: Int) -> Recording<Tally.Action> {
    var lines = [#"{"version":3}"#]
    var state = Tally.State()
    for n in 1...count {
      let number = n % 7 + 1
      lines.append(
        #"{"action":{"add":{"_0":\#(number)}},"cycle":\#(n),"n":\#(n),"origin":"person"}"#)
      _ = Tally().reduce(into: &state, action: .add(number))
    }
    let end = try! JSONEncoder().encode(Dumper.line(state))
    lines.append(
      #"{"end":{"cancelledEffects":0,"finalState":\#(String(decoding: end, as: UTF8.self))}}"#)
    return Recording(text: lines.joined(separator: "\n"))
  }

  /// The time to replay `recording` and write its test, in nanoseconds.
  static func replayAndGenerate(_ recording: Recording<Tally.Action>) -> Double {
    let start = ContinuousClock.now
    let verdict = Replay(feature).verdict(on: recording)
    let source = try? TestGenerator(feature).source(for: recording, fileName: "tally.jsonl")
    let elapsed = ContinuousClock.now - start
    precondition(verdict == .matches, "the replay must reach the recorded state: \(verdict)")
    precondition(source != nil, "the recording must become a test")
    return nanoseconds(elapsed)
  }

  static func run() async -> [Result] {
    let (small, large) = (recording(of: 1_000), recording(of: 10_000))
    var smallSamples: [Double] = []
    var largeSamples: [Double] = []
    // One warm-up round, then the two sizes in turn.
    for round in 0...5 {
      let pair = (replayAndGenerate(small), replayAndGenerate(large))
      guard round > 0 else { continue }
      smallSamples.append(pair.0)
      largeSamples.append(pair.1)
    }
    return [
      Result(
        name: "replay-scale", samples: largeSamples, baseline: "1000-actions",
        baselineSamples: smallSamples, bar: "<= 12x",
        met: Stats.pairedRatio(largeSamples, over: smallSamples) <= 12, paired: true)
    ]
  }
}
