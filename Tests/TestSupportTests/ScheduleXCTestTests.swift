import Foundation
import TestSupport
import XCTest

/// `withSchedules` inside XCTest cases. Linux XCTest cannot expect a failure, so the cases that
/// must fail run in a child process of this test bundle, and these tests read what it printed.
final class ScheduleXCTestTests: XCTestCase {
  @MainActor
  func testAFeatureRightInAnyOrderPassesEverySchedule() async {
    var ejecuciones = 0
    await withSchedules(40) {
      ejecuciones += 1
      let store = TestStore(initialState: Panel.State()) { Panel() }
      await store.send(.aparecio)
      await store.receive(inAnyOrder: [.perfilCargado("ana"), .avisosCargados(3)]) {
        $0.perfil = "ana"
        $0.avisos = 3
      }
    }
    XCTAssertEqual(ejecuciones, 40)
  }

  func testATestStoreFailureNamesItsSeedAndStopsExploration() throws {
    let run = try ScheduleXCTestFixture.run("testAssumedReceiveOrder")
    XCTAssertNotEqual(run.status, 0, run.output)
    let seed = try XCTUnwrap(run.firstSeed, run.output)
    XCTAssertGreaterThan(seed, 0)
    XCTAssertEqual(run.schedulesRun, Int(seed) + 1, "exploration stops at the failing schedule")
    XCTAssertTrue(run.output.contains("but received"), run.output)
    XCTAssertTrue(run.output.contains("withSchedules(1, seed: \(seed))"), run.output)
  }

  func testAnXCTAssertFailureIsFollowedByOneThatNamesTheSeed() throws {
    let run = try ScheduleXCTestFixture.run("testAssumedOrderWithXCTAssert")
    XCTAssertNotEqual(run.status, 0, run.output)
    let seed = try XCTUnwrap(run.firstSeed, run.output)
    XCTAssertEqual(run.schedulesRun, Int(seed) + 1, "exploration stops at the failing schedule")
    XCTAssertTrue(
      run.output.contains("Schedule seed \(seed) failed: 1 failure above"), run.output)
  }
}

/// Cases that fail on purpose; they run only in the child process the tests above start, and
/// are skipped otherwise.
final class ScheduleXCTestFixture: XCTestCase {
  private static let childVariable = "SCHEDULE_XCTEST_FIXTURE"

  /// What a child run printed.
  struct Run {
    var status: Int32
    var output: String

    /// The seed the first failure names.
    var firstSeed: UInt64? {
      output.firstMatch(of: /[Ss]chedule seed (\d+)/).flatMap { UInt64($0.1) }
    }

    /// How many schedules the fixture's body ran, as it printed.
    var schedulesRun: Int? {
      output.firstMatch(of: /schedules run: (\d+)/).flatMap { Int($0.1) }
    }
  }

  /// Runs one case of this class in a child process of the test bundle.
  static func run(_ name: String) throws -> Run {
    let run = try runTestInChildProcess(
      "TestSupportTests.ScheduleXCTestFixture/\(name)", setting: childVariable)
    return Run(status: run.status, output: run.output)
  }

  private func skipUnlessChild() throws {
    try XCTSkipUnless(
      ProcessInfo.processInfo.environment[Self.childVariable] == "1",
      "fails on purpose; ScheduleXCTestTests runs it in a child process")
  }

  @MainActor
  func testAssumedReceiveOrder() async throws {
    try skipUnlessChild()
    var ejecuciones = 0
    await withSchedules(40) {
      ejecuciones += 1
      let store = TestStore(initialState: Panel.State()) { Panel() }
      await store.send(.aparecio)
      await store.receive(.perfilCargado("ana")) { $0.perfil = "ana" }
      await store.receive(.avisosCargados(3)) { $0.avisos = 3 }
    }
    print("schedules run: \(ejecuciones)")
  }

  @MainActor
  func testAssumedOrderWithXCTAssert() async throws {
    try skipUnlessChild()
    var ejecuciones = 0
    await withSchedules(40) {
      ejecuciones += 1
      let store = TestStore(initialState: Novedades.State()) {
        Novedades(ultimaRespuestaGana: true)
      }
      store.exhaustivity = .off
      await store.send(.aparecio)
      await store.skipReceivedActions()
      XCTAssertEqual(store.state.titulares, ["hoy"])
    }
    print("schedules run: \(ejecuciones)")
  }
}
