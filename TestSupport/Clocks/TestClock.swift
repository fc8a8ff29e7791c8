import Dispatch
@_spi(Driver) import Runtime

/// A clock whose time moves only when a test says so.
///
/// ```swift
/// let reloj = TestClock()
/// let store = TestStore(initialState: Temporizador.State()) {
///   Temporizador()
/// } withDependencies: {
///   $0.continuousClock = reloj
/// }
/// await store.send(.iniciar)
/// await reloj.advance(by: .seconds(3))   // three ticks, in order, in no real time
/// ```
///
/// A sleeper is registered before its task suspends. ``advance(by:)`` wakes due sleepers in
/// deadline order, one at a time, and lets the woken work settle before waking the next — so
/// a loop that sleeps one second fires exactly N times in an advance of N seconds. Sleeping
/// until `now` or earlier waits for the next advance. Cancelling a sleeping task removes its
/// sleeper and throws `CancellationError`. Sleepers due at the same instant wake in the order
/// they went to sleep — or, under ``withSchedules(_:seed:isolation:fileID:filePath:line:column:_:)``,
/// in an order drawn from the schedule's seed.
///
/// The clock measures time in `Swift.Duration`. Its generic parameter is there so a test can
/// name the type as TCA's tests do, `let clock: TestClock<Duration>`; `TestClock()` needs no
/// type annotation.
public final class TestClock<Duration: DurationProtocol & Hashable>: Clock, Sendable {
  /// The clock's time: a duration since it was created, shown as `t+3.0 seconds` in messages.
  public typealias Instant = TestInstant

  private struct Waiter: @unchecked Sendable {
    // Safe: a continuation is resumed exactly once, by whoever removes it from the queue.
    let continuation: UnsafeContinuation<Void, any Error>
    let executor: SettlingExecutor?
  }

  private let queue = SanitizerVisibleLock(SleeperQueue<Waiter>())
  private let executors = SanitizerVisibleLock<[ObjectIdentifier: WeakExecutor]>([:])

  private struct WeakExecutor: @unchecked Sendable {
    // Safe: only read and written under the `executors` mutex.
    weak var executor: SettlingExecutor?
  }

  fileprivate init(startingAtZero: Void) { FailureReporter.install() }

  /// The current time.
  public var now: Instant { queue.withLock { $0.now } }

  /// Zero: the clock is made up, so any duration is exact.
  public var minimumResolution: Swift.Duration { .zero }

  /// Suspends until the clock is advanced to `deadline` or past it.
  public func sleep(until deadline: Instant, tolerance: Swift.Duration? = nil) async throws {
    try Task.checkCancellation()
    let executor = StepExecutor.current
    if let executor { remember(executor) }
    let id = queue.withLock { $0.reserveID() }
    let tieBreak = Schedule.current?.nextSleeperTieBreak() ?? 0
    try await withTaskCancellationHandler {
      try await withUnsafeThrowingContinuation { continuation in
        let registered = queue.withLock {
          $0.register(
            id: id, deadline: deadline, tieBreak: tieBreak,
            waiter: Waiter(continuation: continuation, executor: executor))
        }
        if !registered { continuation.resume(throwing: CancellationError()) }
      }
    } onCancel: {
      let waiter = queue.withLock { $0.cancel(id: id) }
      waiter?.continuation.resume(throwing: CancellationError())
    }
  }

  /// Moves time forward by `duration`, waking every sleeper due by then, in order.
  nonisolated(nonsending) public func advance(by duration: Swift.Duration = .zero) async {
    await advance(to: now.advanced(by: duration))
  }

  /// Moves time forward to `deadline`, waking every sleeper due by then, in order, and letting
  /// what each one starts settle before waking the next.
  nonisolated(nonsending) public func advance(to deadline: Instant) async {
    let current = StepExecutor.current
    await withUnsafeContinuation { (continuation: UnsafeContinuation<Void, Never>) in
      DispatchQueue.main.async {
        self.wakeSleepers(dueBy: deadline, current: current) { continuation.resume() }
      }
    }
  }

  /// Settles, wakes the earliest sleeper due by `deadline`, and again until none is due; then
  /// moves time to `deadline`, settles once more and calls `then`.
  ///
  /// It runs as a chain of main-queue blocks and resumes the awaiting test once, at the end:
  /// waking ten thousand sleepers costs ten thousand settles, not ten thousand task switches.
  @MainActor
  private func wakeSleepers(
    dueBy deadline: Instant, current: SettlingExecutor?, then: @escaping @MainActor () -> Void
  ) {
    whenSettled(current: current) {
      if let sleeper = self.queue.withLock({ $0.popDue(by: deadline) }) {
        sleeper.waiter.continuation.resume()
        self.wakeSleepers(dueBy: deadline, current: current, then: then)
      } else {
        self.queue.withLock { $0.move(to: deadline) }
        self.whenSettled(current: current, then: then)
      }
    }
  }

