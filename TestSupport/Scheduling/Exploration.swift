import Testing

/// Runs a test body once per seed, each time under its own ``Schedule``, and stops after the
/// first schedule that records a failure. ``withSchedules(_:seed:isolation:fileID:filePath:line:column:_:)``
/// and the `.schedules` traits are both this loop.
///
/// How a failure is noticed depends on the framework running the test. Under Swift Testing, a
/// known-issue scope that never claims anything sees every issue the body records that no
/// `withKnownIssue` inside the body claimed, and an issue-handling scope appends the seed to
/// each; the two together also see issues that a `withKnownIssue` *around* the exploration will
/// claim. Under XCTest, ``ScheduleFailureObserver`` counts failures, and those that cannot carry
/// the seed (XCTest's own assertions) get a closing failure that names it.
enum Exploration {
  /// Where an exploration was asked for, to attribute what it reports itself.
  enum Site {
    /// A `withSchedules` call.
    case call(TestLocation)
    /// A `.schedules` or `.schedule(seed:)` trait (Swift Testing only).
    case trait(SourceLocation)

    func fail(_ message: String) {
      switch self {
      case .call(let location): FailureReporter.fail(message, at: location)
      case .trait(let location): Issue.record(Comment(rawValue: message), sourceLocation: location)
      }
    }

    func warn(_ message: String) {
      switch self {
      case .call(let location): FailureReporter.warn(message, at: location)
      case .trait(let location):
        Issue.record(Comment(rawValue: message), severity: .warning, sourceLocation: location)
      }
    }
  }

  static func run<Failure: Error>(
    seeds: Range<UInt64>,
    isolation: isolated (any Actor)?,
    at site: Site,
    _ body: () async throws(Failure) -> Void
  ) async throws(Failure) {
    if Schedule.current != nil {
      // Inside another exploration (a test with `.schedule(seed:)` around a `withSchedules`):
      // the outer one chose the schedule, so this body runs once, under it.
      try await body()
      return
    }
    for (index, seed) in seeds.enumerated() {
      let schedule = Schedule(seed: seed)
      let thrown = await run(schedule, isolation: isolation, body)
      if let thrown {
        if !(thrown is ExpectationFailedError) {
          site.warn(Message.scheduleThrew(seed: seed, error: thrown))
        }
        throw thrown
      }
      guard schedule.failureCount == 0 else {
        if schedule.untaggedFailureCount > 0 {
          site.fail(
            Message.scheduleFailed(
              seed: seed, failures: schedule.untaggedFailureCount, explored: index + 1))
        }
        return
      }
    }
  }

  /// Runs `body` once under `schedule`; returns what it threw, if anything.
  private static func run<Failure: Error>(
    _ schedule: Schedule,
    isolation: isolated (any Actor)?,
    _ body: () async throws(Failure) -> Void
  ) async -> Failure? {
    let outcome = Outcome<Failure>()
    await Schedule.$current.withValue(schedule) {
      // Each schedule is a run of the test of its own: dependency values (an in-memory store, a
      // UUID counter) and shared state start fresh, so what one schedule did cannot change the
      // next, and a seed rerun alone behaves as it did in the exploration.
      await TestScope.withFreshDependencies(isolation: isolation) {
        if let test = Test.current {
          await runUnderSwiftTesting(
            schedule, test: test, outcome: outcome, isolation: isolation, body)
        } else {
          await ScheduleFailureObserver.install()
          await outcome.capture(isolation: isolation, body)
        }
      }
    }
    return outcome.error
  }

  private static func runUnderSwiftTesting<Failure: Error>(
    _ schedule: Schedule,
    test: Test,
    outcome: Outcome<Failure>,
    isolation: isolated (any Actor)?,
    _ body: () async throws(Failure) -> Void
  ) async {
    await withKnownIssue(isIntermittent: true, isolation: isolation) {
      await withoutActuallyEscaping(body) { escapable in
        _ = isolation
        let body = CallOnce(escapable)
        let tagging = IssueHandlingTrait.compactMapIssues { schedule.tag($0) }
        try? await tagging.provideScope(for: test, testCase: Test.Case.current) {
          await outcome.capture(isolation: isolation, body.body)
        }
      }
    } matching: { issue in
      if issue.severity >= .error { schedule.recordFailure(tagged: true) }
      return false
    }
  }
}

extension Schedule {
  /// `issue` with ``tag`` appended to its comments, for failures recorded under this schedule.
  fileprivate func tag(_ issue: Issue) -> Issue {
    guard issue.severity >= .error, !issue.comments.contains(where: { $0.rawValue.contains(tag) })
    else { return issue }
    var tagged = issue
    tagged.comments.append(Comment(rawValue: tag))
    return tagged
  }
}

/// What one run of the body threw.
final class Outcome<Failure: Error>: @unchecked Sendable {
  // Safe: written only by `capture`, which the exploration awaits before it reads `error`; the
  // two never overlap.
  private(set) var error: Failure?

  func capture(
    isolation: isolated (any Actor)?, _ body: () async throws(Failure) -> Void
  ) async {
    do { try await body() } catch { self.error = error }
  }
}

/// The test body, carried into the `@Sendable` closure Swift Testing's issue-handling scope
/// takes.
struct CallOnce<Failure: Error>: @unchecked Sendable {
  // Safe: the closure is called once, while the exploration awaits it, and on the isolation it
  // was written in (`Outcome.capture` takes that isolation), so it is never used concurrently
  // or from another actor.
  let body: () async throws(Failure) -> Void
  init(_ body: @escaping () async throws(Failure) -> Void) { self.body = body }
}
