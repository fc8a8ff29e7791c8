/// Picks which of the ready effect jobs a ``SettlingExecutor`` runs next.
///
/// A test that explores schedules gives one drawn from a seeded generator, so each seed is one
/// interleaving of the effects, the same on every run:
///
/// ```swift
/// struct Sorteo: JobOrder {
///   var generator: SystemRandomNumberGenerator
///   mutating func pick(among count: Int) -> Int { Int.random(in: 0..<count, using: &generator) }
/// }
/// ```
///
/// A task has at most one job ready at a time, so whatever the order, each effect's own code
/// still runs in program order; only the interleaving of different effects changes.
@_spi(Driver)
public protocol JobOrder: Sendable {
  /// The index, in `0 ..< count`, of the ready job to run next. Called only when more than one
  /// job is ready, under the executor's lock.
  mutating func pick(among count: Int) -> Int
}

/// The effect jobs that are ready to run, under a ``JobOrder``: a pure state machine the
/// executor applies under its lock.
struct ReadyJobs {
  private var jobs: [UnownedJob] = []
  private var order: any JobOrder

  init(order: any JobOrder) { self.order = order }

  /// Adds a job that became ready.
  mutating func append(_ job: UnownedJob) { jobs.append(job) }

  /// Removes and returns the job to run next: the only one, or the one the order picks when
  /// more than one is ready. Call only when a job is ready.
  mutating func take() -> UnownedJob {
    precondition(!jobs.isEmpty, "a job block ran with no job ready")
    if jobs.count > 1 {
      jobs.swapAt(order.pick(among: jobs.count), jobs.count - 1)
    }
    return jobs.removeLast()
  }
}
