import Runtime
import TestSource

/// The one issue a failing random session is reported as: its seed, the smallest session
/// that still fails, step by step, how to rerun it, and the session as a `TestStore` test.
///
/// ```text
/// random session seed 7 failed; minimal session: 2 steps (shrunk from 23 steps in 61 reruns)
///
///   1. send .anadir(.camiseta)
///   2. send .quitar(.camiseta)
///
/// It failed at step 2: Expectation failed: …
/// …
/// ```
struct RandomSessionReport {
  let finding: RandomExploration.Finding

  init(_ finding: RandomExploration.Finding) { self.finding = finding }

  var text: String {
    let log = finding.log
    let seed = finding.seed
    var lines = [
      "random session seed \(seed) failed; minimal session: \(log.steps.count) "
        + "\(log.steps.count == 1 ? "step" : "steps") (shrunk from \(finding.originalSteps) steps "
        + "in \(finding.reruns) \(finding.reruns == 1 ? "rerun" : "reruns"))",
      "",
    ]
    lines += stepList
    lines.append("")
    let at = log.failedAtStep.map { "at step \($0 + 1)" } ?? "when the session ended"
    if let failure = finding.failures.first {
      let headline = failure.split(separator: "\n", omittingEmptySubsequences: true).first
      lines.append("It failed \(at): \(headline.map(String.init) ?? failure)")
    } else {
      lines.append("It failed \(at).")
    }
    lines.append(
      "The smallest session's own failures are reported at their lines, each naming this seed.")
    lines.append("")
    lines.append(
      "Rerun just this session: give the test the trait `.randomSession(seed: \(seed))` — "
        + "`@Test(.randomSession(seed: \(seed)))` — or call `withRandomSessions(1, seed: \(seed))`."
    )
    lines.append("")
    lines.append(
      "The session as a TestStore test (it asserts what happened; add the assertion that "
        + "failed where it failed):")
    lines.append("")
    return (lines + test).joined(separator: "\n")
  }

  /// The steps, one per line, numbered; what effects sent and dependencies drew, under them.
  var stepList: [String] {
    finding.log.steps.enumerated().flatMap { index, step in
      let headline: String
      switch step.kind {
      case .send(let action, _, _): headline = "send \(Dumper.line(action))"
      case .advance(let wait): headline = "advance the clock by \(SwiftSource.duration(wait))"
      case .settle: headline = "let effects settle"
      }
      return ["  \(index + 1). \(headline)"]
        + step.drawn.map { "     a dependency drew \($0)" }
        + step.received.map { "     received \(Dumper.line($0.action))" }
    }
  }

  /// The session as a Swift Testing test, written as the session recorder's test generator
  /// writes its steps.
  var test: [String] {
    let log = finding.log
    let source = SwiftSource()
    var body = SourceWriter(indent: 2)
    if log.hasClock { body.line("let clock = TestClock()") }
    if let initialState = log.initialState {
      body.doc(
        .prefixed("let store = TestStore(initialState: ", source.doc(initialState)),
        suffix: ") {")
    } else {
      body.line("let store = TestStore(initialState: \(log.reducerName).State()) {")
    }
    body.line("  \(log.reducerName)()")
    body.block("} withDependencies:") { body in
      if log.hasClock { body.line("$0.continuousClock = clock") }
      body.line("// The other dependencies of the random session's test.")
    }
    for (index, step) in log.steps.enumerated() {
      switch step.kind {
      case .send(let action, let before, let after):
        body.step(TestStep<Any, Any>.send(action, before: before, after: after), source: source)
      case .advance(let wait):
        body.step(TestStep<Any, Any>.advance(by: wait), source: source, clock: "clock")
      case .settle:
        break
      }
      for drawn in step.drawn { body.line("// A dependency drew \(drawn) from the session.") }
      for received in step.received {
        body.step(
          TestStep<Any, Any>.receive(
            received.action, before: received.before, after: received.after),
          source: source)
      }
      if index == log.failedAtStep {
        body.line("// The random session failed here.")
      }
    }
    if log.endedWithEffectsRunning { body.line("await store.skipInFlightEffects()") }
    var file = SourceWriter()
    file.line("@Test")
    file.block("func minimalSession() async") { $0.lines += body.lines }
    return file.lines
  }
}
