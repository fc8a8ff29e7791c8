import Foundation
import Synchronization

/// A place in source code that a failure is attributed to.
///
/// (Named `CodeLocation` so it never clashes with Swift Testing's `SourceLocation`.)
public struct CodeLocation: Hashable, Sendable, CustomStringConvertible {
  /// The file's `#fileID`, such as `BuscadorFeature/Buscador.swift`.
  public var fileID: String
  /// The file's full `#filePath`.
  public var filePath: String
  /// The 1-based line.
  public var line: Int
  /// The 1-based column.
  public var column: Int

  /// Creates a location from the values of `#fileID`, `#filePath`, `#line` and `#column`.
  public init(fileID: String, filePath: String, line: Int, column: Int) {
    self.fileID = fileID
    self.filePath = filePath
    self.line = line
    self.column = column
  }

  /// Creates a location from the literals a caller passes down, as in
  /// `CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column)`.
  public init(fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
    self.init(
      fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column))
  }

  public var description: String { "\(fileID):\(line)" }
}

/// A problem found while the app runs: an unimplemented dependency, an effect's unhandled
/// error, a child action with no child state.
public struct ReportedIssue: Sendable {
  /// What went wrong and what to do about it. The first line is a headline.
  public var message: String
  /// Where the problem is attributed to, when a line of code can be named.
  public var location: CodeLocation?
}

/// Where ``reportIssue(_:fileID:filePath:line:column:)`` sends problems.
///
/// The default prints to standard error, which is right for an app. `TestSupport` replaces it
/// so that problems fail the running test (Swift Testing or XCTest) at the right line.
public enum IssueReporting {
  private static let handler = Mutex<@Sendable (ReportedIssue) -> Void>(defaultReporter)

  /// In a process with `TestSupport` linked, its router (``testRouter``), which sends issues
  /// to standard error too outside a test; otherwise standard error.
  private static let defaultReporter: @Sendable (ReportedIssue) -> Void = {
    if let router = testRouter {
      return { router.route($0) }
    }
    return printToStandardError
  }()

  /// The router `TestSupport` registers as a process that links it loads, before `main` (a
  /// constructor of its own calls it, so Runtime neither depends on the test frameworks nor
  /// looks a class up by name); `nil` in a process without `TestSupport`. Runtime's dependencies
  /// ask it which test is running, too.
  @_spi(Driver)
  public static var testRouter: (any IssueRouter.Type)? {
    get { registeredRouter.withLock { $0 } }
    set { registeredRouter.withLock { $0 = newValue } }
  }

  private static let registeredRouter = Mutex<(any IssueRouter.Type)?>(nil)

  /// The function that receives every reported issue.
  public static var reporter: @Sendable (ReportedIssue) -> Void {
    get { handler.withLock { $0 } }
    set { handler.withLock { $0 = newValue } }
  }

  /// Prints an issue to standard error as `file:line: message`.
  public static let printToStandardError: @Sendable (ReportedIssue) -> Void = { issue in
    let place = issue.location.map { "\($0.fileID):\($0.line): " } ?? ""
    let text = "\(place)\(issue.message)\n"
    FileHandle.standardError.write(Data(text.utf8))
  }

  /// The source location of the test step in progress, if any. `TestSupport` sets it while a
  /// `TestStore` sends or receives, so effects started by that step inherit it and a problem
  /// they cause can point at the step.
  @TaskLocal public static var currentStep: CodeLocation?
}

/// Receives Runtime's issues in a test process; `TestSupport` registers the one in use
/// (``IssueReporting/testRouter``).
@_spi(Driver)
public protocol IssueRouter: AnyObject, SendableMetatype {
  /// Reports `issue` to the test framework that is running.
  static func route(_ issue: ReportedIssue)
}

/// Reports a problem: a test failure under a test runner, a line on standard error otherwise.
///
/// Runtime uses it for mistakes that are not crashes: an unimplemented dependency, an error
/// thrown out of an effect, an action sent to a child that is not there. Use it in your own
/// code for what should never happen, but need not crash the app:
///
/// ```swift
/// guard let ultimo = items.last else {
///   reportIssue("'items' should never be empty here.")
///   return .none
/// }
/// ```
///
/// - Parameters:
///   - message: What went wrong and what to do; its first line is the headline.
///   - fileID: The file where the issue is reported: this call; leave the default.
///   - filePath: The full path of that file; leave the default.
///   - line: The line where the issue is reported; leave the default.
///   - column: The column where the issue is reported; leave the default.
public func reportIssue(
  _ message: @autoclosure () -> String? = nil,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) {
  reportIssue(
    message() ?? "Issue reported",
    at: CodeLocation(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Reports a problem attributed to `location`, or to the test step in progress when `nil`.
public func reportIssue(_ message: String, at location: CodeLocation?) {
  IssueReporting.reporter(ReportedIssue(message: message, location: location))
}
