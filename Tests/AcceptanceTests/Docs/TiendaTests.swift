import Catalogo
import PagosClient
import TestSupport
import Testing
import TiendaFeature

// The example of docs/Tienda.md, compiled and run.

@MainActor
struct TiendaTests {
  @Test(.schedules(50))
  func aPurchase() async {
    // snippet: tienda-test
    let store = TestStore(initialState: Tienda.State()) {
      Tienda()
    } withDependencies: {
      $0.catalogo.cargar = { [.camiseta] }
      $0.pagos.cobrar = { _ in .exito }
    }
    store.exhaustivity = .off

    await store.send(\.view.aparecio)
    await store.send(\.view.anadirPulsado, Producto.camiseta)
    await store.send(\.view.pagarPulsado)
    await store.receive(\.pagoCompletado) {
      $0.pedidoConfirmado = true
    }
    // end snippet
  }
}
