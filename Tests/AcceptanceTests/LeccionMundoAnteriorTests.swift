import XCTest

/// Lesson 004's "before" test, as written: a mock by hand and a real wait. It passes — the
/// lesson's point is what it costs, not that it fails.
final class LeccionMundoAnteriorTests: XCTestCase {
  // snippet: architecture-before-test
  func testCarga() {
    let mock = ClienteAPIMock()
    mock.resultado = [.demo]
    let vm = ListaViewModel(cliente: mock)
    let esperada = expectation(description: "carga")
    vm.onCargado = { esperada.fulfill() }
    vm.aparecer()
    wait(for: [esperada], timeout: 1.0)  // espera real: fuente de intermitencia
    XCTAssertEqual(vm.items, [.demo])
  }
  // end snippet
}
