@_spi(Driver) import Runtime

extension TestStore {
  /// Waits until every running effect has finished — a flow whose end is part of what the test
  /// proves — then checks what the end of the test would check.
  ///
  /// ```swift
  /// await store.send(.guardarPulsado)
  /// await store.finish()
  /// ```
  ///
  /// As TCA's: first, actions effects sent that were not received yet fail the test; then it
  /// waits up to `timeout` of real time for the running effects, and fails, naming each one
  /// still running; last, a shared value that changed after its step was checked fails the
  /// test. In a non-exhaustive test none of these is a failure (with `showSkippedAssertions`,
  /// each is reported as skipped) — only waiting is left.
  ///
  /// - Parameters:
  ///   - timeout: How much real time to wait; `nil` (the default) is the store's ``timeout``.
  ///   - fileID: The file where a failure is reported: this call; leave the default.
  ///   - filePath: The full path of that file; leave the default.
  ///   - line: The line where a failure is reported: this call; leave the default.
  ///   - column: The column where a failure is reported: this call; leave the default.
  ///
  /// > Important: an effect that waits on a ``TestClock`` never finishes by waiting: advance
  /// > the clock first.
  public func finish(
    timeout: Duration? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let location = TestLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    await settle()
    if !received.isEmpty {
      if exhaustivity.isExhaustive {
        FailureReporter.fail(
          Message.unreceived(received.map(\.action), when: "finish() was called"), at: location)
      } else {
        noteSkipped(
          Message.skippedReceived(received.map(\.action), when: "when finish() was called"),
          at: location)
      }
    }
    let limit = timeout ?? self.timeout
    guard await wait(timeout: limit, until: { !hasRunningEffects }) else {
      if exhaustivity.isExhaustive {
        for origin in runningOrigins() {
          FailureReporter.fail(
            Message.effectStillRunning(origin: origin, context: .finish(limit)), at: location)
        }
      } else {
        noteSkipped(
          Message.skippedEffects(runningOrigins(), when: "after finish() waited \(limit)"),
          at: location)
      }
      return
    }
    if exhaustivity.isExhaustive,
      let unasserted = unassertedSharedChanges(when: "finish() ended")
    {
      FailureReporter.fail(unasserted, at: location)
    }
    sharedChanges.reset()
  }

  /// Drops the actions effects have sent that were not received yet, applying their state
  /// changes, and says so in the test — an explicit, local waiver.
  ///
  /// - Parameters:
  ///   - strict: Whether having nothing to skip is a failure. By default it is in an
  ///     exhaustive test and is not in a non-exhaustive one.
  ///   - fileID: The file where a failure is reported: this call; leave the default.
  ///   - filePath: The full path of that file; leave the default.
  ///   - line: The line where a failure is reported: this call; leave the default.
  ///   - column: The column where a failure is reported: this call; leave the default.
  public func skipReceivedActions(
    strict: Bool? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let location = TestLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    await settle()
    guard let last = received.last else {
      if strict ?? exhaustivity.isExhaustive {
        FailureReporter.fail(Message.nothingToSkip("received actions"), at: location)
      }
      return
    }
    noteSkipped(
      Message.skippedReceived(received.map(\.action), when: "by skipReceivedActions()"),
      at: location)
    assertedState = last.state
    received.removeAll()
  }

  /// Cancels every effect still running and says so in the test — an explicit, local waiver.
  /// Whatever they would have sent is never sent.
  ///
  /// - Parameters:
  ///   - strict: Whether having nothing to skip is a failure. By default it is in an
  ///     exhaustive test and is not in a non-exhaustive one.
  ///   - fileID: The file where a failure is reported: this call; leave the default.
  ///   - filePath: The full path of that file; leave the default.
  ///   - line: The line where a failure is reported: this call; leave the default.
  ///   - column: The column where a failure is reported: this call; leave the default.
  public func skipInFlightEffects(
    strict: Bool? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let location = TestLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    await settle()
    let running = runningOrigins()
    guard !running.isEmpty else {
      if strict ?? exhaustivity.isExhaustive {
        FailureReporter.fail(Message.nothingToSkip("effects in flight"), at: location)
      }
      return
    }
    noteSkipped(
      Message.skippedEffects(running, when: "cancelled by skipInFlightEffects()"), at: location)
    core.cancelAllEffects()
    await settle()
  }

  /// Asserts the state without sending anything.
  ///
  /// ```swift
  /// store.assert {
  ///   $0.sesion = nil
  /// }
  /// ```
  ///
  /// In an exhaustive test the closure must leave the state as it is — except for shared
  /// values an effect changed since the last step, which it asserts here
  /// (`$0.$valor.withLock { … }`). In a non-exhaustive test the actions effects sent are applied
  /// first, so you assert the state accumulated so far.
  public func assert(
    _ updateStateToExpectedResult: (_ state: inout State) throws -> Void,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let location = TestLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    if !exhaustivity.isExhaustive, let last = received.last {
      noteSkipped(
        Message.skippedReceived(received.map(\.action), when: "before assert"), at: location)
      assertedState = last.state
      received.removeAll()
    }
    sharedChanges.assert {
      defer { sharedChanges.reset() }
      // Non-exhaustive: the closure starts from the shared values as they are now.
      if !exhaustivity.isExhaustive { sharedChanges.reset() }
      var expected = assertedState
      guard runAssertion(updateStateToExpectedResult, on: &expected, at: location) else {
        return
      }
      if expected != assertedState {
        FailureReporter.fail(
          Message.mismatch(step: "assert", expected: expected, actual: assertedState),
          at: location)
      }
    }
  }

  /// Runs `operation` with `exhaustivity` set, then restores it.
  @discardableResult
  public func withExhaustivity<R>(
    _ exhaustivity: Exhaustivity, operation: () throws -> R
  ) rethrows -> R {
    let saved = self.exhaustivity
    self.exhaustivity = exhaustivity
    defer { self.exhaustivity = saved }
    return try operation()
  }

  /// Runs the async `operation` with `exhaustivity` set, then restores it.
  @discardableResult
  public func withExhaustivity<R>(
    _ exhaustivity: Exhaustivity, operation: () async throws -> R
  ) async rethrows -> R {
    let saved = self.exhaustivity
    self.exhaustivity = exhaustivity
    defer { self.exhaustivity = saved }
    return try await operation()
  }
}
