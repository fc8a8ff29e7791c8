import Runtime

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

  static func unassertedChange(step: String, previous: Any, actual: Any) -> String {
    """
    State changed, but no change was asserted, after \(step).

    \(diff(previous, actual))

    (Before: −, After: +) Add an assertion closure that makes these changes, for example \
    `{ $0.campo = nuevoValor }` — if they are what the feature should do.
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
    """
    The test ended, but received actions were never asserted (\(count(actions.count, "action"))):

    \(bullets(actions))

    Effects sent these. Claim each with `await store.receive(…)`, or drop them explicitly with \
    `await store.skipReceivedActions()`.
    """
  }

  enum RunningContext {
    case endOfTest
    case finish(Duration)
  }

  static func effectStillRunning(origin: EffectOrigin, context: RunningContext) -> String {
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
    expected: String, timeout: Duration, running: [EffectOrigin]
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

  static func skippedEffects(_ origins: [EffectOrigin], when: String) -> String {
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

  /// "1 action", "2 actions".
  static func count(_ number: Int, _ noun: String) -> String {
    "\(number) \(noun)\(number == 1 ? "" : "s")"
  }

  static func bullets(_ actions: [Any]) -> String {
    actions.map { "  • \(Dumper.line($0))" }.joined(separator: "\n")
  }
}
