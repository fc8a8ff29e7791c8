/// The pure state of a live session's time: what time it is, who sleeps until when, which
/// answers and lines of input are waiting to be taken — and which of them comes next.
///
/// Every transition is a `mutating` method without side effects; ``SessionScheduler`` applies
/// them under a lock and resumes tasks outside it. Events are taken in the order the wall clock
/// saw them happen: a sleeper when the wall clock reaches its due time, an answer or a line of
/// input when it arrived. Sleepers wake in deadline order (then in the order they went to
/// sleep), as a test clock wakes them, so one due later in wall time holds back those with
/// later deadlines.
struct SessionTimeline: Equatable {
  /// A task asleep on the session's clock.
  struct Sleeper: Equatable {
    let id: Int
    /// When it wakes, in the session's time.
    let deadline: Duration
    /// When it may wake, in wall time: when it went to sleep plus how long it sleeps.
    let wallDue: Duration
  }

  /// What to do next.
  enum Next: Equatable {
    /// Move the session's time to this deadline, waking everyone due by then.
    case wake(until: Duration)
    /// Give this call its answer.
    case deliver(call: Int)
    /// The wait in progress is over: its target is reached and nobody is due before it.
    case reach
    /// Hand out the next line of input, or the end of input.
    case input
    /// Nothing is due yet: look again at this wall time, or when something arrives (`nil`).
    case wait(until: Duration?)
  }

  /// What the session is waiting for, besides sleepers and answers.
  enum Goal: Equatable {
    /// Nothing: only sleepers and answers.
    case none
    /// The next line of input, which arrived at this wall time (`nil`: not yet).
    case input(arrivedAt: Duration?)
    /// A wait: the session's time reaches `target`, no sooner than `wallDue`.
    case reach(target: Duration, wallDue: Duration)
  }

  /// The session's time.
  private(set) var now: Duration = .zero
  /// Sleepers in the order they wake: by deadline, then by the order they went to sleep.
  private var sleepers: [Sleeper] = []
  /// Calls whose answer arrived, with when it did, in that order.
  private var answers: [(call: Int, wall: Duration)] = []

  static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.now == rhs.now && lhs.sleepers == rhs.sleepers
      && lhs.answers.map(\.call) == rhs.answers.map(\.call)
      && lhs.answers.map(\.wall) == rhs.answers.map(\.wall)
  }

  /// How many tasks sleep.
  var sleeperCount: Int { sleepers.count }

  /// Sleeper `id` sleeps until `deadline`; it went to sleep at wall time `wall`.
  mutating func sleep(id: Int, until deadline: Duration, at wall: Duration) {
    let sleeper = Sleeper(id: id, deadline: deadline, wallDue: wall + max(.zero, deadline - now))
    let index = sleepers.firstIndex { $0.deadline > deadline } ?? sleepers.endIndex
    sleepers.insert(sleeper, at: index)
  }

  /// Removes sleeper `id` (cancelled); returns whether it was asleep.
  mutating func cancelSleeper(_ id: Int) -> Bool {
    guard let index = sleepers.firstIndex(where: { $0.id == id }) else { return false }
    sleepers.remove(at: index)
    return true
  }

  /// Takes the first sleeper due by `deadline`, moving the time to its deadline.
  mutating func wakeNext(dueBy deadline: Duration) -> Int? {
    guard let first = sleepers.first, first.deadline <= deadline else { return nil }
    sleepers.removeFirst()
    now = max(now, first.deadline)
    return first.id
  }

  /// Moves the time to `instant`, never backwards.
  mutating func move(to instant: Duration) { now = max(now, instant) }

  /// The answer to `call` arrived at wall time `wall`.
  mutating func answerArrived(call: Int, at wall: Duration) { answers.append((call, wall)) }

  /// Forgets the answer to `call` (its effect was cancelled); returns whether it was waiting.
  mutating func dropAnswer(call: Int) -> Bool {
    guard let index = answers.firstIndex(where: { $0.call == call }) else { return false }
    answers.remove(at: index)
    return true
  }

  /// Takes the first answer that arrived.
  mutating func takeAnswer() -> Int? { answers.isEmpty ? nil : answers.removeFirst().call }

  /// What comes next at wall time `wall`, working towards `goal`: of the events whose wall
  /// time has come, the earliest — a sleeper before an answer before a wait's end before input
  /// when they tie.
  func next(at wall: Duration, goal: Goal) -> Next {
    var candidates: [(wall: Duration, next: Next)] = []
    var reachTarget: Duration?
    if case .reach(let target, _) = goal { reachTarget = target }
    if let first = sleepers.first, reachTarget.map({ first.deadline <= $0 }) ?? true {
      candidates.append((first.wallDue, .wake(until: first.deadline)))
    }
    if let answer = answers.first { candidates.append((answer.wall, .deliver(call: answer.call))) }
    switch goal {
    case .none: break
    case .input(let arrived?): candidates.append((arrived, .input))
    case .input(nil): break
    case .reach(let target, let wallDue):
      if sleepers.first.map({ $0.deadline > target }) ?? true {
        candidates.append((wallDue, .reach))
      }
    }
    // Stable: among ties, the order above.
    guard
      let earliest = candidates.enumerated().min(by: {
        ($0.element.wall, $0.offset) < ($1.element.wall, $1.offset)
      })?.element
    else { return .wait(until: nil) }
    return earliest.wall <= wall ? earliest.next : .wait(until: earliest.wall)
  }
}
