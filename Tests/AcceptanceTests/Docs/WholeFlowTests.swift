import BuscadorFeature
import TestSupport
import Testing

// The examples of docs/whole-flow.md, compiled and run.

private struct SinConexion: Error {}

private let sarten = Resultado(
  id: 69, nombre: "Sartén antiadherente 20 cm", categoria: "Cocina", precioEnCentimos: 2495)

@MainActor
struct WholeFlowTests {
  // snippet: whole-flow-search
  @Test(.schedules(20))
  func typingResultsAFailureAndBack() async {
    let reloj = TestClock()
    let store = TestStore(initialState: Buscador.State()) {
      Buscador()
    } withDependencies: {
      $0.continuousClock = reloj
      $0.clienteBusqueda.buscar = { termino in
        guard termino != "sin red" else { throw SinConexion() }
        return termino == "sarten" ? [sarten] : []
      }
    }

    // 1. Two keystrokes, closer together than the debounce: no search yet.
    await store.send(.terminoCambio("sar")) { $0.termino = "sar" }
    await reloj.advance(by: .milliseconds(200))
    await store.send(.terminoCambio("sarten")) { $0.termino = "sarten" }

    // 2. 300 ms after the last one, one search starts: for "sarten", not for "sar".
    await reloj.advance(by: .milliseconds(300))
    await store.receive(\.busquedaIniciada) { $0.cargando = true }
    await store.receive(\.resultados, [sarten]) {
      $0.cargando = false
      $0.items = [sarten]
    }

    // 3. The network fails. The failure has its own end state, reached from the results.
    await store.send(.terminoCambio("sin red")) { $0.termino = "sin red" }
    await reloj.advance(by: .milliseconds(300))
    await store.receive(\.busquedaIniciada) { $0.cargando = true }
    await store.receive(\.fallo) {
      $0.cargando = false  // the spinner stops on failure too
      $0.items = []  // the old results are not left on screen
      $0.mensaje = "No se pudo buscar"
    }

    // 4. The next search that works clears the message.
    await store.send(.terminoCambio("sarten")) { $0.termino = "sarten" }
    await reloj.advance(by: .milliseconds(300))
    await store.receive(\.busquedaIniciada) { $0.cargando = true }
    await store.receive(\.resultados, [sarten]) {
      $0.cargando = false
      $0.items = [sarten]
      $0.mensaje = nil
    }
  }
  // end snippet

  // snippet: whole-flow-late-answer
  @Test(.schedules(20))
  func aLateAnswerNeverOverwritesANewerSearch() async {
    let reloj = TestClock()
    let store = TestStore(initialState: Buscador.State()) {
      Buscador()
    } withDependencies: {
      $0.continuousClock = reloj
      $0.clienteBusqueda.buscar = { termino in
        try await reloj.sleep(for: .seconds(2))  // a slow server
        return termino == "sarten" ? [sarten] : [.demo]
      }
    }

    await store.send(.terminoCambio("camiseta")) { $0.termino = "camiseta" }
    await reloj.advance(by: .milliseconds(300))
    await store.receive(\.busquedaIniciada) { $0.cargando = true }

    // A second later, with "camiseta" still in flight, the person types again.
    await reloj.advance(by: .seconds(1))
    await store.send(.terminoCambio("sarten")) {
      $0.termino = "sarten"
      $0.cargando = false  // the search in flight was cancelled
    }
    await reloj.advance(by: .milliseconds(300))
    await store.receive(\.busquedaIniciada) { $0.cargando = true }

    // "camiseta" would have answered in this stretch; only "sarten" does.
    await reloj.advance(by: .seconds(2))
    await store.receive(\.resultados, [sarten]) {
      $0.cargando = false
      $0.items = [sarten]
    }
  }
  // end snippet

  // snippet: whole-flow-blank
  @Test
  func aBlankTermClearsWithoutSearching() async {
    let reloj = TestClock()
    let store = TestStore(initialState: Buscador.State(termino: "sarten", items: [sarten])) {
      Buscador()
    } withDependencies: {
      $0.continuousClock = reloj  // and no search client: a search would fail the test
    }

    await store.send(.terminoCambio("  ")) {
      $0.termino = "  "
      $0.items = []
    }
    await reloj.run()  // nothing waits on the clock, so nothing more can happen
  }
  // end snippet
}
