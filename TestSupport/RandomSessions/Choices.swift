/// One choice a random session made: a number in `0 ..< bound`, and what it decided.
///
/// A session is its list of choices: replaying the list replays the session, and shrinking a
/// session is shrinking the list — deleting the choices of whole steps, lowering the rest
/// toward 0 (the first option, the smallest number, the shortest wait).
struct Choice: Sendable, Equatable {
  /// What a choice decides, so the shrinker knows which ones are worth lowering.
  enum Role: Sendable, Equatable {
    /// Which kind of step comes next: lowering it turns one kind into another, which only
    /// scrambles the choices after it, so the shrinker leaves it alone.
    case stepKind
    /// Which of the possible actions is sent.
    case action
    /// How far the clock moves.
    case wait
    /// An answer a dependency drew with `pick`, `int(in:)` or `bool()`.
    case world
  }

  var value: Int
  let bound: Int
  let role: Role
}

/// Where a session's choices come from: a generator seeded with the session's seed, or a list
/// of values to replay (while shrinking, and for the final run of the smallest session).
enum ChoiceSource: Sendable {
  case seeded(SeededGenerator)
  /// Values to take in order. A value at or past its choice's bound becomes the bound's last
  /// option; past the end, every choice is 0 and no new step starts.
  case replay([Int], next: Int)

  /// The next choice in `0 ..< bound`.
  mutating func next(below bound: Int) -> Int {
    switch self {
    case .seeded(var generator):
      let value = generator.next(below: bound)
      self = .seeded(generator)
      return value
    case .replay(let values, let next):
      self = .replay(values, next: next + 1)
      guard next < values.count else { return 0 }
      return min(values[next], bound - 1)
    }
  }

  /// Whether a replay has given all its values: the session it describes has ended.
  var isExhausted: Bool {
    if case .replay(let values, let next) = self { return next >= values.count }
    return false
  }
}
