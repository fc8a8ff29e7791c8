import Synchronization
import TestSupport
import Testing

/// Four runners that each run three legs, yielding between legs: every leg is a job of the test
/// store's executor, so a schedule can interleave the runners in many ways.
private struct Relevos: Reducer {
  struct Tramo: Equatable, Sendable, CustomStringConvertible {
    var corredor: Int
    var tramo: Int
    var description: String { "\(corredor).\(tramo)" }
  }
  struct State: Equatable { var tramos: [Tramo] = [] }
  enum Action: Equatable, Sendable { case salida, corrio(Tramo) }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .salida:
      return .merge(
        (0..<4).map { corredor in
          .run { send in
            for tramo in 0..<3 {
              await send(.corrio(Tramo(corredor: corredor, tramo: tramo)))
              await Task.yield()
            }
          }
        })
    case .corrio(let tramo):
      state.tramos.append(tramo)
      return .none
    }
  }
}

/// Alarms on a test clock: each rings after its seconds and is listed when it does.
private struct Alarmas: Reducer {
  struct State: Equatable { var sonaron: [String] = [] }
  enum Action: Equatable, Sendable { case poner(String, segundos: Int), sono(String) }
  let reloj: TestClock<Duration>

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .poner(let nombre, let segundos):
      return .run { send in
        try await reloj.sleep(for: .seconds(segundos))
        await send(.sono(nombre))
      }
    case .sono(let nombre):
      state.sonaron.append(nombre)
      return .none
    }
  }
}

private struct Fallo: Error, Equatable {}

/// How a race of runners went, as the order of their legs.
@MainActor
private func carrera() async -> [Relevos.Tramo] {
  let store = TestStore(initialState: Relevos.State()) { Relevos() }
  store.exhaustivity = .off
  await store.send(.salida)
  await store.skipReceivedActions()
  return store.state.tramos
}

/// The order alarms rang in: one due at 2 s, set first, and three due together at 1 s.
@MainActor
private func alarmas() async -> [String] {
  let reloj = TestClock()
  let store = TestStore(initialState: Alarmas.State()) { Alarmas(reloj: reloj) }
  store.exhaustivity = .off
  await store.send(.poner("tarde", segundos: 2))
  await store.send(.poner("a", segundos: 1))
  await store.send(.poner("b", segundos: 1))
  await store.send(.poner("c", segundos: 1))
  await reloj.advance(by: .seconds(2))
  await store.skipReceivedActions()
  return store.state.sonaron
}

@MainActor
@Suite("Schedule exploration")
struct ScheduleTests {
  @Test("seed 0 is the order without exploration: first in, first out")
  func seedZeroIsFIFO() async {
    let sinExplorar = await carrera()
    var conSemillaCero: [Relevos.Tramo] = []
    await withSchedules(1) { conSemillaCero = await carrera() }
    #expect(conSemillaCero == sinExplorar)
    // Round robin: each runner runs a leg and yields to the back of the queue.
    #expect(sinExplorar.map(\.description) == (0..<3).flatMap { t in (0..<4).map { "\($0).\(t)" } })
    var alarmasConSemillaCero: [String] = []
    await withSchedules(1, seed: 0) { alarmasConSemillaCero = await alarmas() }
    #expect(alarmasConSemillaCero == ["a", "b", "c", "tarde"])
    #expect(await alarmas() == ["a", "b", "c", "tarde"])
  }

  @Test("a seed gives the same run every time; different seeds give different runs")
  func sameSeedSameRun() async {
    var ordenes: Set<[String]> = []
    for seed in UInt64(1)...20 {
      var primera: [Relevos.Tramo] = []
      var segunda: [Relevos.Tramo] = []
      await withSchedules(1, seed: seed) { primera = await carrera() }
      await withSchedules(1, seed: seed) { segunda = await carrera() }
      #expect(primera == segunda, "seed \(seed)")
      ordenes.insert(primera.map(\.description))
    }
    #expect(ordenes.count > 10, "twenty seeds, \(ordenes.count) different interleavings")
  }

  @Test("under every schedule, each effect's own code runs in program order")
  func programOrder() async {
    await withSchedules(40) {
      let tramos = await carrera()
      #expect(tramos.count == 12)
      for corredor in 0..<4 {
        #expect(tramos.filter { $0.corredor == corredor }.map(\.tramo) == [0, 1, 2])
      }
    }
  }

