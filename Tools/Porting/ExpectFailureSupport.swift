/// The file the port adds to each test target: `XCTExpectFailure`, which Linux's XCTest lacks,
/// written here (our own code), and `PortedTestCase`, the base class that lets it see failures.
enum ExpectFailureSupport {
  static let fileName = "PortedXCTestSupport.swift"

  /// What the support file puts before a failure an `XCTExpectFailure` was waiting for but
  /// whose matcher did not recognise it: the failure happened, worded differently here.
  static let wordingMarker = "[worded differently: no XCTExpectFailure matcher accepted it]"

  static let source = #"""
    // Written by composable-port. Linux's XCTest has no `XCTExpectFailure`: this file supplies
    // one. A test class that calls it derives from `PortedTestCase` (the port changed that),
    // whose `recordFailure` hands each failure to the expectations in force first.
    import Foundation
    import XCTest

    /// A failure as an `XCTExpectFailure` issue matcher sees it.
    struct PortedIssue: Sendable {
      /// The failure's message.
      var compactDescription: String
      /// The failure's message.
      var description: String { compactDescription }

      /// What starts a failure that an `XCTExpectFailure` matcher did not recognise.
      static let wordingMarker = "\#(ExpectFailureSupport.wordingMarker)"
    }

    /// The expected failures in force, innermost last; one list per process, as XCTest runs one
    /// test at a time.
    final class PortedExpectedFailures: @unchecked Sendable {
      // Guarded by `lock`: failures may be recorded from any thread.
      static let shared = PortedExpectedFailures()
      private let lock = NSLock()
      private var scopes: [Scope] = []

      struct Scope {
        var id: Int
        var reason: String?
        var strict: Bool
        var matcher: ((PortedIssue) -> Bool)?
        var matched = 0
      }

      private var nextID = 0

      func push(reason: String?, strict: Bool, matcher: ((PortedIssue) -> Bool)?) -> Int {
        lock.lock()
        defer { lock.unlock() }
        nextID += 1
        scopes.append(Scope(id: nextID, reason: reason, strict: strict, matcher: matcher))
        return nextID
      }

      /// Ends the scope `id`; returns its complaint when it was strict and saw no failure.
      func pop(_ id: Int) -> String? {
        lock.lock()
        defer { lock.unlock() }
        guard let index = scopes.lastIndex(where: { $0.id == id }) else { return nil }
        let scope = scopes.remove(at: index)
        return Self.complaint(scope)
      }

      /// Ends every scope; returns the complaints of the strict ones that saw no failure.
      func popAll() -> [String] {
        lock.lock()
        defer { lock.unlock() }
        let complaints = scopes.compactMap(Self.complaint)
        scopes = []
        return complaints
      }

      /// Whether an expectation in force claims the failure `message`, and, when none does,
      /// whether one was waiting for a failure its matcher would recognise.
      func claim(_ message: String) -> (claimed: Bool, unmatched: Bool) {
        lock.lock()
        defer { lock.unlock() }
        let issue = PortedIssue(compactDescription: message)
        guard let index = scopes.lastIndex(where: { $0.matcher?(issue) ?? true }) else {
          return (false, scopes.contains { $0.matcher != nil })
        }
        scopes[index].matched += 1
        return (true, false)
      }

      private static func complaint(_ scope: Scope) -> String? {
        guard scope.strict, scope.matched == 0 else { return nil }
        return "XCTExpectFailure expected a failure"
          + (scope.reason.map { " (\($0))" } ?? "") + ", and none was recorded."
      }
    }

    /// A test case whose failures an `XCTExpectFailure` in force may claim.
    class PortedTestCase: XCTestCase {
      override func invokeTest() {
        _ = PortedExpectedFailures.shared.popAll()
        super.invokeTest()
        for complaint in PortedExpectedFailures.shared.popAll() {
          super.recordFailure(
            withDescription: complaint, inFile: #filePath, atLine: #line, expected: true)
        }
      }

      override func recordFailure(
        withDescription description: String, inFile filePath: String, atLine lineNumber: Int,
        expected: Bool
      ) {
        let claim = PortedExpectedFailures.shared.claim(description)
        if claim.claimed { return }
        // The failure an XCTExpectFailure waited for came, worded otherwise: said so first.
        let prefix = claim.unmatched ? "\(PortedIssue.wordingMarker) " : ""
        super.recordFailure(
          withDescription: prefix + description, inFile: filePath, atLine: lineNumber,
          expected: expected)
      }
    }

    /// Expects failures for the rest of the test, those `issueMatcher` accepts (all by
    /// default); with `strict`, the test fails if none comes.
    func XCTExpectFailure(
      _ failureReason: String? = nil, enabled: Bool = true, strict: Bool = true,
      issueMatcher: ((PortedIssue) -> Bool)? = nil
    ) {
      guard enabled else { return }
      _ = PortedExpectedFailures.shared.push(
        reason: failureReason, strict: strict, matcher: issueMatcher)
    }

    /// Expects failures while `failingBlock` runs, those `issueMatcher` accepts (all by
    /// default); with `strict`, the test fails if none comes.
    @discardableResult
    func XCTExpectFailure<R>(
      _ failureReason: String? = nil, enabled: Bool = true, strict: Bool = true,
      failingBlock: () throws -> R, issueMatcher: ((PortedIssue) -> Bool)? = nil,
      file: StaticString = #filePath, line: UInt = #line
    ) rethrows -> R {
      guard enabled else { return try failingBlock() }
      let id = PortedExpectedFailures.shared.push(
        reason: failureReason, strict: strict, matcher: issueMatcher)
      defer {
        if let complaint = PortedExpectedFailures.shared.pop(id) {
          XCTFail(complaint, file: file, line: line)
        }
      }
      return try failingBlock()
    }

    /// `XCTExpectFailure` around asynchronous work.
    @discardableResult
    func XCTExpectFailure<R>(
      _ failureReason: String? = nil, enabled: Bool = true, strict: Bool = true,
      failingBlock: () async throws -> R, issueMatcher: ((PortedIssue) -> Bool)? = nil,
      file: StaticString = #filePath, line: UInt = #line
    ) async rethrows -> R {
      guard enabled else { return try await failingBlock() }
      let id = PortedExpectedFailures.shared.push(
        reason: failureReason, strict: strict, matcher: issueMatcher)
      defer {
        if let complaint = PortedExpectedFailures.shared.pop(id) {
          XCTFail(complaint, file: file, line: line)
        }
      }
      return try await failingBlock()
    }

    """#
}