  /// Advances until nobody sleeps on the clock any more.
  ///
  /// - Parameters:
  ///   - limit: The most sleepers to wake, a guard against timers that never stop; when
  ///     reached, the test fails.
  ///   - fileID: The file where that failure is reported: this call; leave the default.
  ///   - filePath: The full path of that file; leave the default.
  ///   - line: The line where that failure is reported: this call; leave the default.
  ///   - column: The column where that failure is reported: this call; leave the default.
  nonisolated(nonsending) public func run(
    limit: Int = 10_000,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await runUntilNobodySleeps(
      at: TestLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    ) { _, woken in
      guard woken >= limit else { return nil }
      return (
        """
        TestClock.run() woke \(limit) sleepers and more keep coming: something sleeps in a loop \
        that never ends. Stop it (send the action that ends it) or advance by a fixed amount.
        """, nil
      )
    }
  }

  /// Advances until nobody sleeps on the clock any more, failing if sleepers are still due after
  /// `timeout` of the clock's time: TCA's `run(timeout:)`.
  ///
  /// ```swift
  /// await clock.run(timeout: .seconds(7))  // a six-second animation finishes
  /// ```
  ///
  /// TCA's timeout is real time, a guard against work that never ends. Here time is the
  /// clock's own, so the guard is too: if something still sleeps until later than `timeout`
  /// from now, the test fails and the clock stops at `timeout`.
  ///
  /// - Parameters:
  ///   - timeout: How much of the clock's time the work may take.
  ///   - fileID: The file where a failure is reported: this call; leave the default.
  ///   - filePath: The full path of that file; leave the default.
  ///   - line: The line where a failure is reported: this call; leave the default.
  ///   - column: The column where a failure is reported: this call; leave the default.
  nonisolated(nonsending) public func run(
    timeout: Swift.Duration,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let end = now.advanced(by: timeout)
    await runUntilNobodySleeps(
      at: TestLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    ) { deadline, _ in
      guard deadline > end else { return nil }
      return (
        """
        TestClock.run(timeout: \(timeout)) found a sleeper due at \(deadline), after the \
        timeout at \(end): something keeps sleeping. Stop it (send the action that ends it), or \
        give a longer timeout if the feature really takes that long.
        """, end
      )
    }
  }

  /// Settles, then wakes the earliest sleeper, and again until nobody sleeps — unless `stop`,
  /// given the next deadline and how many sleepers were woken, returns a failure to report at
  /// `location` and where to leave the clock (`nil`: where it is).
  nonisolated(nonsending) private func runUntilNobodySleeps(
    at location: TestLocation,
    stoppingWhen stop: (_ deadline: Instant, _ woken: Int) -> (String, Instant?)?
  ) async {
    await settle()
    var woken = 0
    while let deadline = queue.withLock({ $0.nextDeadline() }) {
      if let (failure, stopAt) = stop(deadline, woken) {
        FailureReporter.fail(failure, at: location)
        if let stopAt { await advance(to: stopAt) }
        return
      }
      await advance(to: deadline)
      woken += 1
    }
  }

  /// Throws if anyone is still sleeping on the clock — a way to prove that a feature will do
  /// nothing more as time passes.
  nonisolated(nonsending) public func checkSuspension() async throws {
    await settle()
    let deadlines = queue.withLock { $0.deadlines }
    if !deadlines.isEmpty { throw SuspensionError(deadlines: deadlines) }
  }

  /// The error ``checkSuspension()`` throws.
  public struct SuspensionError: Error, CustomStringConvertible {
    /// When each remaining sleeper is due.
    public let deadlines: [TestInstant]
    public var description: String {
      "\(deadlines.count) task(s) still sleeping on the TestClock, due at "
        + deadlines.map(\.description).joined(separator: ", ")
    }
  }

  /// The number of tasks sleeping on the clock.
  public var sleeperCount: Int { queue.withLock { $0.count } }

  private func remember(_ executor: SettlingExecutor) {
    let id = ObjectIdentifier(executor)
    executors.withLock { table in
      guard table[id]?.executor !== executor else { return }
      table = table.filter { $0.value.executor != nil }  // forget stores that are gone
      table[id] = WeakExecutor(executor: executor)
    }
  }

  /// Lets the work of every test store that has slept on this clock settle.
  nonisolated(nonsending) private func settle() async {
    let current = StepExecutor.current
    await withUnsafeContinuation { (continuation: UnsafeContinuation<Void, Never>) in
      DispatchQueue.main.async { self.whenSettled(current: current) { continuation.resume() } }
    }
  }

  /// Settles the executor of the test step in progress, if any, then that of every test store
  /// that has slept on this clock, one after the other, and calls `then`.
  @MainActor
  private func whenSettled(current: SettlingExecutor?, then: @escaping @MainActor () -> Void) {
    let known = executors.withLock { $0.values.compactMap(\.executor) }
    var remaining = known
    if let current, !known.contains(where: { $0 === current }) { remaining.insert(current, at: 0) }
    let deadline = ContinuousClock.now.advanced(by: .seconds(5))
    func settleNext() {
      guard !remaining.isEmpty else { return then() }
      remaining.removeFirst().whenSettled(until: deadline) { settleNext() }
    }
    settleNext()
  }
}

extension TestClock where Duration == Swift.Duration {
  /// A clock at time zero with nobody sleeping.
  public convenience init() { self.init(startingAtZero: ()) }
}
