import XCTest

// What TCA's own test target gives its tests, and Darwin's XCTest has that Linux's lacks, so TCA's
// ObservableTests.swift compiles and runs here as it is.

/// TCA's base class for its XCTest cases. Here it also makes ``XCTTODO(_:)`` work: Linux's
/// XCTest has no `XCTExpectFailure`, so the failures a test records after `XCTTODO` are reported
/// as expected rather than recorded.
class BaseTCATestCase: XCTestCase {
  /// The test case running now, for ``XCTTODO(_:)`` (a free function, as in TCA).
  // Safe: XCTest runs one test case at a time; it is written in setUp and tearDown only.
  nonisolated(unsafe) fileprivate static var current: BaseTCATestCase?
  /// Why the failures of this test are expected, once it has called ``XCTTODO(_:)``.
  fileprivate var expectedFailureReason: String?

  override func setUp() {
    super.setUp()
    expectedFailureReason = nil
    Self.current = self
  }

  override func tearDown() {
    Self.current = nil
    super.tearDown()
  }

  override func recordFailure(
    withDescription description: String, inFile filePath: String, atLine lineNumber: Int,
    expected: Bool
  ) {
    if let reason = expectedFailureReason {
      print("\(filePath):\(lineNumber): expected failure (XCTTODO: \(reason)): \(description)")
      return
    }
    super.recordFailure(
      withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
  }
}

/// TCA's marker for a test that is known not to pass yet: the failures the running test records
/// afterwards are expected (and, as in TCA, a test that passes anyway does not fail).
func XCTTODO(_ message: String) {
  BaseTCATestCase.current?.expectedFailureReason = message
}

extension XCTestCase {
  /// Darwin's XCTest waits without a timeout; Linux's requires one. TCA's tests fulfill these
  /// expectations synchronously, so one second is never reached unless the test fails.
  func wait(for expectations: [XCTestExpectation]) {
    wait(for: expectations, timeout: 1)
  }

  /// As ``wait(for:)``, for `await fulfillment(of:)`.
  func fulfillment(of expectations: [XCTestExpectation]) async {
    await fulfillment(of: expectations, timeout: 1)
  }
}
