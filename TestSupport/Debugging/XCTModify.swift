import Runtime

/// Changes the value inside an optional in place, failing the test when there is none — and,
/// for an `Equatable` value, when `body` leaves it unchanged — as TCA's tests use it in a
/// `TestStore` assertion:
///
/// ```swift
/// await store.send(.detalle(.sumar)) {
///   XCTModify(&$0.detalle) { $0.cuenta = 1 }
/// }
/// ```
public func XCTModify<Wrapped>(
  _ optional: inout Wrapped?, _ message: @autoclosure () -> String = "",
  _ body: (inout Wrapped) throws -> Void,
  fileID: StaticString = #fileID, file filePath: StaticString = #filePath, line: UInt = #line,
  column: UInt = #column
) rethrows {
  let location = TestLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  guard var wrapped = optional else {
    FailureReporter.fail(
      modifyFailure(
        "expected a non-nil value of type \"\(Dumper.typeName(Wrapped.self))\"", message()),
      at: location)
    return
  }
  let before = wrapped
  try body(&wrapped)
  if let before = before as? any Equatable, before.isEqual(to: wrapped) {
    FailureReporter.fail(
      modifyFailure(
        "the value of type \"\(Dumper.typeName(Wrapped.self))\" was not changed; assert the "
          + "change the step makes, or drop the modification", message()),
      at: location)
  }
  optional = wrapped
}

/// `XCTModify`'s failure: what went wrong, then the caller's message if any.
private func modifyFailure(_ problem: String, _ message: String) -> String {
  "XCTModify failed: \(problem)" + (message.isEmpty ? "." : ": \(message)")
}

extension Equatable {
  /// Whether `other` is a `Self` equal to this value.
  fileprivate func isEqual(to other: Any) -> Bool {
    (other as? Self) == self
  }
}
