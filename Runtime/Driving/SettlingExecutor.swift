import Dispatch
import Foundation

/// A task executor for a store's effects that runs their jobs one at a time on the main queue
/// and knows when they have nothing left to run.
///
/// A driver that must see what one event caused before it takes the next — a test store after
/// each step, a live session after each event — gives the store one and settles it:
///
/// ```swift
/// let executor = SettlingExecutor()
/// store.effectExecutor = executor  // the store's activity now counts as progress
/// store.send(.buscar("sartén"))
/// await executor.settle(until: .now + .seconds(5))  // the search has run until it waits
/// ```
///
/// Each job is forwarded to the main queue as a block of its own — never run nested inside
/// another — and counted. A settle takes turns of the main queue until a whole turn ran no job
/// and changed none of the counters it watches (``watch(_:)``; a store watches its effect table
/// when it is given the executor).
///
/// With a ``JobOrder`` the ready jobs wait in a list and each block runs the one the order
/// picks — one block per job either way — so a test can try other interleavings of effects.
///
/// > Note: an unstructured `Task { }` created inside an effect does not inherit an executor
/// > preference and runs on the global pool; a settle does not see it.
@_spi(Driver)
public final class SettlingExecutor: TaskExecutor, @unchecked Sendable {
  // Safe: `counts` is only read or written while `lock` is held; `probes` is only touched on
  // the main actor (added before jobs run, read by settles there).
  private var counts = Counts()
  private let lock = NSLock()
  private nonisolated(unsafe) var probes: [@MainActor () -> Int] = []
  private let onEnqueue: (@Sendable () -> Void)?

  /// What the lock guards. An `NSLock`, not a `Mutex`: the thread sanitizer follows a
  /// `pthread_mutex_t`, not a contended `Mutex`'s futex, and would report the accesses it
  /// orders as races.
  private struct Counts {
    var pending = 0
    var executed = 0
    /// The jobs waiting for a block, when a job order picks among them; `nil` for FIFO.
    var ready: ReadyJobs?
  }

  /// How many turns in a row must make progress before a settle may give up at its deadline.
  /// Work that ends takes a few turns per link of its longest chain of awaits; a loop that never
  /// ends takes one turn per iteration and reaches this in a fraction of a second.
  public static let busyTurnLimit = 10_000

  /// Creates an executor.
  ///
  /// - Parameters:
  ///   - order: Picks which ready job runs next; `nil`, the default, runs them in the order
  ///     they were enqueued.
  ///   - onEnqueue: Told of every job, on the thread that enqueued it: a driver that sleeps
  ///     while nothing happens wakes up here.
  public init(order: (any JobOrder)? = nil, onEnqueue: (@Sendable () -> Void)? = nil) {
    counts.ready = order.map(ReadyJobs.init(order:))
    self.onEnqueue = onEnqueue
  }

  /// Counts `probe` as progress: a settle is not over while the number it returns changes from
  /// one turn to the next. A store adds its effect table's activity when it is given the
  /// executor (``Store/effectExecutor``).
  @MainActor
  public func watch(_ probe: @escaping @MainActor () -> Int) { probes.append(probe) }

  /// Forwards `job` to the main queue as a block of its own.
  public func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    withCounts {
      $0.pending += 1
      $0.ready?.append(job)
    }
    onEnqueue?()
    DispatchQueue.main.async { [self] in
      let next = withCounts {
        $0.pending -= 1
        $0.executed += 1
        return $0.ready?.take() ?? job
      }
      next.runSynchronously(on: asUnownedTaskExecutor())
    }
  }

  /// Whether no job is waiting to run.
  public var isIdle: Bool { withCounts { $0.pending == 0 } }

  /// Lets the effects run until none of them can make progress: no job is queued, and a full
  /// turn of the main queue ran none of their jobs and changed none of the watched counters.
  ///
  /// - Parameter deadline: A guard against effects that never stop (a loop that yields
  ///   forever): the settle gives up only past it *and* after ``busyTurnLimit`` busy turns in
  ///   a row, so a slow machine alone never cuts it short.
  @MainActor
  public func settle(until deadline: ContinuousClock.Instant) async {
    await withUnsafeContinuation { (continuation: UnsafeContinuation<Void, Never>) in
      whenSettled(until: deadline) { continuation.resume() }
    }
  }

  /// Calls `then`, on the main queue, once the effects have settled (see
  /// ``settle(until:)``). It takes its turns of the main queue as plain blocks, so a caller that
  /// is itself main-queue work — a test clock waking sleepers one by one — settles without a
  /// task switch per turn.
  @MainActor
  public func whenSettled(
    until deadline: ContinuousClock.Instant, then: @escaping @MainActor () -> Void
  ) {
    Settling(deadline: deadline, progress: progress, then: then).start()
  }

  /// What tells one turn from the next: jobs queued, jobs run, and the watched counters.
  @MainActor
  func progress() -> Progress {
    let (pending, executed) = withCounts { ($0.pending, $0.executed) }
    return Progress(
      pending: pending, executed: executed, activity: probes.reduce(0) { $0 &+ $1() })
  }

  struct Progress: Equatable {
    var pending: Int
    var executed: Int
    var activity: Int
  }

  private func withCounts<R>(_ body: (inout Counts) -> R) -> R {
    lock.lock()
    defer { lock.unlock() }
    return body(&counts)
  }
}
