import TestSupport
import XCTest

/// The TestStore under XCTest: the same flow, the same guarantees.
final class XCTestSupportTests: XCTestCase {
  @MainActor
  func testDebouncedLookupUnderXCTest() async {
    let reloj = TestClock()
    let store = TestStore(initialState: Glosario.State()) {
      Glosario()
    } withDependencies: {
      $0.continuousClock = reloj
      $0.diccionario.definir = { _ in ["calma, tranquilidad"] }
    }
    await store.send(.palabraCambio("sosiego")) { $0.palabra = "sosiego" }
    await reloj.advance(by: .milliseconds(300))
    await store.receive(\.consultaIniciada) { $0.consultando = true }
    await store.receive(\.definiciones) {
      $0.consultando = false
      $0.definiciones = ["calma, tranquilidad"]
    }
    XCTAssertEqual(store.state.definiciones, ["calma, tranquilidad"])
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
