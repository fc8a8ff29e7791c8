/// A call to a dependency endpoint, named by its path in the dependencies (`pagos.cobrar`).
struct RecordedCall: Equatable, Codable, Sendable {
  var id: Int
  var endpoint: String
}

/// A sleep on the session's clock until `until`, in nanoseconds of the session's time: it
/// starts at 0 and moves only when sleepers wake, to their deadline, and when a wait ends — as
/// a test clock moves.
struct RecordedSleep: Equatable, Codable, Sendable {
  var id: Int
  var until: Int
}

/// How call or sleep `id` ended: the endpoint's answer (its `Codable` form; none for a sleep
/// or a `Void`), what it threw, or that its effect was cancelled before it could receive it.
struct RecordedAnswer: Equatable, Codable, Sendable {
  var id: Int
  var value: JSONValue?
  var error: RecordedFailure?
  var cancelled: Bool?
}

/// An error an endpoint threw: its type and `Codable` form, or else its description.
struct RecordedFailure: Error, Equatable, Codable, Sendable {
  var type: String?
  var value: JSONValue?
  var description: String?
}

/// The session's time moved to `to` (nanoseconds) with no sleeper due then: a wait ended.
struct RecordedAdvance: Equatable, Codable, Sendable {
  var to: Int
}

/// How a session ended: the effects it cancelled (a ticking timer), and the final state on one
/// line, secrets redacted — what a replay must reach.
public struct SessionEnd: Equatable, Codable, Sendable {
  /// How many effects were still running, and were cancelled, at the end.
  public var cancelledEffects: Int
  /// The final state as `Dumper.line` prints it.
  public var finalState: String

  /// An end line.
  public init(cancelledEffects: Int, finalState: String) {
    self.cancelledEffects = cancelledEffects
    self.finalState = finalState
  }
}

extension Duration {
  /// The duration in whole nanoseconds, as a recording writes instants.
  var nanoseconds: Int {
    let (seconds, attoseconds) = components
    return Int(seconds) * 1_000_000_000 + Int(attoseconds / 1_000_000_000)
  }
}
