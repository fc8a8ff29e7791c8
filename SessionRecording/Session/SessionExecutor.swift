import Dispatch

/// Runs a live session's effect jobs one at a time on the main queue and counts them, so the
/// session can tell when its effects have nothing left to run — the way a test store's executor
/// does, and so in the same order.
///
/// The store's effect tasks prefer it (`Store.effectExecutor`); their child tasks inherit it.
/// Each job is a block of its own on the main queue, serialized with the main actor.
final class SessionExecutor: TaskExecutor, Sendable {
  private let counts = SanitizerVisibleLock(Counts())
  /// Told of every job, from the thread that enqueued it: a job that arrives while the session
  /// waits is something resuming an effect, which the session must look at.
  private let onEnqueue: @Sendable () -> Void

  /// What tells one turn of the main queue from the next.
  struct Counts: Equatable {
    /// Jobs enqueued and not yet run.
    var pending = 0
    /// Jobs run.
    var executed = 0
  }

  init(onEnqueue: @escaping @Sendable () -> Void) { self.onEnqueue = onEnqueue }

  var snapshot: Counts { counts.withLock { $0 } }

  func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    counts.withLock { $0.pending += 1 }
    onEnqueue()
    DispatchQueue.main.async { [self] in
      counts.withLock {
        $0.pending -= 1
        $0.executed += 1
      }
      job.runSynchronously(on: asUnownedTaskExecutor())
    }
  }
}
