import Foundation
import ListaDeLaCompra
import TestSupport
import Testing

/// A non-exhaustive test: it asserts only what it is about — the list a shopping trip leaves —
/// and lets the store apply the rest (the draft, the saving flag) without a word.
@MainActor
struct ListaIntegracionTests {
  // snippet: example-lista-non-exhaustive
  @Test
  func unaCompraDejaSoloLoQueFalta() async {
    let reloj = TestClock()
    let store = TestStore(initialState: Lista.State()) {
      Lista()
    } withDependencies: {
      $0.continuousClock = reloj
      $0.uuid = .incrementing
      $0.almacen.guardar = { _ in }
    }
    store.exhaustivity = .off

    for nombre in ["pan", "leche", "huevos"] {
      await store.send(\.borradorEscrito, nombre)
      await store.send(.anadirPulsado)
    }
    await store.send(.marcado(UUID(0)))
    await store.send(.marcado(UUID(2)))
    await store.send(.compradosBorrados) {
      // Under `.off` the closure gets the state *after* the action: write absolute values.
      $0.articulos = [Articulo(id: UUID(1), nombre: "leche")]
    }
    await reloj.advance(by: Lista.espera)
    await store.receive(\.guardado)
  }
  // end snippet
}
