import BuscadorFeature
import TestSupport
import Testing

// The example of docs/Buscador.md, compiled and run.

@MainActor
struct BuscadorTests {
  @Test(.schedules(20))
  func searchAsYouType() async {
    // snippet: buscador-test
    let reloj = TestClock()
    let store = TestStore(initialState: Buscador.State()) {
      Buscador()
    } withDependencies: {
      $0.continuousClock = reloj
      $0.clienteBusqueda.buscar = { _ in [.demo] }
    }
    await store.send(.terminoCambio("swi")) { $0.termino = "swi" }
    await store.send(.terminoCambio("swift")) { $0.termino = "swift" }
    await reloj.advance(by: .milliseconds(300))
    await store.receive(\.busquedaIniciada) { $0.cargando = true }
    await store.receive(\.resultados) {
      $0.cargando = false
      $0.items = [.demo]
    }
    // end snippet
  }
}
