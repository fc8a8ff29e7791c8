@_spi(Driver) import Runtime

/// The text of every TestStore failure and report. Each starts with a one-line headline,
/// then says what was expected, what happened, and what to do.
enum Message {
  static let legend = "(Expected: −, Actual: +)"

  static func diff(_ expected: Any, _ actual: Any) -> String {
    DumpDiff.text(expected, actual) ?? "  (the two print the same; compare them with ==)"
  }

  static func mismatch(step: String, expected: Any, actual: Any) -> String {
    """
    State after \(step) does not match the expected state.

    \(diff(expected, actual))

    \(legend) Each − line is what your assertion closure said; each + line is what the reducer \
    really did. Decide which is right: fix the closure, or fix the reducer.
    """
  }

  static func unassertedChange(
    step: String, previous: Any, actual: Any, sharedChanged: Bool = false
  ) -> String {
    let example =
      sharedChanged
      ? "`{ $0.campo = nuevoValor }`, or for a shared value `{ $0.$valor.withLock { … } }`"
      : "`{ $0.campo = nuevoValor }`"
    return """
      State changed, but no change was asserted, after \(step).

      \(diff(previous, actual))

      (Before: −, After: +) Add an assertion closure that makes these changes, for example \
      \(example) — if they are what the feature should do.
      """
  }

  static func noChange(step: String) -> String {
    """
    Expected a state change, but the state did not change, after \(step).

    The assertion closure mutated the state, yet the action left it as it was. If the action \
    is not supposed to change state, remove the closure; otherwise the reducer missed it.
    """
  }

  static func sentAfterDismissal(step: String) -> String {
    """
    Can't send an action to a dismissed test store: \(step).

    The feature dismissed itself (it called `dismiss`), so in the app it would be gone and \
    could not receive actions. End the test at the dismissal — `#expect(store.isDismissed)` \
    states it — or, if the feature should have stayed, find what called `dismiss`.
    """
  }

  static func receivedBeforeSending(_ actions: [Any], step: String) -> String {
    """
    Effects sent \(count(actions.count, "action")) that must be received before sending \
    \(step):

    \(bullets(actions))

    Claim each with `await store.receive(…)` first, or drop them explicitly with \
    `await store.skipReceivedActions()`.
    """
  }

  static func unreceivedAtEnd(_ actions: [Any]) -> String {
    unreceived(actions, when: "The test ended")
  }

  static func unreceived(_ actions: [Any], when: String) -> String {
    """
    \(when), but received actions were never asserted (\(count(actions.count, "action"))):

    \(bullets(actions))

    Effects sent these. Claim each with `await store.receive(…)`, or drop them explicitly with \
    `await store.skipReceivedActions()`.
    """
  }

  static func unassertedSharedChange(when: String, state: Any) -> String {
    """
    \(when) after shared state changed, but no change was asserted.

    \(diff(state, state))

    (Before: −, After: +) An effect changed a shared value after its step was checked. Assert \
    the change — `store.assert { $0.$valor.withLock { … } }` — or make the effect send an \
    action, and assert the change when you receive it.
    """
  }

  static func endOfTestChecksCouldNotRun(waited: Duration) -> String {
    """
    The end-of-test checks of this TestStore could not run: it was released off the main \
    actor, and the main actor stayed busy for \(waited).

    So nothing checked that every received action was asserted, every effect finished and \
    every shared change was asserted. Release the store on the main actor (mark the test \
    `@MainActor`), or end the test with `await store.finish()`.
    """
  }

  enum RunningContext {
    case endOfTest
    case finish(Duration)
  }

  static func effectStillRunning(origin: StoreTask, context: RunningContext) -> String {
    let started = origin.label.map { "send(\($0))" } ?? "an action"
    let place = origin.location.map { " at \($0)" } ?? ""
    let headline: String
    switch context {
    case .endOfTest:
      headline = "The test ended while an effect is still running: started by \(started)\(place)."
    case .finish(let timeout):
      headline =
        "An effect is still running after waiting \(timeout): started by \(started)\(place)."
    }
    return """
      \(headline)

      A test must end with every effect finished, so nothing the feature starts is left behind. \
      Send the action that stops it, cancel the task `send` returned (`await tarea.cancel()`), \
      wait for it (`await store.finish()`), or give up on it explicitly \
      (`await store.skipInFlightEffects()`). If it waits on time, give the feature a TestClock \
      and advance it.
      """
  }

  static func receiveMismatch(
    expected: String, received: Any, detail: String?, laterPosition: Int?
  ) -> String {
    var text = "Expected to receive \(expected), but received \(Dumper.line(received))."
    if let detail { text += "\n\n\(detail)" }
    if let laterPosition {
      text +=
        "\n\n\(expected) is further back in the queue: \(laterPosition) action"
        + "\(laterPosition == 1 ? "" : "s") arrived before it. Receive those first (effects' "
        + "actions must be claimed in the order they arrived), or skip them with "
        + "`await store.skipReceivedActions()` in a non-exhaustive stretch."
    } else {
      text +=
        "\n\nThe received action was consumed. Receive actions in the order effects send them."
    }
    return text
  }

