import Foundation
import Runtime

/// Replays a recording: the recorded actions through the feature's reducer with effects
/// disabled — the reducer runs, the effects it returns are dropped.
///
/// ```swift
/// let replay = Replay(grabable)
/// switch replay.verdict(on: recording) {
/// case .matches: print("Same state.")
/// case .differs(let recorded, let replayed): print(recorded, replayed)
/// case .noEndLine: print("Nothing to compare with.")
/// }
/// ```
///
/// The recording holds the effects' actions too — what the world answered arrives as actions
/// like any other — so the states are exactly the session's: a reducer is a function of state
/// and action, and a replay is a fold of the actions over the initial state. Shared values live
/// in memory of the replay's own.
public struct Replay<Base: RecordableReducer>: Sendable {
  /// Whether a replay reached the state a recording ends with.
  public enum Verdict: Equatable, Sendable {
    /// The replayed final state prints as the recorded one.
    case matches
    /// They differ: both on one line, as `Dumper.line` prints them (secrets redacted).
    case differs(recorded: String, replayed: String)
    /// The recording has no end line to compare with (the session was killed).
    case noEndLine
  }

  /// The feature replayed.
  public let feature: RecordableFeature<Base>

  /// A replay of `feature`'s recordings.
  public init(_ feature: RecordableFeature<Base>) { self.feature = feature }

  /// The state after the first `count` actions of `recording`, in memory of its own — so no
  /// other state shares its shared values.
  public func state(after count: Int, of recording: Recording<Base.Action>) -> Base.State {
    var fold = ReplayFold(feature)
    fold.advance(to: min(count, recording.actions.count), of: recording.actions)
    return fold.state
  }

  /// The state after every action of `recording`.
  public func finalState(of recording: Recording<Base.Action>) -> Base.State {
    state(after: recording.actions.count, of: recording)
  }

  /// Whether replaying `recording` reaches the state its end line records. Two states are the
  /// same when they print the same on one line (`Dumper.line`), which is how the end line
  /// keeps the session's: field by field, in declaration order, secrets redacted.
  public func verdict(on recording: Recording<Base.Action>) -> Verdict {
    guard let end = recording.end else { return .noEndLine }
    let replayed = Dumper.line(finalState(of: recording))
    return replayed == end.finalState
      ? .matches : .differs(recorded: end.finalState, replayed: replayed)
  }

  /// Calls `body` with each replayed action and the states around it, which are what they
  /// were only during the call: two reductions per action.
  public func forEachStep(
    of recording: Recording<Base.Action>,
    _ body: (ReplayStep<Base.State, Base.Action>) throws -> Void
  ) rethrows {
    var fold = StepFold(feature)
    for (index, recorded) in recording.actions.enumerated() {
      try fold.step(recorded.action) { before, after in
        try body(ReplayStep(recorded: recorded, index: index, before: before, after: after))
      }
    }
  }
}
