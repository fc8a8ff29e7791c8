import Testing

@testable import Porting

/// What Linux's XCTest lacks is adapted by rule, and each adaptation is reported.
struct XCTestAdaptationTests {
  @Test("waits without a timeout get one; waits with one are left alone")
  func waitTimeouts() {
    let result = ported(
      """
      final class T: XCTestCase {
        func testA() async {
          await fulfillment(of: [e])
          await self.fulfillment(of: [e], enforceOrder: true)
          wait(for: [e], timeout: 1)
          XCTWaiter.wait(for: [e])
          let texto = "wait(for: [e])"
        }
      }
      """, role: .test)
    #expect(
      result.text == """
        final class T: PortedTestCase {
          func testA() async {
            await fulfillment(of: [e], timeout: 30)
            await self.fulfillment(of: [e], timeout: 30, enforceOrder: true)
            wait(for: [e], timeout: 1)
            XCTWaiter.wait(for: [e], timeout: 30)
            let texto = "wait(for: [e])"
          }
        }
        """)
    #expect(result.changes.filter { $0.kind == .adapted }.map(\.line) == [1, 3, 4, 6])
  }

  @Test("synchronous tests isolated to the main actor become async; others stay")
  func mainActorTests() {
    let result = ported(
      """
      @MainActor
      final class A: XCTestCase {
        func testSync() { }
        func testThrows() throws { }
        func testAsync() async { }
        func helper() { }
      }
      final class B: XCTestCase {
        func testSync() { }
        @MainActor func testIsolated() { }
      }
      """, role: .test)
    #expect(
      result.text == """
        @MainActor
        final class A: PortedTestCase {
          func testSync() async { }
          func testThrows() async throws { }
          func testAsync() async { }
          func helper() { }
        }
        final class B: PortedTestCase {
          func testSync() { }
          @MainActor func testIsolated() async { }
        }
        """)
    #expect(
      result.tests.map(\.qualifiedName) == [
        "A.testSync", "A.testThrows", "A.testAsync", "B.testSync", "B.testIsolated",
      ])
  }

  @Test("test cases derive from PortedTestCase, which supplies XCTExpectFailure")
  func expectFailure() {
    let result = ported(
      """
      final class A: XCTestCase {
        func testA() { XCTExpectFailure { XCTFail() } }
      }
      final class B: XCTest.XCTestCase, Sendable {}
      final class C: A {}
      """, role: .test)
    #expect(
      result.text == """
        final class A: PortedTestCase {
          func testA() { XCTExpectFailure { XCTFail() } }
        }
        final class B: PortedTestCase, Sendable {}
        final class C: A {}
        """)
    #expect(result.usesExpectFailure)
  }

  @Test("tests the skip list names are left out, by name or by Type.name")
  func skippedTests() {
    let result = ported(
      """
      final class A: XCTestCase {
        func testUno() async {}
        func testDos() async {}
      }
      struct B {
        @Test func tres() {}
      }
      """, role: .test, skippedTests: ["testUno", "B.tres"])
    #expect(
      result.text == """
        final class A: PortedTestCase {
          func testDos() async {}
        }
        struct B {
        }
        """)
    #expect(result.skippedTests.map(\.qualifiedName) == ["A.testUno", "B.tres"])
    #expect(result.tests.map(\.qualifiedName) == ["A.testDos"])
    #expect(result.tests.map(\.isSwiftTesting) == [false])
  }

  @Test(
    "a test the skip list names is left out inside an `#if` too; the branch's others not counted")
  func skippedTestsInConditionals() {
    let result = ported(
      """
      final class A: XCTestCase {
        #if !os(macOS)
          func testUno() async {}
          func testDos() async {}
        #endif
        func testTres() async {}
      }
      """, role: .test, skippedTests: ["A.testUno"])
    #expect(
      result.text == """
        final class A: PortedTestCase {
          #if !os(macOS)
            func testDos() async {}
          #endif
          func testTres() async {}
        }
        """)
    #expect(result.skippedTests.map(\.qualifiedName) == ["A.testUno"])
    #expect(result.tests.map(\.qualifiedName) == ["A.testTres"])
  }

  @Test("a source file is not adapted: only tests are")
  func sourcesAreNotAdapted() {
    let source = "func espera() { wait(for: [e]) }\n"
    #expect(ported(source).text == source)
  }
}