  static func nothingReceived(
    expected: String, timeout: Duration, running: [StoreTask]
  )
    -> String
  {
    if running.isEmpty {
      return """
        Expected to receive \(expected), but no action was received, and no effect is running \
        that could send one.

        Check that the action you sent returns an effect that sends \(expected).
        """
    }
    let list = running.map { origin in
      "  • the effect started by "
        + (origin.label.map { "send(\($0))" } ?? "an action")
        + (origin.location.map { " at \($0)" } ?? "")
    }.joined(separator: "\n")
    return """
      Expected to receive \(expected), but no action was received within \(timeout).

      Still running:
      \(list)

      If the effect waits on time, give the feature a TestClock (`$0.continuousClock = reloj`) \
      and advance it (`await reloj.advance(by: …)`) before receiving. A longer timeout only \
      makes a flaky test slower.
      """
  }

  static func noMatch(expected: String, queued: [Any]) -> String {
    """
    Expected to receive \(expected), but no action was received that matches it; \
    \(queued.isEmpty ? "none arrived." : "these arrived and none matched:")
    \(queued.isEmpty ? "" : "\n" + bullets(queued) + "\n")
    Nothing was consumed.
    """
  }

  static func nothingToSkip(_ what: String) -> String {
    """
    There was nothing to skip: no \(what).

    Remove the call, or pass `strict: false` if there may or may not be something to skip.
    """
  }

  static func skippedChanges(
    step: String, previous: Any, actual: Any, hadAssertion: Bool
  )
    -> String
  {
    """
    Skipped assertions: \(step) changed state \
    \(hadAssertion ? "(your closure asserted part of it)" : "that was not asserted"):

    \(diff(previous, actual))

    (Before: −, After: +) Not a failure: exhaustivity is off. Promote anything important to an \
    assertion.
    """
  }

  static func skippedReceived(_ actions: [Any], when: String) -> String {
    """
    Skipped received actions \(when):

    \(bullets(actions))

    Not a failure: exhaustivity is off.
    """
  }

  static func skippedEffects(_ origins: [StoreTask], when: String) -> String {
    let list = origins.map { origin in
      "  • " + (origin.label.map { "send(\($0))" } ?? "an action")
        + (origin.location.map { " at \($0)" } ?? "")
    }.joined(separator: "\n")
    return """
      Skipped effects still running (\(when)), started by:

      \(list)

      Not a failure: exhaustivity is off.
      """
  }

  // MARK: - Schedules

  /// The sentence that ends every failure recorded under a schedule: it names the seed and how
  /// to rerun just that schedule.
  static func scheduleSeed(_ seed: UInt64) -> String {
    let rerun =
      "Rerun just this schedule with `@Test(.schedule(seed: \(seed)))`, or with "
      + "`withSchedules(1, seed: \(seed)) { … }` where the exploration is."
    guard seed != 0 else {
      return "Recorded under schedule seed 0, the order without exploration (first in, first "
        + "out). " + rerun
    }
    return "Recorded under schedule seed \(seed), one of the orders in which effects running at "
      + "the same time can finish. If only the test assumed an order, receive those actions with "
      + "`receive(inAnyOrder:)`; if the feature depends on it, make the answers commute or "
      + "serialize them. " + rerun
  }

  /// Recorded after a schedule whose failures could not carry the seed themselves (XCTest's
  /// own assertions).
  static func scheduleFailed(seed: UInt64, failures: Int, explored: Int) -> String {
    """
    Schedule seed \(seed) failed: \(count(failures, "failure")) above came from it (it was \
    schedule \(explored) of the exploration, which stopped there).

    Effects that run at the same time may finish in any order; this order broke the test. \
    Rerun just this schedule with `withSchedules(1, seed: \(seed)) { … }` and make the feature's \
    answers commute, or serialize them; if only the test assumed the order, receive with \
    `receive(inAnyOrder:)`.
    """
  }

  /// Recorded, as a warning, when the body threw under a schedule: the error goes on unchanged
  /// to the caller, and this says which schedule threw it.
  static func scheduleThrew(seed: UInt64, error: any Error) -> String {
    "The body threw under schedule seed \(seed): \(error). Exploration stopped; the error is "
      + "rethrown as it is. " + scheduleSeed(seed)
  }

  static func noSchedules(count: Int) -> String {
    """
    withSchedules(\(count)) explores no schedule: the count must be at least 1.

    Pass how many schedules to run, for example `withSchedules(50) { … }`; seed 0 is the order \
    without exploration.
    """
  }

  /// "1 action", "2 actions".
  static func count(_ number: Int, _ noun: String) -> String {
    "\(number) \(noun)\(number == 1 ? "" : "s")"
  }

  static func bullets(_ actions: [Any]) -> String {
    actions.map { "  • \(Dumper.line($0))" }.joined(separator: "\n")
  }
}

extension Message {
  /// The sentence that ends every failure recorded in a random session: the seed and how to
  /// rerun just that session.
  static func randomSessionSeed(_ seed: UInt64) -> String {
    "Recorded in random session seed \(seed). Rerun just this session with "
      + "`@Test(.randomSession(seed: \(seed)))`, or with `withRandomSessions(1, seed: \(seed)) { … }`."
  }

  /// Recorded when `withRandomSessions` is asked for no sessions.
  static func noRandomSessions(count: Int) -> String {
    """
    withRandomSessions(\(count)) plays no session: the count must be at least 1.
    Pass how many sessions to play, for example `withRandomSessions(100) { session in … }`.
    """
  }
}
