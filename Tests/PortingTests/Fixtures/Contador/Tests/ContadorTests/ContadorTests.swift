import ComposableArchitecture
import XCTest

@testable import Contador

@MainActor
final class ContadorTests: XCTestCase {
  func testIncrementar() async {
    let store = TestStore(initialState: Contador.State()) { Contador() }
    await store.send(.incrementar) { $0.cuenta = 1 }
  }

  func testEstadoInicial() {
    XCTAssertEqual(Contador.State().cuenta, 0)
  }

  func testEspera() async {
    let hecho = expectation(description: "hecho")
    Task { hecho.fulfill() }
    await fulfillment(of: [hecho])
  }

  func testNanosegundos() async {
    XCTAssertEqual(NSEC_PER_SEC / NSEC_PER_MSEC, 1_000)
    await Task.megaYield()
  }

  func testFalla() async {
    let store = TestStore(initialState: Contador.State()) { Contador() }
    await store.send(.decrementar) { $0.cuenta = 1 }
  }

  func testFallaEsperada() async {
    XCTExpectFailure {
      XCTFail("se esperaba")
    }
  }

  func testMensajeDistinto() async {
    XCTExpectFailure { $0.compactDescription.contains("palabras de otro") }
    XCTFail("nuestras palabras")
  }

  func testConPantalla() async {
    XCTAssertEqual(ContadorView.titulo, "Contador")
  }
}
