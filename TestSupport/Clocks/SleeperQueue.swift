/// The pure state of a ``TestClock``: the current time and who sleeps until when.
///
/// Every transition is a `mutating` method with no side effects; the clock applies them under
/// a lock and resumes continuations outside it.
struct SleeperQueue<Waiter> {
  struct Sleeper {
    let id: Int
    let deadline: TestInstant
    let waiter: Waiter
  }

  private(set) var now = TestInstant()
  /// Sorted by deadline, then by registration order.
  private(set) var sleepers: [Sleeper] = []
  private var cancelledEarly: Set<Int> = []
  private var nextID = 0

  /// Reserves an id for a sleeper about to register.
  mutating func reserveID() -> Int {
    defer { nextID += 1 }
    return nextID
  }

  /// Registers a sleeper; returns `false` if it was cancelled before it could register.
  mutating func register(id: Int, deadline: TestInstant, waiter: Waiter) -> Bool {
    if cancelledEarly.remove(id) != nil { return false }
    let sleeper = Sleeper(id: id, deadline: deadline, waiter: waiter)
    let index = sleepers.firstIndex { $0.deadline > deadline } ?? sleepers.endIndex
    sleepers.insert(sleeper, at: index)
    return true
  }

  /// Removes a cancelled sleeper and returns its waiter, or remembers the cancellation if the
  /// sleeper has not registered yet.
  mutating func cancel(id: Int) -> Waiter? {
    if let index = sleepers.firstIndex(where: { $0.id == id }) {
      return sleepers.remove(at: index).waiter
    }
    cancelledEarly.insert(id)
    return nil
  }

  /// Removes the earliest sleeper due at or before `deadline`, moving time to its deadline.
  mutating func popDue(by deadline: TestInstant) -> Sleeper? {
    guard let first = sleepers.first, first.deadline <= deadline else { return nil }
    sleepers.removeFirst()
    if first.deadline > now { now = first.deadline }
    return first
  }

  /// Moves time forward to `instant` (never backwards).
  mutating func move(to instant: TestInstant) {
    if instant > now { now = instant }
  }

  /// The earliest deadline of a sleeper, if any.
  var nextDeadline: TestInstant? { sleepers.first?.deadline }
}
