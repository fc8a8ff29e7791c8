import BuscadorFeature
import TemporizadorFeature
import TestSupport
import Testing

// The examples of docs/time.md, compiled and run.

@MainActor
struct TimeTests {
  // snippet: time-test-clock
  @Test
  func threeSecondsThreeTicks() async throws {
    let reloj = TestClock()
    let store = TestStore(initialState: Temporizador.State()) {
      Temporizador()
    } withDependencies: {
      $0.continuousClock = reloj
    }

    await store.send(.iniciar)
    await reloj.advance(by: .seconds(3))  // three seconds pass, in no real time
    await store.receive(\.tick) { $0.segundos = 1 }
    await store.receive(\.tick) { $0.segundos = 2 }
    await store.receive(\.tick) { $0.segundos = 3 }
    await store.send(.parar)
    try await reloj.checkSuspension()  // and nobody waits on the clock any more
  }
  // end snippet

  // snippet: time-edge
  @Test
  func theDebounceEndsAtThreeHundredMilliseconds() async {
    let reloj = TestClock()
    let store = TestStore(initialState: Buscador.State()) {
      Buscador()
    } withDependencies: {
      $0.continuousClock = reloj
      $0.clienteBusqueda.buscar = { _ in [.demo] }
    }

    await store.send(.terminoCambio("camiseta")) { $0.termino = "camiseta" }
    await reloj.advance(by: .milliseconds(299))
    #expect(reloj.sleeperCount == 1)  // still waiting
    await reloj.advance(by: .milliseconds(1))
    await store.receive(\.busquedaIniciada) { $0.cargando = true }
    await store.receive(\.resultados) {
      $0.cargando = false
      $0.items = [.demo]
    }
  }
  // end snippet

  @Test
  func advancingToAnInstant() async {
    let reloj = TestClock()
    let store = TestStore(initialState: Temporizador.State()) {
      Temporizador()
    } withDependencies: {
      $0.continuousClock = reloj
    }

    // snippet: time-advance-to
    let inicio = reloj.now
    let tarea = await store.send(.iniciar)
    await reloj.advance(to: inicio.advanced(by: .milliseconds(1500)))
    await store.receive(\.tick) { $0.segundos = 1 }
    await reloj.advance(to: inicio.advanced(by: .seconds(2)))
    await store.receive(\.tick) { $0.segundos = 2 }
    await tarea.cancel()
    // end snippet
  }

  // snippet: time-run
  @Test
  func runUntilNobodyWaits() async {
    let reloj = TestClock()
    let store = TestStore(initialState: Buscador.State()) {
      Buscador()
    } withDependencies: {
      $0.continuousClock = reloj
      $0.clienteBusqueda.buscar = { _ in [.demo] }
    }

    await store.send(.terminoCambio("camiseta")) { $0.termino = "camiseta" }
    await reloj.run()  // however long the debounce is
    await store.receive(\.busquedaIniciada) { $0.cargando = true }
    await store.receive(\.resultados) {
      $0.cargando = false
      $0.items = [.demo]
    }
  }
  // end snippet

  // snippet: time-slow-world
  @Test
  func aSearchThatTakesTwoSeconds() async {
    let reloj = TestClock()
    let store = TestStore(initialState: Buscador.State()) {
      Buscador()
    } withDependencies: {
      $0.continuousClock = reloj
      $0.clienteBusqueda.buscar = { _ in
        try await reloj.sleep(for: .seconds(2))  // the fake server is slow on the same clock
        return [.demo]
      }
    }

    await store.send(.terminoCambio("camiseta")) { $0.termino = "camiseta" }
    await reloj.advance(by: .milliseconds(300))
    await store.receive(\.busquedaIniciada) { $0.cargando = true }
    await reloj.advance(by: .seconds(1))
    #expect(store.state.cargando)  // halfway: still loading, nothing arrived
    await reloj.advance(by: .seconds(1))
    await store.receive(\.resultados) {
      $0.cargando = false
      $0.items = [.demo]
    }
  }
  // end snippet

  // snippet: time-immediate
  @Test
  func whenTheWaitIsNotThePoint() async {
    let store = TestStore(initialState: Buscador.State()) {
      Buscador()
    } withDependencies: {
      $0.continuousClock = ImmediateClock()  // every sleep returns at once
      $0.clienteBusqueda.buscar = { _ in [.demo] }
    }

    await store.send(.terminoCambio("camiseta")) { $0.termino = "camiseta" }
    await store.receive(\.busquedaIniciada) { $0.cargando = true }
    await store.receive(\.resultados) {
      $0.cargando = false
      $0.items = [.demo]
    }
  }
  // end snippet

  @Test
  func forgettingTheClock() async {
    let store = TestStore(initialState: Temporizador.State()) {
      Temporizador()
    }

    let message = await failureText(containing: "continuousClock") {
      await store.send(.iniciar)
    }
    CheckedText.expect(message, isBlock: "time-forgot-clock", in: "docs/time.md")
    await store.send(.parar)
  }

  @Test
  func aTimeoutIsNotAClock() async {
    let reloj = TestClock()
    let store = TestStore(initialState: Temporizador.State()) {
      Temporizador()
    } withDependencies: {
      $0.continuousClock = reloj
    }

    let tarea = await store.send(.iniciar)
    let message = await failureText(containing: "no action was received within") {
      // snippet: time-timeout
      await store.receive(\.tick, timeout: .milliseconds(50))  // no advance: no tick, ever
      // end snippet
    }
    CheckedText.expect(message, isBlock: "time-timeout", in: "docs/time.md")
    await tarea.cancel()
  }
}
