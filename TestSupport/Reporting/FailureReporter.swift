import Foundation
@_spi(Driver) import Runtime
import Synchronization
import Testing
import XCTest

/// Registered with Runtime as the process loads (LoadTimeRegistration.swift), this class receives
/// every issue Runtime reports, so in a test process
/// unimplemented dependencies and unhandled effect errors fail the test even where no
/// `TestStore` was created. Outside a test (a benchmark links `TestSupport` too) they go to
/// standard error, as without `TestSupport`.
final class RuntimeIssueRouter: IssueRouter {
  static func route(_ issue: ReportedIssue) {
    guard DependencyContext.current == .test else {
      return IssueReporting.printToStandardError(issue)
    }
    FailureReporter.fail(issue.message, codeLocation: issue.location)
  }
}

/// Sends failures to the test framework that is running: Swift Testing when a Swift Testing
/// test is current, XCTest otherwise, and both when the failure comes from a detached context
/// of a Swift Testing run (where `Test.current` is not inherited), so nothing is lost.
///
/// Under a schedule of ``withSchedules(_:seed:isolation:fileID:filePath:line:column:_:)`` every
/// failure ends with the sentence naming the seed and how to rerun it.
enum FailureReporter {
  /// Routes Runtime's ``/IssueReports/IssueReporting`` hook (unimplemented dependencies, unhandled effect
  /// errors) here. Called by every TestSupport entry point; idempotent.
  static func install() { _ = installation }

  // Swift runs a static's initializer once, thread-safely, and every later read sees it done —
  // in a way the thread sanitizer can follow, unlike a flag behind a contended `Mutex`.
  private static let installation: Void = {
    IssueReporting.reporter = { FailureReporter.fail($0.message, codeLocation: $0.location) }
  }()

  /// Whether this process is a Swift Testing run (`swift test` runs XCTest and Swift Testing
  /// in separate processes).
  private static let isSwiftTestingProcess: Bool = {
    let arguments = CommandLine.arguments
    guard let index = arguments.firstIndex(of: "--testing-library") else { return false }
    return arguments.indices.contains(index + 1) && arguments[index + 1] == "swift-testing"
  }()

  /// Fails the running test at `location`.
  static func fail(_ message: String, at location: TestLocation) {
    if silenced(message) { return }
    let message = underSchedule(message)
    if Test.current != nil || isSwiftTestingProcess {
      Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation(location))
      if Test.current != nil { return }
    }
    xctFail(message, file: location.filePath, line: location.line)
  }

  /// Fails the running test for a problem Runtime found, at `codeLocation` (an effect's `.run`
  /// call, the step that used an unimplemented dependency), or at the test step in progress
  /// when Runtime could not name a place.
  static func fail(_ message: String, codeLocation: CodeLocation?) {
    if silenced(message) { return }
    let step = TestLocation.current
    guard let codeLocation else {
      if let step { fail(message, at: step) } else { failWithoutLocation(message) }
      return
    }
    let message = underSchedule(message)
    if Test.current != nil || isSwiftTestingProcess {
      Issue.record(
        Comment(rawValue: message),
        sourceLocation: SourceLocation(
          fileID: codeLocation.fileID, filePath: codeLocation.filePath,
          line: max(1, codeLocation.line), column: max(1, codeLocation.column)))
      if Test.current != nil { return }
    }
    // XCTest only takes compile-time file names: report at the step when it is the same place,
    // else name the place in the message.
    if let step, step.codeLocation == codeLocation {
      xctFail(message, file: step.filePath, line: step.line)
    } else if let step {
      xctFail("\(codeLocation): \(message)", file: step.filePath, line: step.line)
    } else {
      xctFail("\(codeLocation): \(message)")
    }
  }

  private static func failWithoutLocation(_ message: String) {
    if silenced(message) { return }
    let message = underSchedule(message)
    if Test.current != nil || isSwiftTestingProcess {
      Issue.record(Comment(rawValue: message))
      if Test.current != nil { return }
    }
    xctFail(message)
  }

  /// `XCTFail`, first counting the failure against the schedule in force: under XCTest that is
  /// how an exploration learns its schedule failed, even when the test case handles failures
  /// itself. (Under Swift Testing the exploration sees the recorded issue instead, so that a
  /// `withKnownIssue` inside the body still claims it.)
  private static func xctFail(
    _ message: String, file: StaticString = #filePath, line: UInt = #line
  ) {
    Schedule.current?.recordFailure(tagged: true)
    XCTFail(message, file: file, line: line)
  }

  /// Reports something that is not a failure but should be seen: a known issue in Swift
  /// Testing (shown, but the test passes), a printed note under XCTest (which on Linux has no
  /// `XCTExpectFailure`).
  static func note(_ message: String, at location: TestLocation) {
    if silence != nil { return }
    if Test.current != nil {
      withKnownIssue {
        Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation(location))
      }
    } else {
      print("\(location.fileID):\(location.line): note: \(message)")
    }
  }

  /// Reports something worth seeing that must not fail the test: a warning in Swift Testing, a
  /// printed line under XCTest.
  static func warn(_ message: String, at location: TestLocation) {
    if silence != nil { return }
    if Test.current != nil {
      Issue.record(
        Comment(rawValue: message), severity: .warning, sourceLocation: sourceLocation(location))
    } else {
      print("\(location.fileID):\(location.line): warning: \(message)")
    }
  }

  /// Where failures go instead of the test framework while set: a random session's silent
  /// reruns (while it shrinks) collect them there.
  @TaskLocal static var silence: SilencedFailures?

  /// Whether `message` was taken by the ``silence`` in force; it counts against the schedule
  /// in force either way.
  private static func silenced(_ message: String) -> Bool {
    guard let silence else { return false }
    Schedule.current?.recordFailure(tagged: true)
    silence.record(message)
    return true
  }

  /// `message`, ending with the seed of the schedule in force, if any.
  private static func underSchedule(_ message: String) -> String {
    Schedule.current?.tagged(message) ?? message
  }

  private static func sourceLocation(_ location: TestLocation) -> SourceLocation {
    SourceLocation(
      fileID: "\(location.fileID)", filePath: "\(location.filePath)",
      line: max(1, Int(location.line)), column: max(1, Int(location.column)))
  }
}

/// The failures a silent run recorded, in order, instead of reporting them.
final class SilencedFailures: Sendable {
  private let messages = Mutex<[String]>([])

  func record(_ message: String) { messages.withLock { $0.append(message) } }

  /// What was recorded so far.
  var all: [String] { messages.withLock { $0 } }
}
