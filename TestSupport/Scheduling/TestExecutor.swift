import Dispatch
import Runtime
import Synchronization

/// Runs a test store's effect tasks one job at a time on the main actor's queue, so their
/// interleaving is the same on every run, and knows when they have nothing left to do.
///
/// Effect tasks are started with this executor as their preference (child tasks and task groups
/// inherit it). Each job is forwarded to the main queue as its own block — never run nested
/// inside another job — and counted, so ``settle(until:)`` can tell when no runnable
/// work remains instead of guessing with a fixed number of yields.
///
/// Without a schedule (or under seed 0) each block runs the job it was enqueued for: first in,
/// first out. Under a schedule with another seed, jobs wait in ``ReadyJobs`` and each block runs
/// one of those ready, drawn from the schedule's generator — one block per job either way, so
/// the counting below does not change.
///
/// > Note: an unstructured `Task { }` created inside an effect does not inherit an executor
/// > preference and runs on the global pool; waits on it fall back to the store's `timeout`.
package final class TestExecutor: TaskExecutor, @unchecked Sendable {
  // Safe: the only mutable state is `state`, guarded by its Mutex; `activityProbe` is set once
  // on the main actor before any job runs and only read there.
  private let state: Mutex<State>
  private nonisolated(unsafe) var activityProbe: (@MainActor () -> Int)?

  private struct State {
    var pending = 0
    var executed = 0
    /// The jobs waiting for a block, when a seeded schedule picks the order; `nil` for FIFO.
    var ready: ReadyJobs?
  }

  /// The executor of the test step in progress; effect tasks and test clock sleepers inherit
  /// it, so a clock knows whose work to settle.
  @TaskLocal package static var current: TestExecutor?

  /// An executor for one test store; under a seeded `schedule`, it picks among ready jobs with
  /// a generator the schedule hands out.
  init(schedule: Schedule? = nil) {
    state = Mutex(State(ready: schedule?.makeJobGenerator().map(ReadyJobs.init(generator:))))
  }

  /// Sets how to read the owner's activity counter (the effect registry's), which counts work
  /// done on the main actor on behalf of effects.
  @MainActor package func setActivityProbe(_ probe: @escaping @MainActor () -> Int) {
    activityProbe = probe
  }

  package func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    state.withLock {
      $0.pending += 1
      $0.ready?.append(job)
    }
    DispatchQueue.main.async { [self] in
      let next = state.withLock {
        $0.pending -= 1
        $0.executed += 1
        return $0.ready?.take() ?? job
      }
      next.runSynchronously(on: asUnownedTaskExecutor())
    }
  }

  /// Whether no job is waiting to run.
  package var isIdle: Bool { state.withLock { $0.pending == 0 } }

  /// Lets the effects run until none of them can make progress: no job is queued, and a full
  /// turn of the main queue ran none of their jobs and changed nothing in the registry.
  ///
  /// - Parameter deadline: a guard against effects that never stop (a loop that yields
  ///   forever); see ``Settling``.
  @MainActor
  package func settle(until deadline: ContinuousClock.Instant) async {
    await withUnsafeContinuation { (continuation: UnsafeContinuation<Void, Never>) in
      whenSettled(until: deadline) { continuation.resume() }
    }
  }

  /// Calls `then`, on the main queue, once the effects have settled. It takes its turns of the
  /// main queue as plain blocks, so a caller that is itself main-queue work (the test clock
  /// waking sleepers one by one) settles without a task switch per turn.
  @MainActor
  package func whenSettled(
    until deadline: ContinuousClock.Instant, then: @escaping @MainActor () -> Void
  ) {
    Settling(deadline: deadline, progress: snapshot, then: then).start()
  }

  /// What tells one turn from the next: jobs queued, jobs run, and the owner's activity.
  struct Progress: Equatable {
    var pending: Int
    var executed: Int
    var activity: Int
  }

  @MainActor
  private func snapshot() -> Progress {
    let (pending, executed) = state.withLock { ($0.pending, $0.executed) }
    return Progress(pending: pending, executed: executed, activity: activityProbe?() ?? 0)
  }
}
