// Generated from juguete.jsonl: 11 recorded actions.
// The dependencies answer what they answered in the session, and time moves
// only when the test clock is advanced, so the test is deterministic.

import Juguete
import TestSupport
import Testing

@MainActor
struct RecordedJugueteTests {
  @Test
  func replaysTheRecordedSession() async {
    let buscadorBuscar = RecordedEndpoint<[String]>(
      "buscador.buscar", [.value(["uno"]).held, .error(FalloDeBusqueda(motivo: "sin conexión"))])
    let reloj = TestClock()
    let store = TestStore(initialState: Juguete.State()) {
      Juguete()
    } withDependencies: {
      $0.continuousClock = reloj
      $0.buscador.buscar = { _ in try await buscadorBuscar() }
    }

    await store.send(\.claveEscrita, "********") {
      $0.clave = "********"
    }
    await store.send(\.buscar, "u") {
      $0.termino = "u"
    }
    await reloj.advance(by: .milliseconds(300))
    await store.receive(\.busquedaIniciada) {
      $0.buscando = true
    }
    await store.send(\.iniciar)
    buscadorBuscar.deliver(call: 1)
    await store.receive(\.resultados, ["uno"]) {
      $0.buscando = false
      $0.resultados = ["uno"]
    }
    await reloj.advance(by: .seconds(1))
    await store.receive(\.tick) {
      $0.segundos = 1
    }
    await store.send(\.buscar, "d") {
      $0.termino = "d"
    }
    await reloj.advance(by: .milliseconds(300))
    await store.receive(inAnyOrder: [\.busquedaIniciada, \.fallo]) {
      $0.resultados = []
      $0.fallo = "sin conexión"
    }
    await reloj.advance(by: .milliseconds(700))
    await store.receive(\.tick) {
      $0.segundos = 2
    }
    await reloj.advance(by: .milliseconds(800))
    await store.send(\.parar)
  }
}
