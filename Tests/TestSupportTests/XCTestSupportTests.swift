import BuscadorFeature
import TestSupport
import XCTest

/// The TestStore under XCTest: the same flow, the same guarantees.
final class XCTestSupportTests: XCTestCase {
  @MainActor
  func testSearchFlowUnderXCTest() async {
    let reloj = TestClock()
    let store = TestStore(initialState: Buscador.State()) {
      Buscador()
    } withDependencies: {
      $0.continuousClock = reloj
      $0.clienteBusqueda.buscar = { _ in [.demo] }
    }
    await store.send(.terminoCambio("swift")) { $0.termino = "swift" }
    await reloj.advance(by: .milliseconds(300))
    await store.receive(\.busquedaIniciada) { $0.cargando = true }
    await store.receive(\.resultados) {
      $0.cargando = false
      $0.items = [.demo]
    }
    XCTAssertEqual(store.state.items, [.demo])
  }

  @MainActor
  func testTimerUnderXCTest() async {
    let reloj = TestClock()
    let store = TestStore(initialState: Contador.State()) {
      Contador()
    } withDependencies: {
      $0.continuousClock = reloj
    }
    let tarea = await store.send(.iniciar)
    await reloj.advance(by: .seconds(2))
    await store.receive(\.tick) { $0.cuenta = 1 }
    await store.receive(\.tick) { $0.cuenta = 2 }
    await tarea.cancel()
  }
}
