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

/// The other way to write XCTest cases with a store: the whole class on the main actor.
/// (On Linux, a synchronous `@MainActor` method in a class that is not main-actor isolated
/// crashes XCTest's test discovery — a toolchain issue — so isolate the class instead.)
@MainActor
final class XCTestMainActorClassTests: XCTestCase {
  func testSendAndAssertInAMainActorClass() async {
    let store = TestStore(initialState: Contador.State()) { Contador() }
    await store.send(.incrementar) { $0.cuenta = 1 }
    store.assert { $0.cuenta = 1 }
  }

  func testSynchronousAssertInAMainActorClass() {
    let store = TestStore(initialState: Contador.State(cuenta: 3)) { Contador() }
    store.assert { $0.cuenta = 3 }
    XCTAssertEqual(store.state.cuenta, 3)
  }

  // Each XCTest test has its own dependencies and shared state: whichever of these two runs
  // second would see the other's count if they were shared.

  func testSharedStateIsScopedToTheTestFirst() { countOnce() }
  func testSharedStateIsScopedToTheTestSecond() { countOnce() }

  private func countOnce() {
    @Shared(.inMemory("xctest-contador")) var contador = 0
    XCTAssertEqual(contador, 0)
    $contador.withLock { $0 += 1 }
    XCTAssertEqual(contador, 1)
  }
}
