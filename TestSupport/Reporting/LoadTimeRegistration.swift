@_spi(Driver) import Runtime

/// Registers ``RuntimeIssueRouter`` with Runtime's issue layer. TestSupportLoader's constructor
/// calls it as the process loads, before any test runs; nothing else does.
@_cdecl("composable_test_support_did_load")
func testSupportDidLoad() {
  IssueReporting.testRouter = RuntimeIssueRouter.self
}
