import BuscadorFeature
import TestSupport
import Testing

private enum ErrorDeRed: Error { case caido }

private let sartenes = [
  Resultado(
    id: 69, nombre: "Sartén antiadherente 20 cm", categoria: "Cocina", precioEnCentimos: 2495)
]

@MainActor
struct BuscadorTests {
  let reloj = TestClock()

  @Test(.schedules(20))
  func busquedaConDebounceYError() async {
    let store = TestStore(initialState: Buscador.State()) {
      Buscador()
    } withDependencies: {
      $0.continuousClock = reloj
      $0.clienteBusqueda.buscar = { termino in
        guard termino == "swift" else { throw ErrorDeRed.caido }
        return [.demo]
      }
    }

    await store.send(.terminoCambio("swi")) { $0.termino = "swi" }
    await store.send(.terminoCambio("swift")) { $0.termino = "swift" }
    await reloj.advance(by: .milliseconds(300))
    await store.receive(\.busquedaIniciada) { $0.cargando = true }
    await store.receive(\.resultados) {
      $0.cargando = false
      $0.items = [.demo]
    }

    await store.send(.terminoCambio("zzz")) { $0.termino = "zzz" }
    await reloj.advance(by: .milliseconds(300))
    await store.receive(\.busquedaIniciada) { $0.cargando = true }
    await store.receive(\.fallo) {
      $0.cargando = false
      $0.mensaje = "No se pudo buscar"
      $0.items = []
    }
  }

  @Test
  func unExitoPosteriorBorraElMensaje() async {
    let store = TestStore(
      initialState: Buscador.State(termino: "zzz", mensaje: "No se pudo buscar")
    ) {
      Buscador()
    } withDependencies: {
      $0.continuousClock = reloj
      $0.clienteBusqueda.buscar = { _ in [.demo] }
    }

    await store.send(.terminoCambio("camiseta")) { $0.termino = "camiseta" }
    await reloj.advance(by: .milliseconds(300))
    await store.receive(\.busquedaIniciada) { $0.cargando = true }
    await store.receive(\.resultados, [.demo]) {
      $0.cargando = false
      $0.items = [.demo]
      $0.mensaje = nil
    }
  }

  @Test(.schedules(20))
  func escribirDeNuevoReiniciaLaEspera() async {
    let store = TestStore(initialState: Buscador.State()) {
      Buscador()
    } withDependencies: {
      $0.continuousClock = reloj
      $0.clienteBusqueda.buscar = { termino in
        #expect(termino == "sarten")
        return sartenes
      }
    }

    await store.send(.terminoCambio("sar")) { $0.termino = "sar" }
    await reloj.advance(by: .milliseconds(200))
    await store.send(.terminoCambio("sarten")) { $0.termino = "sarten" }
    await reloj.advance(by: .milliseconds(299))
    // 499 ms since the first keystroke, but only 299 ms of quiet: nothing has started yet.
    await reloj.advance(by: .milliseconds(1))
    await store.receive(\.busquedaIniciada) { $0.cargando = true }
    await store.receive(\.resultados) {
      $0.cargando = false
      $0.items = sartenes
    }
  }

  @Test(.schedules(20))
  func unTerminoNuevoCancelaLaBusquedaEnVuelo() async {
    let reloj = self.reloj
    let store = TestStore(initialState: Buscador.State()) {
      Buscador()
    } withDependencies: {
      $0.continuousClock = reloj
      $0.clienteBusqueda.buscar = { termino in
        try await reloj.sleep(for: .milliseconds(200))
        return termino == "sarten" ? sartenes : [.demo]
      }
    }

    await store.send(.terminoCambio("camiseta")) { $0.termino = "camiseta" }
    await reloj.advance(by: .milliseconds(300))
    await store.receive(\.busquedaIniciada) { $0.cargando = true }

    // The search for "camiseta" is in flight; a new term cancels it. Had it not, its answer
    // would arrive 200 ms later, inside the new term's debounce.
    await store.send(.terminoCambio("sarten")) {
      $0.termino = "sarten"
      $0.cargando = false
    }
    await reloj.advance(by: .milliseconds(300))
    await store.receive(\.busquedaIniciada) { $0.cargando = true }
    await reloj.advance(by: .milliseconds(200))
    await store.receive(\.resultados, sartenes) {
      $0.cargando = false
      $0.items = sartenes
    }
  }

  @Test
  func unTerminoEnBlancoLimpiaSinBuscar() async {
    let store = TestStore(
      initialState: Buscador.State(termino: "camiseta", items: [.demo])
    ) {
      Buscador()
    } withDependencies: {
      $0.continuousClock = reloj
    }

    await store.send(.terminoCambio("cam")) { $0.termino = "cam" }
    // Blank before the debounce elapses: the pending search is cancelled too.
    await store.send(.terminoCambio("   ")) {
      $0.termino = "   "
      $0.items = []
    }
    await reloj.advance(by: .seconds(1))
  }

  @Test
  func unTerminoVacioBorraElMensajeDeFallo() async {
    let store = TestStore(
      initialState: Buscador.State(termino: "zzz", mensaje: "No se pudo buscar")
    ) {
      Buscador()
    } withDependencies: {
      $0.continuousClock = reloj
    }

    await store.send(.terminoCambio("")) {
      $0.termino = ""
      $0.mensaje = nil
    }
  }

  @Test
  func elegirUnResultadoAvisaAlPadre() async {
    let store = TestStore(initialState: Buscador.State(termino: "cami", items: [.demo])) {
      Buscador()
    }

    await store.send(.resultadoPulsado(.demo))
    await store.receive(\.delegate.resultadoElegido, .demo)
  }
}
