import Dispatch
import Foundation
@_spi(Driver) import Runtime

/// What the checks at the end of a test found: a failure, or (in a non-exhaustive test that
/// shows skipped assertions) a note.
///
/// The checks read the store, so they run on the main actor; the findings are reported where
/// the store is released, so that they reach the test that released it.
enum EndOfTestFinding: Sendable {
  case failure(String, TestLocation)
  case note(String, TestLocation)

  static func report(_ findings: [EndOfTestFinding]) {
    for finding in findings {
      switch finding {
      case .failure(let message, let location): FailureReporter.fail(message, at: location)
      case .note(let message, let location): FailureReporter.note(message, at: location)
      }
    }
  }

  /// How long a store released off the main actor waits for the main actor to run its checks:
  /// ten seconds, times the `TEST_PATIENCE` environment variable when it is a whole number
  /// above 1. Scripts/tsan-check.sh sets it, because sanitized code runs several times slower
  /// and the main actor can be busy with another test's work for longer than ten seconds.
  static let mainActorWait: Duration = {
    let patience = ProcessInfo.processInfo.environment["TEST_PATIENCE"].flatMap(Int.init) ?? 1
    return .seconds(10 * max(patience, 1))
  }()

  /// Works out the findings on the main actor for a store released on another thread, waiting
  /// for the main actor up to `limit` (``mainActorWait``). If it does not get there in time, the checks
  /// never run — and that is itself the finding, so they are never skipped silently.
  ///
  /// - Parameter work: Reads the store being released. It runs on the main actor while this
  ///   function waits, or not at all: once the wait is given up, the store is gone, so the
  ///   hand-off guarantees `work` cannot start afterwards.
  static func workOutOnMainActor(
    createdAt: TestLocation,
    waiting limit: Duration = mainActorWait,
    _ work: @escaping @MainActor () -> [EndOfTestFinding]
  ) -> [EndOfTestFinding] {
    let handoff = Handoff(work)
    DispatchQueue.main.async { handoff.runIfStillWanted() }
    if let findings = handoff.wait(for: limit) { return findings }
    return [.failure(Message.endOfTestChecksCouldNotRun(waited: limit), createdAt)]
  }

  /// The hand-off between the releasing thread and the main actor.
  private final class Handoff: @unchecked Sendable {
    // Safe: `work` is only called on the main actor, inside `state`'s lock, and only while the
    // releasing thread still waits (state `.waiting`), so the store it reads is alive.
    private let work: @MainActor () -> [EndOfTestFinding]
    private let state = SanitizerVisibleLock(State.waiting)
    private let finished = DispatchSemaphore(value: 0)

    private enum State {
      case waiting
      case done([EndOfTestFinding])
      case givenUp
    }

    init(_ work: @escaping @MainActor () -> [EndOfTestFinding]) { self.work = work }

    /// On the main queue: runs the checks unless the releasing thread gave up.
    func runIfStillWanted() {
      state.withLock { state in
        guard case .waiting = state else { return }
        state = .done(
          MainActorAssumption.run(
            "The TestStore's end-of-test checks",
            onMainBecause: "workOutOnMainActor hands them to the main queue", work))
      }
      finished.signal()
    }

    /// On the releasing thread: the findings, or `nil` after giving up.
    func wait(for limit: Duration) -> [EndOfTestFinding]? {
      let nanoseconds =
        limit.components.seconds * 1_000_000_000
        + limit.components.attoseconds / 1_000_000_000
      _ = finished.wait(timeout: .now() + .nanoseconds(Int(nanoseconds)))
      return state.withLock { state in
        if case .done(let findings) = state { return findings }
        state = .givenUp
        return nil
      }
    }
  }
}

extension TestStore {
  /// What the end of the test finds, by the rules of the exhaustivity in force then — TCA's:
  /// with `.on`, actions received and not asserted, effects still running and shared changes
  /// not asserted are failures; with `.off(showSkippedAssertions: true)` the first two are
  /// notes; with `.off` nothing is reported. Every effect still running is then cancelled.
  func endOfTestFindings() -> [EndOfTestFinding] {
    defer { core.cancelAllEffects() }
    var findings: [EndOfTestFinding] = []
    if exhaustivity.isExhaustive {
      if !received.isEmpty {
        let at = received.first.flatMap { location(of: $0.origin) } ?? createdAt
        findings.append(.failure(Message.unreceivedAtEnd(received.map(\.action)), at))
      }
      for origin in runningOrigins() {
        findings.append(
          .failure(
            Message.effectStillRunning(origin: origin, context: .endOfTest),
            location(of: origin) ?? createdAt))
      }
      if let unasserted = unassertedSharedChanges(when: "The test ended") {
        findings.append(.failure(unasserted, createdAt))
      }
    } else if exhaustivity.showsSkipped {
      if !received.isEmpty {
        findings.append(
          .note(
            Message.skippedReceived(received.map(\.action), when: "when the test ended"),
            createdAt))
      }
      let running = runningOrigins()
      if !running.isEmpty {
        findings.append(
          .note(Message.skippedEffects(running, when: "when the test ended"), createdAt))
      }
    }
    sharedChanges.reset()
    return findings
  }

  /// The failure for shared values that changed since the last step and were never asserted
  /// (an effect changed them after its step was checked), or `nil` when there are none.
  func unassertedSharedChanges(when: String) -> String? {
    guard sharedChanges.hasChanges else { return nil }
    return sharedChanges.assert {
      Message.unassertedSharedChange(when: when, state: assertedState)
    }
  }
}
