import Testing

@testable import Porting

/// `swift test`'s lines, XCTest's and Swift Testing's, read as events.
struct TestEventTests {
  @Test("XCTest's lines")
  func xctest() {
    #expect(
      TestEvent(line: "Test Case 'StoreTests.testScope' started at 2026-12-07 17:00:00.000")
        == .started("StoreTests.testScope"))
    #expect(
      TestEvent(line: "Test Case 'StoreTests.testScope' passed (0.002 seconds)")
        == .ended("StoreTests.testScope", .passed))
    #expect(
      TestEvent(line: "Test Case 'StoreTests.testScope' failed (0.002 seconds)")
        == .ended("StoreTests.testScope", .failed))
    #expect(
      TestEvent(line: "/p/StoreTests.swift:12: error: StoreTests.testScope : XCTAssertEqual failed")
        == .issue("StoreTests.testScope", "XCTAssertEqual failed"))
    #expect(TestEvent(line: "Test Suite 'All tests' started at 2026-12-07") == nil)
  }

  @Test("Swift Testing's lines")
  func swiftTesting() {
    #expect(TestEvent(line: "◇ Test cuenta() started.") == .started("cuenta"))
    #expect(
      TestEvent(line: "✔ Test cuenta() passed after 0.001 seconds.") == .ended("cuenta", .passed))
    #expect(
      TestEvent(line: "✘ Test cuenta() failed after 0.001 seconds with 1 issue.")
        == .ended("cuenta", .failed))
    #expect(TestEvent(line: "◇ Suite Cuentas started.") == nil)
  }

  @Test("a run's events: the first issue of each test is its note")
  func run() {
    var run = TestRun()
    run.apply(.started("A.testA"))
    run.apply(.issue(nil, "first"))
    run.apply(.issue("A.testA", "second"))
    run.apply(.ended("A.testA", .failed))
    run.apply(.started("A.testB"))
    #expect(run.firstIssue == ["A.testA": "first"])
    #expect(run.started.filter { run.ended[$0] == nil } == ["A.testB"])
  }

  @Test("skip patterns name one test exactly")
  func skipPatterns() {
    #expect(Builder.skipPattern("StoreTests.testScope") == "StoreTests/testScope$")
    #expect(Builder.skipPattern("cuenta") == "/cuenta\\(")
  }
}
