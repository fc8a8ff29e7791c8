@_spi(Driver) import CasePaths

extension StackState where Element: CasePathable {
  /// The element with `id`, seen as the case `path` names: its payload when it is that case,
  /// `nil` when it is another case or there is no such element.
  ///
  /// Through it a test edits a screen of the stack without spelling out its enum:
  ///
  /// ```swift
  /// await store.send(\.ruta[id: 0].detalle.guardarPulsado) {
  ///   $0.ruta[id: 0, case: \.detalle]?.guardando = true
  /// }
  /// ```
  ///
  /// Writing a payload replaces the element with that case; writing `nil` pops the element (and
  /// everything above it). Writing to an element that is another case, or to an id the stack
  /// does not hold, changes nothing and reports the problem (a test failure in tests): the code
  /// expected a screen that is not there.
  ///
  /// - Parameters:
  ///   - id: The id of the element.
  ///   - path: The case of the element's enum to read or write.
  ///   - fileID: Where a wrong case or an unknown id is reported; leave the default.
  ///   - filePath: The full path of that file; leave the default.
  ///   - line: The line a wrong case or an unknown id is reported at; leave the default.
  ///   - column: The column a wrong case or an unknown id is reported at; leave the default.
  public subscript<Payload>(
    id id: StackElementID,
    case path: CaseKeyPath<Element, Payload>,
    fileID fileID: StaticString = #fileID,
    filePath filePath: StaticString = #filePath,
    line line: UInt = #line,
    column column: UInt = #column
  ) -> Payload? {
    get { self[id: id].flatMap { $0[case: path] } }
    _modify {
      yield &self[
        id: id, case: AnyCasePath(path), named: path.caseName(),
        at: (fileID: fileID, filePath: filePath, line: line, column: column)]
    }
  }
}

extension StackState {
  /// The element with `id` seen as one case of its enum, as with a case key path, with the case
  /// reached through an ``/CasePaths/AnyCasePath`` — TCA's older spelling,
  /// `$0.ruta[id: 0, case: /Pantalla.State.detalle]`. Prefer a case key path.
  ///
  /// - Parameters:
  ///   - id: The id of the element.
  ///   - path: The case of the element's enum to read or write.
  ///   - fileID: Where a wrong case or an unknown id is reported; leave the default.
  ///   - filePath: The full path of that file; leave the default.
  ///   - line: The line a wrong case or an unknown id is reported at; leave the default.
  ///   - column: The column a wrong case or an unknown id is reported at; leave the default.
  public subscript<Payload>(
    id id: StackElementID,
    case path: AnyCasePath<Element, Payload>,
    fileID fileID: StaticString = #fileID,
    filePath filePath: StaticString = #filePath,
    line line: UInt = #line,
    column column: UInt = #column
  ) -> Payload? {
    get { self[id: id].flatMap(path.extract(from:)) }
    _modify {
      yield &self[
        id: id, case: path, named: path.name,
        at: (fileID: fileID, filePath: filePath, line: line, column: column)]
    }
  }

  /// What both spellings of the case subscript do: write the payload back as that case, or
  /// report why it could not.
  fileprivate subscript<Payload>(
    id id: StackElementID, case path: AnyCasePath<Element, Payload>, named caseName: String,
    at location: (fileID: StaticString, filePath: StaticString, line: UInt, column: UInt)
  ) -> Payload? {
    get { self[id: id].flatMap(path.extract(from:)) }
    _modify {
      let element = self[id: id]
      var payload = element.flatMap(path.extract(from:))
      let found = payload != nil
      yield &payload
      guard found else {
        reportIssue(
          unmatchedCaseMessage(id: id, caseName: caseName, element: element),
          fileID: location.fileID, filePath: location.filePath, line: location.line,
          column: location.column)
        return
      }
      self[id: id] = payload.map(path.embed)
    }
  }

  private func unmatchedCaseMessage(
    id: StackElementID, caseName: String, element: Element?
  ) -> String {
    // A path built with `/Enum.case` has no name.
    let asCase = caseName.isEmpty ? "through that case path" : "as \(caseName)"
    guard let element else {
      return """
        Can't change the stack element \(id) \(asCase): the stack has no element \(id) \
        (\(Self.describeHeld(ids))). Push the element first, or use an id the stack holds.
        """
    }
    return """
      Can't change the stack element \(id) \(asCase): it is another case, \
      \(Dumper.line(element)). Name the element's current case, or change the element itself \
      with `[id: \(id.rawValue)]`.
      """
  }
}