  @Test("sleepers due at the same instant wake in a seeded order; earlier deadlines first")
  func simultaneousSleepers() async {
    var ordenes: Set<[String]> = []
    await withSchedules(40) {
      let sonaron = await alarmas()
      #expect(sonaron.last == "tarde")
      #expect(Set(sonaron.prefix(3)) == ["a", "b", "c"])
      ordenes.insert(sonaron)
    }
    #expect(
      ordenes.count == 6, "three simultaneous alarms have six orders; 40 seeds found \(ordenes)")
  }

  @Test("with a seed, the schedules start there")
  func seedsStartWhereAsked() async {
    var ejecuciones = 0
    await withSchedules(5, seed: 100) { ejecuciones += 1 }
    #expect(ejecuciones == 5)
    let exploration = await exploreExpectingFailure(5, seed: 100) {
      let store = TestStore(initialState: Panel.State()) { Panel() }
      await store.send(.aparecio)  // the two answers are never received
    }
    #expect(exploration.seed == 100)
    #expect(exploration.runs == 1)
    #expect(exploration.failures.allSatisfy { $0.contains("received actions were never asserted") })
  }

  @Test(
    "issues the test records itself under a schedule name the seed too",
    .filterIssues { issue in
      // The issue this test provokes, once tagged with its seed, is dropped so the test passes;
      // untagged, it would fail the test.
      !(issue.description.contains("provocado") && issue.description.contains("schedule seed 12,"))
    })
  func recordedIssuesNameTheSeed() async {
    var ejecuciones = 0
    await withSchedules(3, seed: 12) {
      ejecuciones += 1
      Issue.record("provocado")
    }
    #expect(ejecuciones == 1)
  }

  @Test(
    "an error thrown by the body ends exploration and is rethrown as it is, with a warning",
    .filterIssues { issue in
      !(issue.severity == .warning && issue.description.contains("schedule seed 3,"))
    })
  func thrownErrorsAreRethrown() async {
    var ejecuciones = 0
    await #expect(throws: Fallo()) {
      try await withSchedules(10) {
        ejecuciones += 1
        if ejecuciones == 4 { throw Fallo() }
      }
    }
    #expect(ejecuciones == 4)
  }

  @Test("inside a chosen schedule, withSchedules runs its body once, under that schedule")
  func nestedExplorationRunsOnce() async {
    var interiores = 0
    await withSchedules(1, seed: 7) {
      await withSchedules(50) { interiores += 1 }
    }
    #expect(interiores == 1)
    let exploration = await exploreExpectingFailure(1, seed: 7) {
      await withSchedules(50) {
        let store = TestStore(initialState: Panel.State()) { Panel() }
        await store.send(.aparecio)
      }
    }
    #expect(exploration.seed == 7)
  }

  @Test("a count below 1 is a failure that says what to pass, and runs nothing")
  func countMustBePositive() async {
    var ejecuciones = 0
    let line = #line + 2
    await expectFailure("the count must be at least 1", atLine: line) {
      await withSchedules(0) { ejecuciones += 1 }
    }
    #expect(ejecuciones == 0)
  }

  @Test("the trait explores around the test and stops at the first failing schedule")
  func traitExploresAndStops() async throws {
    let ejecuciones = IssueLog()
    let fallos = IssueLog()
    try await withKnownIssue {
      try await ScheduleTrait.schedules(40).provideScope(
        for: Test.current!, testCase: Test.Case.current
      ) { @MainActor in
        ejecuciones.append("una")
        let store = TestStore(initialState: Panel.State()) { Panel() }
        await store.send(.aparecio)
        await store.receive(.perfilCargado("ana")) { $0.perfil = "ana" }
        await store.receive(.avisosCargados(3)) { $0.avisos = 3 }
      }
    } matching: { issue in
      fallos.append(issue.description)
      return true
    }
    let seed = FailedExploration(runs: 0, failures: fallos.all).seed
    #expect(seed != nil && seed != 0)
    #expect(ejecuciones.all.count == Int(seed ?? 0) + 1)
  }

  @Test("the trait with a seed runs the test under that schedule", .schedule(seed: 7))
  func traitWithASeed() async {
    let exploration = await exploreExpectingFailure(50) {
      let store = TestStore(initialState: Panel.State()) { Panel() }
      await store.send(.aparecio)
    }
    #expect(exploration.seed == 7)
    #expect(exploration.runs == 1)
  }
}

/// `withSchedules` from a test that is not on the main actor: the body runs where the caller
/// does, once per schedule.
@Test("withSchedules can be called from a nonisolated test")
func withSchedulesFromANonisolatedTest() async {
  var ejecuciones = 0
  await withSchedules(4, seed: 9) {
    ejecuciones += 1
    let tramos = await carrera()
    #expect(tramos.count == 12)
  }
  #expect(ejecuciones == 4)
}

/// A suite that explores, and a test in it that asks for one schedule.
@MainActor
@Suite("Schedule traits on a suite", .schedules(5))
struct ScheduleSuiteTraitTests {
  @Test("a test's own seed takes precedence over its suite's exploration", .schedule(seed: 3))
  func theTestsOwnSeedWins() async {
    let exploration = await exploreExpectingFailure(50) {
      let store = TestStore(initialState: Panel.State()) { Panel() }
      await store.send(.aparecio)  // the two answers are never received
    }
    #expect(exploration.seed == 3)
    #expect(exploration.runs == 1)
  }

  @Test("the suite's exploration reaches each of its tests")
  func theSuitesExplorationApplies() async {
    let exploration = await exploreExpectingFailure(50) {
      let store = TestStore(initialState: Panel.State()) { Panel() }
      await store.send(.aparecio)
    }
    // The test runs once per schedule of the suite's exploration (seeds 0 to 4), and the nested
    // exploration runs its body once, under that schedule.
    #expect((0..<5).contains(exploration.seed ?? 99))
    #expect(exploration.runs == 1)
  }
}

/// A counter that remembers: a stateful test double, kept once per test.
private final class Contadora: Sendable {
  private let cuenta = Mutex(0)
  func siguiente() -> Int {
    cuenta.withLock {
      $0 += 1; return $0
    }
  }
}

private enum ContadoraKey: DependencyKey {
  static let liveValue = Contadora()
  static var testValue: Contadora { Contadora() }
}

extension DependencyValues {
  fileprivate var contadora: Contadora {
    get { self[ContadoraKey.self] }
    set { self[ContadoraKey.self] = newValue }
  }
}

@Test("each schedule starts with fresh dependencies and shared state, as a test of its own")
@MainActor
func eachScheduleHasFreshDependencies() async {
  @Shared(.inMemory("ejecuciones")) var delTest = 100
  var vistas: [Int] = []
  await withSchedules(5) {
    @Dependency(\.contadora) var contadora
    @Shared(.inMemory("ejecuciones")) var ejecuciones = 0
    $ejecuciones.withLock { $0 += 1 }
    vistas.append(contadora.siguiente() * 10 + ejecuciones)
  }
  #expect(vistas == [11, 11, 11, 11, 11])
  #expect(delTest == 100)
}
