@_spi(Driver) import CasePaths

extension CasePathable {
  /// Changes the payload of the case `keyPath` names, in place — the way to edit a child held
  /// in an enum, for example in a test's assertion closure:
  ///
  /// ```swift
  /// await store.send(.destino(.presented(.tienda(.view(.pagarPulsado))))) {
  ///   $0.destino?.modify(\.tienda) { $0.procesando = true }
  /// }
  /// ```
  ///
  /// When `self` is another case nothing changes and the problem is reported (a test failure
  /// in tests), since the code expected a case that is not there.
  public mutating func modify<Value>(
    _ keyPath: CaseKeyPath<Self, Value>,
    _ body: (inout Value) -> Void,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let path = AnyCasePath(keyPath)
    guard var value = path.extract(from: self) else {
      reportIssue(
        """
        Can't modify \(keyPath.caseName()): the value is another case, \(Dumper.line(self)).
        """,
        fileID: fileID, filePath: filePath, line: line, column: column)
      return
    }
    body(&value)
    self = path.embed(value)
  }
}
