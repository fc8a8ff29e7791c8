import Runtime

/// Where a test step was written: the `#fileID`, `#filePath`, `#line`, `#column` of a call.
///
/// Kept as `StaticString`s because XCTest's `XCTFail` only takes those.
struct TestLocation: Sendable {
  let fileID: StaticString
  let filePath: StaticString
  let line: UInt
  let column: UInt

  var codeLocation: CodeLocation {
    CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// The test step in progress, for failures raised by effects the step started.
  @TaskLocal static var current: TestLocation?
}
