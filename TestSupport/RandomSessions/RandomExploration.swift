/// The loop behind ``withRandomSessions(_:steps:seed:isolation:fileID:filePath:line:column:_:)``:
/// plays one silent session per seed until one fails, shrinks that one, replays the smallest
/// session with its failures reported, and reports the session itself as one issue.
enum RandomExploration {
  /// What one exploration did, for the report and the benchmarks.
  struct Finding {
    let seed: UInt64
    let log: SessionLog
    let originalSteps: Int
    let reruns: Int
    let failures: [String]
  }

  static func run<Failure: Error>(
    seeds: Range<UInt64>,
    steps: Int,
    isolation: isolated (any Actor)?,
    at site: Exploration.Site,
    _ body: (RandomSession) async throws(Failure) -> Void
  ) async throws(Failure) {
    for seed in seeds {
      guard
        let (finding, final) = await explore(
          seed: seed, steps: steps, isolation: isolation, body)
      else { continue }
      site.fail(RandomSessionReport(finding).text)
      if let thrown = final.thrown { throw thrown }
      return
    }
  }

  /// Plays the session of `seed`; when it fails, shrinks it and replays the smallest session
  /// with its failures reported. `nil` when the session passes.
  static func explore<Failure: Error>(
    seed: UInt64,
    steps: Int,
    isolation: isolated (any Actor)?,
    _ body: (RandomSession) async throws(Failure) -> Void
  ) async -> (Finding, SessionRun<Failure>)? {
    let first = await SessionRun.play(
      seed: seed, steps: steps, source: .seeded(SeededGenerator(seed: seed)), silent: true,
      isolation: isolation, body)
    guard first.failed else { return nil }
    let firstLog = await first.session.log
    var shrinker = Shrinker(choices: first.session.recorded, stepStarts: firstLog.stepStarts)
    await shrinker.shrink { values in
      let run = await SessionRun.play(
        seed: seed, steps: steps, source: .replay(values, next: 0), silent: true,
        isolation: isolation, body)
      return (run.failed, run.session.recorded, await run.session.log.stepStarts)
    }
    let smallest = shrinker.choices.map(\.value)
    // The failures of the smallest session, as the silent run saw them, for the report; then
    // the same session again, reported, so each failure shows at its line.
    let silent = await SessionRun.play(
      seed: seed, steps: steps, source: .replay(smallest, next: 0), silent: true,
      isolation: isolation, body)
    let final = await SessionRun.play(
      seed: seed, steps: steps, source: .replay(smallest, next: 0), silent: false,
      isolation: isolation, body)
    var failures = silent.failures
    if let thrown = silent.thrown { failures.append("The body threw \(thrown).") }
    let finding = Finding(
      seed: seed, log: await silent.session.log, originalSteps: firstLog.steps.count,
      reruns: shrinker.reruns, failures: failures)
    return (finding, final)
  }
}
