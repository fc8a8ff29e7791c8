import TestSupport
import Testing

/// Ticks on the dependency clock and, after three ticks, stops itself from a separate effect —
/// as a meeting that dismisses itself after its last tick does.
private struct Metronomo: Reducer {
  struct State: Equatable { var tics = 0 }
  enum Action: Equatable, Sendable { case empezar, tic, parar }
  enum CancelID { case tic }
  @Dependency(\.continuousClock) var reloj

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .empezar:
      return .run { send in
        for await _ in reloj.timer(interval: .seconds(1)) { await send(.tic) }
      }
      .cancellable(id: CancelID.tic)
    case .tic:
      guard state.tics < 3 else { return .none }
      state.tics += 1
      return state.tics == 3 ? .run { send in await send(.parar) } : .none
    case .parar:
      return .cancel(id: CancelID.tic)
    }
  }
}

/// A feature that sleeps on the clock and records when each sleeper wakes.
private struct Despertador: Reducer {
  struct State: Equatable { var despiertos: [String] = [] }
  enum Action: Equatable, Sendable {
    case dormir(String, segundos: Int)
    case dormirHasta(String, TestInstant)
    case desperto(String)
    case dormirYCancelar
  }
  let reloj: TestClock<Duration>

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .dormir(let nombre, let segundos):
      return .run { send in
        try await reloj.sleep(for: .seconds(segundos))
        await send(.desperto(nombre))
      }
    case .dormirHasta(let nombre, let instante):
      return .run { send in
        try await reloj.sleep(until: instante)
        await send(.desperto(nombre))
      }
    case .desperto(let nombre):
      state.despiertos.append(nombre)
      return .none
    case .dormirYCancelar:
      return .run { send in
        do {
          try await reloj.sleep(for: .seconds(10))
        } catch is CancellationError {
          await send(.desperto("cancelado"))
          return
        }
        await send(.desperto("no debería"))
      }
      .cancellable(id: "sueño")
    }
  }
}

@MainActor
@Suite("Clocks")
struct ClockTests {
  let reloj = TestClock()

  @Test("sleepers wake in deadline order, whatever order they registered in")
  func deadlineOrder() async {
    let store = TestStore(initialState: Despertador.State()) { Despertador(reloj: reloj) }
    await store.send(.dormir("tres", segundos: 3))
    await store.send(.dormir("uno", segundos: 1))
    await store.send(.dormir("dos", segundos: 2))
    #expect(reloj.sleeperCount == 3)
    await reloj.advance(by: .seconds(3))
    await store.receive(.desperto("uno")) { $0.despiertos = ["uno"] }
    await store.receive(.desperto("dos")) { $0.despiertos.append("dos") }
    await store.receive(.desperto("tres")) { $0.despiertos.append("tres") }
    #expect(reloj.now == TestInstant(offset: .seconds(3)))
  }

  @Test("time does not move by itself, and moves exactly as far as asked")
  func partialAdvance() async {
    let store = TestStore(initialState: Despertador.State()) { Despertador(reloj: reloj) }
    await store.send(.dormir("uno", segundos: 1))
    await reloj.advance(by: .milliseconds(999))
    #expect(reloj.sleeperCount == 1)
    await reloj.advance(by: .milliseconds(1))
    await store.receive(.desperto("uno")) { $0.despiertos = ["uno"] }
  }

  @Test("sleeping until now waits for the next advance")
  func sleepingUntilNow() async {
    let store = TestStore(initialState: Despertador.State()) { Despertador(reloj: reloj) }
    await store.send(.dormirHasta("ahora", reloj.now))
    #expect(reloj.sleeperCount == 1)
    await reloj.advance()
    await store.receive(.desperto("ahora")) { $0.despiertos = ["ahora"] }
  }

  @Test("cancelling a sleeping task removes its sleeper and throws CancellationError")
  func cancellation() async {
    let store = TestStore(initialState: Despertador.State()) { Despertador(reloj: reloj) }
    let tarea = await store.send(.dormirYCancelar)
    #expect(reloj.sleeperCount == 1)
    await tarea.cancel()
    #expect(reloj.sleeperCount == 0)
    await reloj.advance(by: .seconds(20))
  }

