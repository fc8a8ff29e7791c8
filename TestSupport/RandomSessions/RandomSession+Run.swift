@_spi(Driver) import Runtime
import TestSource

extension RandomSession {
  /// How far a step that moves time advances the clock, shortest first (shrinking prefers
  /// the shorter waits).
  static let waits: [Duration] = [
    .milliseconds(100), .milliseconds(500), .seconds(1), .seconds(2), .seconds(5), .seconds(30),
  ]

  /// Plays up to ``steps`` steps on `store`, checking `invariant` after each.
  ///
  /// Each step is one of:
  /// - **send** an action drawn from what `actions` gives for the current state (`nil` entries
  ///   are actions not possible now; when none is possible, the step lets effects settle);
  /// - **advance the clock** by a drawn duration, from a tenth of a second to half a minute —
  ///   when the store's `continuousClock` dependency is a ``TestClock``, the one the session
  ///   moves (without one, no step moves time);
  /// - **let effects settle**: run until none has anything left to do.
  ///
  /// Effects run in an order drawn from the session's seed, as under
  /// ``withSchedules(_:seed:isolation:fileID:filePath:line:column:_:)``. The session is not
  /// exhaustive: it asserts nothing about what each action does — that is what `invariant` is
  /// for — so it sets the store's ``TestStore/exhaustivity`` to `.off` while it plays, and
  /// records the actions effects sent so the test it prints can `receive` them. When it ends,
  /// effects still running are cancelled and the store's exhaustivity is restored.
  ///
  /// The session ends at the first failure: an `#expect` or `XCTAssert` in `invariant`, a
  /// failure of the store (an unimplemented dependency, an effect's unhandled error), or any
  /// other issue recorded during the step. Failures are recorded as issues; `run` does not
  /// throw.
  ///
  /// - Parameters:
  ///   - store: The store to play on, created in the session's body.
  ///   - actions: What a person can do in a state. List the common actions first: shrinking
  ///     prefers earlier ones.
  ///   - invariant: What must hold after every step, asserted with `#expect`, `XCTAssert` or
  ///     anything that records an issue.
  ///   - fileID: Where failures of the session's sends are reported; leave the default.
  ///   - filePath: The full path of that file; leave the default.
  ///   - line: The line failures of the session's sends are reported at; leave the default.
  ///   - column: The column failures of the session's sends are reported at; leave the default.
  @MainActor
  public func run<State: Equatable, Action>(
    _ store: TestStore<State, Action>,
    actions: (State) -> [Action?],
    invariant: (State) -> Void,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let clock = store.dependencies.continuousClock as? TestClock<Duration>
    let exhaustivity = store.exhaustivity
    store.exhaustivity = .off
    store.claimReceived()
    log.reducerName = store.reducerName
    log.initialState = Dumper.snapshot(store.state)
    log.hasClock = clock != nil
    // Sends, and one in six each for the clock and for settling; without a clock, one in five
    // settles.
    let kinds = clock == nil ? 5 : 6
    for _ in 0..<steps {
      if isExhausted || hasFailed { break }
      log.stepStarts.append(recordedCount)
      _ = takeDrawn()
      let kind = draw(below: kinds, role: .stepKind)
      var step: SessionLog.Step
      let possible = kind < 4 ? actions(store.state).compactMap { $0 } : []
      if !possible.isEmpty {
        let action = possible[draw(below: possible.count, role: .action)]
        let before = Dumper.snapshot(store.state)
        await store.send(
          action, fileID: fileID, filePath: filePath, line: line, column: column)
        step = SessionLog.Step(
          kind: .send(action, before: before, after: Dumper.snapshot(store.state)))
      } else if kind == 4, let clock {
        let wait = Self.waits[draw(below: Self.waits.count, role: .wait)]
        await clock.advance(by: wait)
        step = SessionLog.Step(kind: .advance(wait))
      } else {
        await store.settle()
        step = SessionLog.Step(kind: .settle)
      }
      step.drawn = takeDrawn()
      store.claimReceived(into: &step)
      log.steps.append(step)
      if !hasFailed {
        invariant(store.state)
        log.steps[log.steps.count - 1].drawn += takeDrawn()
      }
      if hasFailed, log.failedAtStep == nil { log.failedAtStep = log.steps.count - 1 }
    }
    log.endedWithEffectsRunning = store.hasRunningEffects
    store.core.cancelAllEffects()
    await store.settle()
    store.claimReceived()
    store.exhaustivity = exhaustivity
  }
}

extension TestStore {
  /// Takes the actions effects sent since the last step, as a session step's `receive`s, and
  /// moves the asserted state past them.
  fileprivate func claimReceived(into step: inout SessionLog.Step) {
    guard !received.isEmpty else { return }
    // Snapshots: a shared value is written as it was here, not as the session left it.
    var before: Any = Dumper.snapshot(state)
    for action in received {
      let after = Dumper.snapshot(action.state)
      step.received.append((action.action, before, after))
      before = after
    }
    claimReceived()
  }

  /// Claims the actions effects sent since the last step without recording them.
  fileprivate func claimReceived() {
    if let last = received.last { assertedState = last.state }
    received.removeAll()
    // What effects did to shared values is the session's too: nothing is left to assert.
    sharedChanges.reset()
  }
}
