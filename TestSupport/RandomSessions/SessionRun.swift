import Testing

/// One run of a random sessions body: the session it played, whether it failed, and what it
/// threw.
///
/// A run is a test of its own — fresh dependencies and shared state, its own ``Schedule`` (the
/// session's seed picks effect orders and tags its failures) — and is either *silent*, its
/// failures collected instead of reported (while exploring and shrinking), or *reported*, its
/// failures recorded at their lines with the session's seed (the final run of the smallest
/// session).
struct SessionRun<Failure: Error> {
  let session: RandomSession
  /// The failures a silent run collected, in order.
  let failures: [String]
  let thrown: Failure?

  var failed: Bool { session.hasFailed || thrown != nil }

  /// Plays `body` once.
  static func play(
    seed: UInt64,
    steps: Int,
    source: ChoiceSource,
    silent: Bool,
    isolation: isolated (any Actor)?,
    _ body: (RandomSession) async throws(Failure) -> Void
  ) async -> SessionRun {
    let schedule = Schedule(seed: seed, tag: Message.randomSessionSeed(seed))
    let session = RandomSession(seed: seed, steps: steps, source: source, schedule: schedule)
    let silence = silent ? SilencedFailures() : nil
    let outcome = Outcome<Failure>()
    await Schedule.$current.withValue(schedule) {
      await FailureReporter.$silence.withValue(silence) {
        await TestScope.withFreshDependencies(isolation: isolation) {
          if let test = Test.current {
            await underSwiftTesting(
              session, silence: silence, test: test, outcome: outcome, isolation: isolation,
              body)
          } else {
            await ScheduleFailureObserver.install()
            await outcome.capture(isolation: isolation) { () async throws(Failure) in
              try await body(session)
            }
          }
        }
      }
    }
    return SessionRun(session: session, failures: silence?.all ?? [], thrown: outcome.error)
  }

  /// Runs `body` where every issue it records is seen: a silent run claims them all (so they
  /// fail nothing) and drops them (so they show nowhere); a reported run tags them with the
  /// seed and lets them through.
  private static func underSwiftTesting(
    _ session: RandomSession,
    silence: SilencedFailures?,
    test: Test,
    outcome: Outcome<Failure>,
    isolation: isolated (any Actor)?,
    _ body: (RandomSession) async throws(Failure) -> Void
  ) async {
    let schedule = session.schedule
    await withKnownIssue(isIntermittent: true, isolation: isolation) {
      await withoutActuallyEscaping(body) { escapable in
        _ = isolation
        let body = CallOnce<Failure> { () async throws(Failure) in try await escapable(session) }
        let handling = IssueHandlingTrait.compactMapIssues { issue in
          guard silence == nil else { return nil }
          guard issue.severity >= .error,
            !issue.comments.contains(where: { $0.rawValue.contains(schedule.tag) })
          else { return issue }
          var tagged = issue
          tagged.comments.append(Comment(rawValue: schedule.tag))
          return tagged
        }
        try? await handling.provideScope(for: test, testCase: Test.Case.current) {
          await outcome.capture(isolation: isolation, body.body)
        }
      }
    } matching: { issue in
      guard issue.severity >= .error else { return silence != nil }
      schedule.recordFailure(tagged: true)
      if let silence {
        silence.record(issue.description)
        return true
      }
      return false
    }
  }
}
