@_spi(Driver) import CasePaths

extension PresentationState {
  /// The presented state seen as one case of its enum: the case's payload when the presented
  /// state is that case, `nil` when it is another case or nothing is presented.
  ///
  /// Through it a reducer or a test changes a destination without spelling out its enum:
  ///
  /// ```swift
  /// state.$destino[case: \.editar]?.guardando = true
  /// ```
  ///
  /// Writing a payload presents that case; writing `nil` dismisses. Writing while another case
  /// is presented, or while nothing is, changes nothing and reports the problem (a test failure
  /// in tests): the code expected a destination that is not there.
  ///
  /// - Parameters:
  ///   - path: The case of the presented enum to read or write.
  ///   - fileID: Where a wrong case is reported; leave the default.
  ///   - filePath: The full path of that file; leave the default.
  ///   - line: The line a wrong case is reported at; leave the default.
  ///   - column: The column a wrong case is reported at; leave the default.
  public subscript<Payload>(
    case path: CaseKeyPath<State, Payload>,
    fileID fileID: StaticString = #fileID,
    filePath filePath: StaticString = #filePath,
    line line: UInt = #line,
    column column: UInt = #column
  ) -> Payload? where State: CasePathable {
    get { wrappedValue.flatMap { $0[case: path] } }
    _modify {
      yield &self[
        case: AnyCasePath(path), named: path.caseName(),
        at: (fileID: fileID, filePath: filePath, line: line, column: column)]
    }
  }

  /// The presented state seen as one case of its enum, as with a case key path, with the case
  /// reached through an ``/CasePaths/AnyCasePath`` — TCA's older spelling,
  /// `state.$destino[case: /Destino.State.editar]`. Prefer a case key path.
  ///
  /// - Parameters:
  ///   - path: The case of the presented enum to read or write.
  ///   - fileID: Where a wrong case is reported; leave the default.
  ///   - filePath: The full path of that file; leave the default.
  ///   - line: The line a wrong case is reported at; leave the default.
  ///   - column: The column a wrong case is reported at; leave the default.
  public subscript<Payload>(
    case path: AnyCasePath<State, Payload>,
    fileID fileID: StaticString = #fileID,
    filePath filePath: StaticString = #filePath,
    line line: UInt = #line,
    column column: UInt = #column
  ) -> Payload? {
    get { wrappedValue.flatMap(path.extract(from:)) }
    _modify {
      yield &self[
        case: path, named: path.name,
        at: (fileID: fileID, filePath: filePath, line: line, column: column)]
    }
  }

  /// What both spellings of the case subscript do: write the payload back as that case, or
  /// report why it could not.
  private subscript<Payload>(
    case path: AnyCasePath<State, Payload>, named caseName: String,
    at location: (fileID: StaticString, filePath: StaticString, line: UInt, column: UInt)
  ) -> Payload? {
    get { wrappedValue.flatMap(path.extract(from:)) }
    _modify {
      let presented = wrappedValue
      var payload = presented.flatMap(path.extract(from:))
      let found = payload != nil
      yield &payload
      guard found else {
        reportIssue(
          Self.unmatchedCaseMessage(caseName: caseName, presented: presented),
          fileID: location.fileID, filePath: location.filePath, line: location.line,
          column: location.column)
        return
      }
      wrappedValue = payload.map(path.embed)
    }
  }

  private static func unmatchedCaseMessage(caseName: String, presented: State?) -> String {
    // A path built with `/Enum.case` has no name.
    let asCase = caseName.isEmpty ? "through that case path" : "as \(caseName)"
    guard let presented else {
      return """
        Can't change the presented state \(asCase): nothing is presented. Present it \
        first by setting the state to that case.
        """
    }
    return """
      Can't change the presented state \(asCase): it is another case, \
      \(Dumper.line(presented)). Name the presented state's current case, or set the state \
      itself.
      """
  }
}
