import Foundation
@_spi(Driver) import Runtime
import TestSupport
import XCTest

/// TestSupport registers its issue router with Runtime as the process loads (a constructor in
/// the TestSupportLoader target), not when its code first runs, and Runtime looks no class up
/// by name.
final class IssueRouterRegistrationTests: XCTestCase {
  func testTheRouterIsRegisteredAsTheProcessLoads() {
    // Only the constructor sets it: no entry point of TestSupport does.
    XCTAssertEqual(IssueReporting.testRouter.map { "\($0)" }, "RuntimeIssueRouter")
  }

  func testAPlainStoresIssueFailsTheTestInAProcessWhereNoTestSupportCodeRan() throws {
    let run = try runTestInChildProcess(
      "TestSupportTests.IssueRouterRegistrationFixture/testAPlainStoreReportsAnIssue",
      setting: IssueRouterRegistrationFixture.childVariable)
    XCTAssertNotEqual(run.status, 0, run.output)
    XCTAssertTrue(run.output.contains("A plain store's reducer reported this."), run.output)
    XCTAssertTrue(run.output.contains("1 failure"), run.output)
  }
}

/// A case that fails on purpose, in the child process the test above starts (it skips
/// otherwise): the first thing that process does is send an action to a plain `Store` whose
/// reducer reports an issue. No `TestStore` exists and no TestSupport function has run, so the
/// issue fails the test only if the router was registered as the process loaded.
final class IssueRouterRegistrationFixture: XCTestCase {
  static let childVariable = "ISSUE_ROUTER_REGISTRATION_FIXTURE"

  private struct Avisador: Reducer {
    func reduce(into state: inout Int, action: Void) -> Effect<Void> {
      reportIssue("A plain store's reducer reported this.")
      return .none
    }
  }

  @MainActor
  func testAPlainStoreReportsAnIssue() async throws {
    try XCTSkipUnless(
      ProcessInfo.processInfo.environment[Self.childVariable] == "1",
      "fails on purpose; IssueRouterRegistrationTests runs it in a child process")
    let store = Store(initialState: 0) { Avisador() }
    store.send(())
  }
}
