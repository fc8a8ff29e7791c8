/// The pure state of a ``TestClock``: the current time and who sleeps until when.
///
/// Every transition is a `mutating` method with no side effects; the clock applies them under
/// a lock and resumes continuations outside it. Sleepers are kept in a binary min-heap ordered
/// by deadline, then by a tie-break key, then by registration order, so registering and waking
/// cost O(log n) even with tens of thousands of sleepers. The key is 0 unless a seeded schedule
/// draws it, so sleepers due at the same instant wake in registration order by default and in
/// a seeded order under exploration. A cancelled sleeper is dropped from the waiter table at
/// once and its heap entry is skipped when it surfaces.
struct SleeperQueue<Waiter> {
  struct Sleeper {
    let id: Int
    let deadline: TestInstant
    let waiter: Waiter
  }

  private struct Entry {
    let deadline: TestInstant
    let tieBreak: UInt64
    let id: Int

    func precedes(_ other: Entry) -> Bool {
      if deadline != other.deadline { return deadline < other.deadline }
      if tieBreak != other.tieBreak { return tieBreak < other.tieBreak }
      return id < other.id
    }
  }

  private(set) var now = TestInstant()
  private var heap: [Entry] = []
  private var waiters: [Int: Waiter] = [:]
  private var cancelledEarly: Set<Int> = []
  private var nextID = 0

  /// Reserves an id for a sleeper about to register.
  mutating func reserveID() -> Int {
    defer { nextID += 1 }
    return nextID
  }

  /// Registers a sleeper; returns `false` if it was cancelled before it could register.
  ///
  /// - Parameter tieBreak: orders it among sleepers due at the same instant (lower first);
  ///   equal keys wake in registration order.
  mutating func register(
    id: Int, deadline: TestInstant, tieBreak: UInt64 = 0, waiter: Waiter
  ) -> Bool {
    if cancelledEarly.remove(id) != nil { return false }
    waiters[id] = waiter
    push(Entry(deadline: deadline, tieBreak: tieBreak, id: id))
    return true
  }

  /// Removes a cancelled sleeper and returns its waiter, or remembers the cancellation if the
  /// sleeper has not registered yet.
  mutating func cancel(id: Int) -> Waiter? {
    if let waiter = waiters.removeValue(forKey: id) { return waiter }
    cancelledEarly.insert(id)
    return nil
  }

  /// Removes the earliest sleeper due at or before `deadline`, moving time to its deadline.
  mutating func popDue(by deadline: TestInstant) -> Sleeper? {
    dropCancelled()
    guard let first = heap.first, first.deadline <= deadline else { return nil }
    popMin()
    if first.deadline > now { now = first.deadline }
    return Sleeper(
      id: first.id, deadline: first.deadline, waiter: waiters.removeValue(forKey: first.id)!)
  }

  /// Moves time forward to `instant` (never backwards).
  mutating func move(to instant: TestInstant) {
    if instant > now { now = instant }
  }

  /// The earliest deadline of a sleeper, if any.
  mutating func nextDeadline() -> TestInstant? {
    dropCancelled()
    return heap.first?.deadline
  }

  /// How many tasks are sleeping.
  var count: Int { waiters.count }

  /// When each sleeper is due, earliest first.
  var deadlines: [TestInstant] {
    heap.filter { waiters[$0.id] != nil }.sorted { $0.precedes($1) }.map(\.deadline)
  }

  // MARK: - Heap

  private mutating func dropCancelled() {
    while let first = heap.first, waiters[first.id] == nil { popMin() }
  }

  private mutating func push(_ entry: Entry) {
    heap.append(entry)
    var child = heap.count - 1
    while child > 0 {
      let parent = (child - 1) / 2
      guard heap[child].precedes(heap[parent]) else { break }
      heap.swapAt(child, parent)
      child = parent
    }
  }

  private mutating func popMin() {
    let last = heap.removeLast()
    guard !heap.isEmpty else { return }
    heap[0] = last
    var parent = 0
    while true {
      let left = 2 * parent + 1
      let right = left + 1
      var smallest = parent
      if left < heap.count, heap[left].precedes(heap[smallest]) { smallest = left }
      if right < heap.count, heap[right].precedes(heap[smallest]) { smallest = right }
      guard smallest != parent else { return }
      heap.swapAt(parent, smallest)
      parent = smallest
    }
  }
}
