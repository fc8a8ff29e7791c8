@_spi(Driver) import Runtime

extension TestStore {
  /// Sends an action and asserts how it changes the state.
  ///
  /// ```swift
  /// await store.send(.terminoCambio("swift")) {
  ///   $0.termino = "swift"
  /// }
  /// ```
  ///
  /// The closure gets a copy of the state **before** the action (in a non-exhaustive test, the
  /// state after it) and must mutate it into the state you expect after it. Give no closure
  /// when the action changes nothing; an empty closure is a failure, because it claims there
  /// was something to assert.
  ///
  /// - Returns: a task for the effects the action started: `await tarea.cancel()` stops them.
  @discardableResult
  public func send(
    _ action: Action,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async -> TestStoreTask {
    let location = TestLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    await settle()
    // Printing an action walks it with Mirror: do it only if a message needs it.
    func description() -> String { "send(\(Dumper.line(action)))" }
    guard !isDismissed else {
      FailureReporter.fail(Message.sentAfterDismissal(step: description()), at: location)
      return TestStoreTask(origin: StoreTask(), executor: executor, timeout: timeout)
    }
    if !received.isEmpty {
      if exhaustivity.isExhaustive {
        FailureReporter.fail(
          Message.receivedBeforeSending(received.map(\.action), step: description()), at: location)
      } else {
        noteSkipped(
          Message.skippedReceived(received.map(\.action), when: "before \(description())"),
          at: location)
      }
      assertedState = received.last!.state
      received.removeAll()
    }
    let previous = assertedState
    let stackIDs = core.dependencies.stackElementID.peek()
    let (actual, origin) = process(action, at: location)
    expectState(
      previous: previous, actual: actual, assertion: updateStateToExpectedResult,
      step: description(), stackIDs: stackIDs, at: location)
    assertedState = actual
    await settle()
    return TestStoreTask(origin: origin, executor: executor, timeout: timeout)
  }

  /// Sends the payload-less action a case key path names: `await store.send(\.view.aparecio)`.
  @discardableResult
  public func send(
    _ caseKeyPath: CaseKeyPath<Action, Void>,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async -> TestStoreTask {
    await send(
      caseKeyPath(()), assert: updateStateToExpectedResult,
      fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Sends the action a case key path names with `value` as its payload:
  /// `await store.send(\.view.anadirPulsado, Producto.camiseta)`.
  @discardableResult
  public func send<Value>(
    _ caseKeyPath: CaseKeyPath<Action, Value>,
    _ value: Value,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async -> TestStoreTask {
    await send(
      caseKeyPath(value), assert: updateStateToExpectedResult,
      fileID: fileID, filePath: filePath, line: line, column: column)
  }
}
