import Foundation
@_spi(Logging) import Runtime
import XCTest

// What TCA's own test target gives its tests, and Darwin's XCTest has that Linux's lacks, so TCA's
// test files compile and run here as they are: `BaseTCATestCase`, `XCTTODO`, `XCTExpectFailure`
// (with the parts of `XCTIssue` TCA's matchers read) and the waits without a timeout.

/// TCA's base class for its XCTest cases. Here it also makes ``XCTExpectFailure(_:enabled:strict:issueMatcher:)``
/// and ``XCTTODO(_:)`` work: Linux's XCTest has neither, so this class sees every failure the
/// running test records and lets the expectations in force claim it.
class BaseTCATestCase: XCTestCase {
  /// The test case running now, for the free functions below (as in Darwin's XCTest).
  // Safe: XCTest runs one test case at a time; it is written in setUp and tearDown only.
  nonisolated(unsafe) fileprivate static var current: BaseTCATestCase?
  /// The failures this test expects, innermost last. Failures can be recorded from an effect's
  /// thread, so every read and write holds `lock`.
  fileprivate var expectedFailures: [ExpectedFailure] = []
  fileprivate let lock = NSLock()

  override func setUp() {
    super.setUp()
    lock.withLock { expectedFailures = [] }
    Self.current = self
  }

  override func tearDown() {
    // A strict expectation for the rest of the test that nothing met fails the test, as in Darwin.
    let unmet = lock.withLock {
      defer { expectedFailures = [] }
      return expectedFailures.filter { $0.strict && $0.matchedCount == 0 }
    }
    for expectation in unmet {
      XCTFail(expectation.unmetMessage)
    }
    // As TCA's tearDown: the store logger is off and empty for the next test.
    MainActor.assumeIsolated {
      Logger.shared.isEnabled = false
      Logger.shared.clear()
    }
    Self.current = nil
    super.tearDown()
  }

  override func recordFailure(
    withDescription description: String, inFile filePath: String, atLine lineNumber: Int,
    expected: Bool
  ) {
    let issue = XCTIssue(
      compactDescription: description,
      sourceCodeContext: XCTSourceCodeContext(
        location: XCTSourceCodeLocation(filePath: filePath, lineNumber: lineNumber)))
    if let reason = claim(issue) {
      print("\(filePath):\(lineNumber): expected failure (\(reason)): \(description)")
      return
    }
    super.recordFailure(
      withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
  }

  /// The reason of the innermost expectation that matches `issue`, counting the match; `nil` when
  /// none does.
  private func claim(_ issue: XCTIssue) -> String? {
    let candidates = lock.withLock { expectedFailures.indices.reversed() }
    for index in candidates {
      let matcher = lock.withLock { expectedFailures[index].issueMatcher }
      guard matcher?(issue) ?? true else { continue }
      return lock.withLock {
        expectedFailures[index].matchedCount += 1
        return expectedFailures[index].reason ?? "XCTExpectFailure"
      }
    }
    return nil
  }
}

/// One `XCTExpectFailure` in force.
private struct ExpectedFailure {
  var reason: String?
  var strict: Bool
  var issueMatcher: ((XCTIssue) -> Bool)?
  var matchedCount = 0

  var unmetMessage: String {
    "Expected failure did not occur" + (reason.map { ": \($0)" } ?? ".")
      + " (XCTExpectFailure is strict: remove it, or pass strict: false.)"
  }
}

/// Darwin's description of a recorded failure, as far as TCA's issue matchers read it.
struct XCTIssue {
  /// The failure's message.
  var compactDescription: String
  /// Where the failure was recorded.
  var sourceCodeContext: XCTSourceCodeContext
}

/// Where an ``XCTIssue`` was recorded.
struct XCTSourceCodeContext {
  /// The file and line, when known.
  var location: XCTSourceCodeLocation?
}

/// A file and line an ``XCTIssue`` was recorded at.
struct XCTSourceCodeLocation {
  /// The file.
  var fileURL: URL
  /// The line.
  var lineNumber: Int

  init(filePath: String, lineNumber: Int) {
    self.fileURL = URL(fileURLWithPath: filePath)
    self.lineNumber = lineNumber
  }
}

/// Darwin's `XCTExpectFailure` for the rest of the running test: the failures it records that
/// `issueMatcher` accepts (all of them without one) are expected, not recorded; if `strict` and
/// none occurs, the test fails at its end.
func XCTExpectFailure(
  _ failureReason: String? = nil, enabled: Bool = true, strict: Bool = true,
  issueMatcher: ((XCTIssue) -> Bool)? = nil
) {
  guard enabled, let test = BaseTCATestCase.current else { return }
  test.lock.withLock {
    test.expectedFailures.append(
      ExpectedFailure(reason: failureReason, strict: strict, issueMatcher: issueMatcher))
  }
}

/// Darwin's `XCTExpectFailure` around `failingBlock`: the failures recorded while it runs that
/// `issueMatcher` accepts are expected; if `strict` and none occurs, the test fails here.
@discardableResult
func XCTExpectFailure<R>(
  _ failureReason: String? = nil, enabled: Bool = true, strict: Bool = true,
  failingBlock: () throws -> R, issueMatcher: ((XCTIssue) -> Bool)? = nil,
  file: StaticString = #filePath, line: UInt = #line
) rethrows -> R {
  guard enabled, let test = BaseTCATestCase.current else { return try failingBlock() }
  let index = test.lock.withLock {
    test.expectedFailures.append(
      ExpectedFailure(reason: failureReason, strict: strict, issueMatcher: issueMatcher))
    return test.expectedFailures.count - 1
  }
  defer {
    let expectation = test.lock.withLock { test.expectedFailures.remove(at: index) }
    if expectation.strict && expectation.matchedCount == 0 {
      XCTFail(expectation.unmetMessage, file: file, line: line)
    }
  }
  return try failingBlock()
}

/// TCA's marker for a test that is known not to pass yet: the failures the running test records
/// afterwards are expected (and a test that passes anyway does not fail).
func XCTTODO(_ message: String) {
  XCTExpectFailure("XCTTODO: \(message)", strict: false)
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
