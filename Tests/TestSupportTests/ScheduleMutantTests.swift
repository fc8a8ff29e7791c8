import TestSupport
import Testing

/// Three order bugs that pass every time without exploration, each caught within 40 schedules;
/// their fixes pass under every schedule; and the seed a failure names brings the same failure
/// back, twice in a row.
@MainActor
@Suite("Schedules catch order bugs")
struct ScheduleMutantTests {
  // MARK: - Stale-while-revalidate where the last answer wins

  func novedades(ultimaRespuestaGana: Bool) async {
    let store = TestStore(initialState: Novedades.State()) {
      Novedades(ultimaRespuestaGana: ultimaRespuestaGana)
    }
    await store.send(.aparecio)
    await store.receive(
      inAnyOrder: [.cargados(["ayer"], frescos: false), .cargados(["hoy"], frescos: true)]
    ) {
      $0.titulares = ["hoy"]
      $0.frescos = true
    }
  }

  @Test("a stale answer that lands after the fresh one is caught")
  func lastAnswerWinsIsCaught() async {
    let exploration = await exploreExpectingFailure(40) {
      await novedades(ultimaRespuestaGana: true)
    }
    expectCaught(exploration, saying: "does not match the expected state")
  }

  @Test("never letting a stale answer replace a fresh one passes every schedule", .schedules(40))
  func freshAnswerKept() async {
    await novedades(ultimaRespuestaGana: false)
  }

  @Test("the seed of the stale answer's failure fails the same way twice in a row")
  func lastAnswerWinsReproduces() async {
    await expectReproducible { await novedades(ultimaRespuestaGana: true) }
  }

  // MARK: - A test that assumes the order two effects answer in

  func panel(suponiendoElOrden: Bool) async {
    let store = TestStore(initialState: Panel.State()) { Panel() }
    await store.send(.aparecio)
    if suponiendoElOrden {
      await store.receive(.perfilCargado("ana")) { $0.perfil = "ana" }
      await store.receive(.avisosCargados(3)) { $0.avisos = 3 }
    } else {
      await store.receive(inAnyOrder: [.perfilCargado("ana"), .avisosCargados(3)]) {
        $0.perfil = "ana"
        $0.avisos = 3
      }
    }
  }

  @Test("a test that receives concurrent answers in one order is caught")
  func assumedOrderIsCaught() async {
    let exploration = await exploreExpectingFailure(40) {
      await panel(suponiendoElOrden: true)
    }
    expectCaught(exploration, saying: "but received")
  }

  @Test("receiving them in any order passes every schedule", .schedules(40))
  func anyOrderReceived() async {
    await panel(suponiendoElOrden: false)
  }

  @Test("the seed of the assumed order's failure fails the same way twice in a row")
  func assumedOrderReproduces() async {
    await expectReproducible { await panel(suponiendoElOrden: true) }
  }

  // MARK: - Two timers that ring at the same instant

  func cocina(enOrdenDeLlegada: Bool) async {
    let reloj = TestClock()
    let store = TestStore(initialState: Cocina.State()) {
      Cocina(reloj: reloj, enOrdenDeLlegada: enOrdenDeLlegada)
    }
    await store.send(.programar("horno"))
    await store.send(.programar("olla"))
    await reloj.advance(by: .seconds(1))
    await store.receive(inAnyOrder: [.sono("horno"), .sono("olla")]) {
      $0.sonaron = ["horno", "olla"]
    }
  }

  @Test("a list kept in the order simultaneous timers ring in is caught")
  func simultaneousTimersAreCaught() async {
    let exploration = await exploreExpectingFailure(40) {
      await cocina(enOrdenDeLlegada: true)
    }
    expectCaught(exploration, saying: "does not match the expected state")
  }

  @Test("a list kept sorted passes every schedule", .schedules(40))
  func simultaneousTimersSorted() async {
    await cocina(enOrdenDeLlegada: false)
  }

  @Test("the seed of the simultaneous timers' failure fails the same way twice in a row")
  func simultaneousTimersReproduce() async {
    await expectReproducible { await cocina(enOrdenDeLlegada: true) }
  }

  // MARK: - Checks

  /// Checks that the exploration failed at a schedule other than 0, stopped there, and that
  /// every failure names that seed and how to rerun it.
  func expectCaught(
    _ exploration: FailedExploration, saying phrase: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    guard let seed = exploration.seed else {
      Issue.record(
        "No failure named a schedule seed; recorded: \(exploration.failures)",
        sourceLocation: sourceLocation)
      return
    }
    #expect((1..<40).contains(seed), sourceLocation: sourceLocation)
    #expect(
      exploration.runs == Int(seed) + 1, "stops at the first failing schedule",
      sourceLocation: sourceLocation)
    #expect(
      exploration.failures.allSatisfy {
        $0.contains("schedule seed \(seed),") && $0.contains("@Test(.schedule(seed: \(seed)))")
          && $0.contains("withSchedules(1, seed: \(seed))")
      }, sourceLocation: sourceLocation)
    #expect(
      exploration.failures.contains { $0.lowercased().contains(phrase) },
      sourceLocation: sourceLocation)
  }

  /// Finds the failing seed of `scenario`, then reruns just that seed twice: both reruns record
  /// exactly what the exploration recorded.
  func expectReproducible(
    sourceLocation: SourceLocation = #_sourceLocation, _ scenario: () async -> Void
  ) async {
    let exploration = await exploreExpectingFailure(40, scenario)
    guard let seed = exploration.seed else {
      Issue.record("The exploration found nothing to rerun", sourceLocation: sourceLocation)
      return
    }
    let first = await exploreExpectingFailure(1, seed: seed, scenario)
    let second = await exploreExpectingFailure(1, seed: seed, scenario)
    #expect(!first.failures.isEmpty, sourceLocation: sourceLocation)
    #expect(first.failures == exploration.failures, sourceLocation: sourceLocation)
    #expect(second.failures == first.failures, sourceLocation: sourceLocation)
  }
}