  @Test("run advances until nobody sleeps; checkSuspension says whether anyone does")
  func runAndCheckSuspension() async throws {
    let store = TestStore(initialState: Despertador.State()) { Despertador(reloj: reloj) }
    await store.send(.dormir("lejos", segundos: 3_600))
    await #expect(throws: TestClock<Duration>.SuspensionError.self) {
      try await reloj.checkSuspension()
    }
    await reloj.run()
    await store.receive(.desperto("lejos")) { $0.despiertos = ["lejos"] }
    try await reloj.checkSuspension()
    #expect(reloj.now == TestInstant(offset: .seconds(3_600)))
  }

  @Test("run(timeout:) advances through sleepers due within the timeout of the clock's time")
  func runWithinTimeout() async {
    let store = TestStore(initialState: Despertador.State()) { Despertador(reloj: reloj) }
    await store.send(.dormir("uno", segundos: 1))
    await store.send(.dormir("seis", segundos: 6))
    await reloj.run(timeout: .seconds(7))
    await store.receive(.desperto("uno")) { $0.despiertos = ["uno"] }
    await store.receive(.desperto("seis")) { $0.despiertos.append("seis") }
    #expect(reloj.now == TestInstant(offset: .seconds(6)))
  }

  @Test("run(timeout:) fails, naming the late sleeper, and stops at the timeout")
  func runPastTimeout() async {
    let store = TestStore(initialState: Despertador.State()) { Despertador(reloj: reloj) }
    store.exhaustivity = .off
    await store.send(.dormir("lejos", segundos: 60))
    await withKnownIssue {
      await reloj.run(timeout: .seconds(7))
    } matching: { issue in
      issue.description.contains(
        "TestClock.run(timeout: 7.0 seconds) found a sleeper due at t+60.0 seconds, after the "
          + "timeout at t+7.0 seconds")
    }
    #expect(reloj.now == TestInstant(offset: .seconds(7)))
    #expect(reloj.sleeperCount == 1)
    await store.skipInFlightEffects()
  }

  @Test("TestClock is written as TCA writes it, TestClock<Duration>, and made without one")
  func genericSpelling() {
    let explicit: TestClock<Duration> = TestClock()
    let clock: any Clock<Duration> = explicit
    #expect(clock.minimumResolution == .zero)
  }

  @Test("the immediate clock returns at once and moves its time")
  func immediateClock() async throws {
    let reloj = ImmediateClock()
    try await reloj.sleep(for: .seconds(5))
    try await reloj.sleep(for: .seconds(2))
    #expect(reloj.now == TestInstant(offset: .seconds(7)))
  }

  @Test("a timer on the immediate clock lets the effects its ticks start run, so it can stop")
  func immediateTimerStops() async {
    let store = TestStore(initialState: Metronomo.State()) {
      Metronomo()
    } withDependencies: {
      $0.continuousClock = ImmediateClock()
    }
    store.exhaustivity = .off
    await store.send(.empezar)
    await store.receive(.parar) { $0.tics = 3 }
    await store.finish()
  }

  @Test("the clocks are Clock<Duration>, usable as the continuousClock dependency")
  func usableAsDependency() {
    var values = DependencyValues()
    values.continuousClock = reloj
    values.continuousClock = ImmediateClock()
    values.continuousClock = UnimplementedClock()
    #expect(values.continuousClock is UnimplementedClock)
  }

  @Test("the unimplemented clock fails naming itself, once, and then waits to be cancelled")
  func unimplementedClock() async {
    let store = TestStore(initialState: Contador.State()) {
      Contador()
    } withDependencies: {
      $0.continuousClock = UnimplementedClock("reloj.de.pruebas")
    }
    var tarea: TestStoreTask?
    let line = #line + 2
    await expectFailure("reloj.de.pruebas", atLine: line) {
      tarea = await store.send(.iniciar)
    }
    await tarea?.cancel()
  }
}
