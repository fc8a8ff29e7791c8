/// The effect jobs of one test store that are ready to run, under a schedule that picks among
/// them at random.
///
/// A pure state machine: ``TestExecutor`` applies it under its lock. A task has at most one job
/// ready at a time, so whatever order jobs are taken in, each effect's own code still runs in
/// program order; only the interleaving of different effects changes.
struct ReadyJobs {
  private var jobs: [UnownedJob] = []
  private var generator: SeededGenerator

  init(generator: SeededGenerator) { self.generator = generator }

  /// Adds a job that became ready.
  mutating func append(_ job: UnownedJob) { jobs.append(job) }

  /// Removes and returns the job to run next: the only one, or one drawn from the generator when
  /// more than one is ready. Call only when a job is ready.
  mutating func take() -> UnownedJob {
    precondition(!jobs.isEmpty, "a job block ran with no job ready")
    if jobs.count > 1 {
      jobs.swapAt(generator.next(below: jobs.count), jobs.count - 1)
    }
    return jobs.removeLast()
  }
}
