@_spi(Driver) import Runtime

extension TestStore {
  /// Claims the next action an effect sent, which must be `expected`, and asserts how it
  /// changed the state.
  ///
  /// ```swift
  /// await store.receive(.resultados([.demo])) {
  ///   $0.cargando = false
  ///   $0.items = [.demo]
  /// }
  /// ```
  ///
  /// In a non-exhaustive test, actions before the first one that matches are skipped (their
  /// state changes applied). If no matching action arrives — after waiting up to `timeout` of
  /// real time while effects are still running — the test fails in every mode.
  public func receive(
    _ expected: Action,
    timeout: Duration? = nil,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async where Action: Equatable {
    await receiveAction(
      description: Dumper.line(expected),
      matches: { $0 == expected },
      detail: { received in
        guard sameCase(received, expected) else { return nil }
        return "The payloads differ:\n\n\(Message.diff(expected, received))\n\n\(Message.legend)"
      },
      timeout: timeout, assertion: updateStateToExpectedResult,
      at: TestLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Claims the next action an effect sent, which must satisfy `isMatching`.
  ///
  /// ```swift
  /// await store.receive { accion in
  ///   if case .datosRecibidos(let items) = accion { return items.count == 1 }
  ///   return false
  /// }
  /// ```
  public func receive(
    _ isMatching: (_ action: Action) -> Bool,
    timeout: Duration? = nil,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await receiveAction(
      description: "an action matching the predicate",
      matches: isMatching,
      detail: { _ in nil },
      timeout: timeout, assertion: updateStateToExpectedResult,
      at: TestLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Claims the next action an effect sent, which must be the case `caseKeyPath` names,
  /// whatever its payload: `await store.receive(\.busquedaIniciada) { $0.cargando = true }`.
  public func receive<Value>(
    _ caseKeyPath: CaseKeyPath<Action, Value>,
    timeout: Duration? = nil,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let path = AnyCasePath(caseKeyPath)
    await receiveAction(
      description: caseKeyPath.caseName(),
      matches: { path.extract(from: $0) != nil },
      detail: { _ in nil },
      timeout: timeout, assertion: updateStateToExpectedResult,
      at: TestLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Claims the next action an effect sent, which must be the case `caseKeyPath` names with
  /// exactly `value` as its payload: `await store.receive(\.datosRecibidos, [.demo])`.
  public func receive<Value: Equatable>(
    _ caseKeyPath: CaseKeyPath<Action, Value>,
    _ value: Value,
    timeout: Duration? = nil,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let path = AnyCasePath(caseKeyPath)
    await receiveAction(
      description: "\(caseKeyPath.caseName())(\(Dumper.line(value)))",
      matches: { path.extract(from: $0) == value },
      detail: { received in
        guard let payload = path.extract(from: received) else { return nil }
        return "The payloads differ:\n\n\(Message.diff(value, payload))\n\n\(Message.legend)"
      },
      timeout: timeout, assertion: updateStateToExpectedResult,
      at: TestLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Claims the next `expected.count` actions, in whatever order they arrived, and asserts the
  /// state after the last of them.
  ///
  /// Use it for actions of truly concurrent effects — two requests in a `.merge` — whose order
  /// the feature does not depend on:
  ///
  /// ```swift
  /// await store.receive(inAnyOrder: [.perfilCargado(perfil), .avisosCargados(avisos)]) {
  ///   $0.perfil = perfil
  ///   $0.avisos = avisos
  /// }
  /// ```
  ///
  /// > Important: if the feature's result depends on the order, fix the feature instead: make
  /// > the responses commute, or serialize them.
  public func receive(
    inAnyOrder expected: [Action],
    timeout: Duration? = nil,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async where Action: Equatable {
    await receiveUnordered(
      expected.map { expected in (Dumper.line(expected), { $0 == expected }) },
      timeout: timeout, assertion: updateStateToExpectedResult,
      at: TestLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Claims the next actions, one per case key path, in whatever order they arrived.
  public func receive(
    inAnyOrder expected: [PartialCaseKeyPath<Action>],
    timeout: Duration? = nil,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await receiveUnordered(
      expected.map { keyPath in
        let step = Case<Action>()[keyPath: keyPath] as? any CaseStep
        return (keyPath.partialCaseName(), { step?._caseMatches($0) ?? false })
      },
      timeout: timeout, assertion: updateStateToExpectedResult,
      at: TestLocation(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  // MARK: - Machinery

  func receiveAction(
    description: @autoclosure () -> String,
    matches: (Action) -> Bool,
    detail: (Action) -> String?,
    timeout: Duration?,
    assertion: ((inout State) throws -> Void)?,
    at location: TestLocation
  ) async {
    // Printing walks values with Mirror: do it only if a message needs it.
    func step() -> String { "receive(\(description()))" }
    if exhaustivity.isExhaustive {
      guard await wait(timeout: timeout, until: { !received.isEmpty }) else {
        FailureReporter.fail(
          Message.nothingReceived(
            expected: description(), timeout: timeout ?? self.timeout, running: runningOrigins()),
          at: location)
        return
      }
      let next = received.removeFirst()
      let previous = assertedState
      defer { assertedState = next.state }
      guard matches(next.action) else {
        let later = received.firstIndex { matches($0.action) }.map { $0 + 1 }
        FailureReporter.fail(
          Message.receiveMismatch(
            expected: description(), received: next.action, detail: detail(next.action),
            laterPosition: later),
          at: location)
        return
      }
      expectState(
        previous: previous, actual: next.state, assertion: assertion, step: step(),
        stackIDs: next.stackIDs, at: location)
    } else {
      let found = await wait(timeout: timeout) { received.contains { matches($0.action) } }
      guard found, let index = received.firstIndex(where: { matches($0.action) }) else {
        FailureReporter.fail(
          received.isEmpty
            ? Message.nothingReceived(
              expected: description(), timeout: timeout ?? self.timeout, running: runningOrigins())
            : Message.noMatch(expected: description(), queued: received.map(\.action)),
          at: location)
        return
      }
      if index > 0 {
        noteSkipped(
          Message.skippedReceived(received[..<index].map(\.action), when: "before \(step())"),
          at: location)
      }
      let match = received[index]
      let previous = assertedState
      // Inside the closure, `store.state` is the state just before the matched action.
      if index > 0 { assertedState = received[index - 1].state }
      received.removeFirst(index + 1)
      expectState(
        previous: previous, actual: match.state, assertion: assertion, step: step(),
        stackIDs: match.stackIDs, at: location)
      assertedState = match.state
    }
  }

  func receiveUnordered(
    _ expected: [(description: String, matches: (Action) -> Bool)],
    timeout: Duration?,
    assertion: ((inout State) throws -> Void)?,
    at location: TestLocation
  ) async {
    let names = expected.map(\.description).joined(separator: ", ")
    let step = "receive(inAnyOrder: [\(names)])"
    /// Pairs each expected matcher with a distinct action among `actions`; returns the indices
    /// used, or nil when some matcher has no action.
    func assignment(_ actions: [ReceivedAction]) -> [Int]? {
      var used = Set<Int>()
      var indices: [Int] = []
      for matcher in expected {
        guard
          let index = actions.indices.first(where: {
            !used.contains($0) && matcher.matches(actions[$0].action)
          })
        else { return nil }
        used.insert(index)
        indices.append(index)
      }
      return indices
    }

    if exhaustivity.isExhaustive {
      let count = expected.count
      _ = await wait(timeout: timeout) { received.count >= count }
      let taken = Array(received.prefix(count))
      guard taken.count == count, assignment(taken) != nil else {
        let headline =
          taken.count < count
          ? "Expected to receive, in any order, \(names), but no action was received for some "
            + "of them; received only:"
          : "Expected to receive, in any order, \(names), but received:"
        FailureReporter.fail(
          headline + "\n\n" + Message.bullets(taken.map(\.action))
            + "\n\nThe received actions were consumed.",
          at: location)
        received.removeFirst(taken.count)
        if let last = taken.last { assertedState = last.state }
        return
      }
      received.removeFirst(count)
      let previous = assertedState
      let actual = taken.last!.state
      expectState(
        previous: previous, actual: actual, assertion: assertion, step: step,
        stackIDs: taken.first?.stackIDs, at: location)
      assertedState = actual
    } else {
      _ = await wait(timeout: timeout) { assignment(received) != nil }
      guard let indices = assignment(received), let last = indices.max() else {
        FailureReporter.fail(
          Message.noMatch(expected: "in any order \(names)", queued: received.map(\.action)),
          at: location)
        return
      }
      let skipped = (0...last).filter { !indices.contains($0) }.map { received[$0].action }
      if !skipped.isEmpty {
        noteSkipped(Message.skippedReceived(skipped, when: "during \(step)"), at: location)
      }
      let previous = assertedState
      let actual = received[last].state
      let stackIDs = received[0].stackIDs
      received.removeFirst(last + 1)
      expectState(
        previous: previous, actual: actual, assertion: assertion, step: step,
        stackIDs: stackIDs, at: location)
      assertedState = actual
    }
  }
}

/// Whether two enum values are the same case (ignoring payloads).
private func sameCase(_ lhs: Any, _ rhs: Any) -> Bool {
  let left = Mirror(reflecting: lhs)
  let right = Mirror(reflecting: rhs)
  guard left.displayStyle == .enum, right.displayStyle == .enum else { return false }
  return left.children.first?.label == right.children.first?.label
    && left.children.first?.label != nil
}
