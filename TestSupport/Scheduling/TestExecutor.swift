import Dispatch
import Runtime
import Synchronization

/// Runs a test store's effect tasks one job at a time on the main actor's queue, so their
/// interleaving is the same on every run, and knows when they have nothing left to do.
///
/// Effect tasks are started with this executor as their preference (child tasks and task groups
/// inherit it). Each job is forwarded to the main queue as its own block — never run nested
/// inside another job — and counted, so ``settle(activity:deadline:)`` can tell when no runnable
/// work remains instead of guessing with a fixed number of yields.
///
/// > Note: an unstructured `Task { }` created inside an effect does not inherit an executor
/// > preference and runs on the global pool; waits on it fall back to the store's `timeout`.
package final class TestExecutor: TaskExecutor, @unchecked Sendable {
  // Safe: the only mutable state is `counts`, guarded by its Mutex; `activity` is set once on
  // the main actor before any job runs and only read there.
  private let counts = Mutex(Counts())
  private nonisolated(unsafe) var activityProbe: (@MainActor () -> Int)?

  private struct Counts {
    var pending = 0
    var executed = 0
  }

  /// The executor of the test step in progress; effect tasks and test clock sleepers inherit
  /// it, so a clock knows whose work to settle.
  @TaskLocal package static var current: TestExecutor?

  package init() {}

  /// Sets how to read the owner's activity counter (the effect registry's), which counts work
  /// done on the main actor on behalf of effects.
  @MainActor package func setActivityProbe(_ probe: @escaping @MainActor () -> Int) {
    activityProbe = probe
  }

  package func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    counts.withLock { $0.pending += 1 }
    DispatchQueue.main.async { [self] in
      counts.withLock {
        $0.pending -= 1
        $0.executed += 1
      }
      job.runSynchronously(on: asUnownedTaskExecutor())
    }
  }

  /// Whether no job is waiting to run.
  package var isIdle: Bool { counts.withLock { $0.pending == 0 } }

  /// Lets the effects run until none of them can make progress: no job is queued, and a full
  /// turn of the main queue ran none of their jobs and changed nothing in the registry.
  ///
  /// - Parameter deadline: a guard against effects that never stop (a busy loop); reaching it
  ///   returns without settling.
  @MainActor
  package func settle(until deadline: ContinuousClock.Instant) async {
    while true {
      let before = snapshot()
      await Task.yield()
      let after = snapshot()
      if after.pending == 0, after.executed == before.executed, after.activity == before.activity {
        return
      }
      if ContinuousClock.now >= deadline { return }
    }
  }

  @MainActor
  private func snapshot() -> (pending: Int, executed: Int, activity: Int) {
    let counts = self.counts.withLock { $0 }
    return (counts.pending, counts.executed, activityProbe?() ?? 0)
  }
}
