import Catalogo
import Foundation
import PedidosClient
import PedidosFeature
import TestSupport
import Testing

private struct LibroIlegible: Error {}

/// Two orders of the demo user (id 1) and one of someone else (id 2), as the book numbers them.
private let camisetas = PedidoGuardado(
  numero: 1, fecha: Date(timeIntervalSince1970: 0),
  pedido: Pedido(id: UUID(0), comprador: 1, lineas: [LineaDeCarrito(producto: .camiseta)]))
private let ajeno = PedidoGuardado(
  numero: 2, fecha: Date(timeIntervalSince1970: 60),
  pedido: Pedido(id: UUID(1), comprador: 2, lineas: [LineaDeCarrito(producto: .camiseta)]))

@MainActor
struct PedidosTests {
  @Test
  func alAparecerCargaLaPrimeraPaginaDelComprador() async {
    let pagina = PaginaDePedidos(pagina: 1, pedidos: [camisetas], hayMas: true)
    let store = TestStore(initialState: Pedidos.State(comprador: 1)) {
      Pedidos()
    } withDependencies: {
      $0.pedidos.pagina = { consulta in
        #expect(consulta == ConsultaDePedidos(comprador: 1, pagina: 1, tamano: 10))
        return pagina
      }
    }

    // snippet: pedidos-test
    await store.send(\.view.aparecio) { $0.cargando = true }
    await store.receive(\.paginaCargada, pagina) {
      $0.cargando = false
      $0.pagina = pagina
    }
    // end snippet
  }

  @Test
  func otraPaginaYUnPedidoEntero() async {
    let segunda = PaginaDePedidos(pagina: 2, pedidos: [], hayMas: false)
    let store = TestStore(initialState: Pedidos.State(comprador: 1)) {
      Pedidos()
    } withDependencies: {
      $0.pedidos.pagina = { _ in segunda }
      $0.pedidos.pedido = { numero in numero == 1 ? camisetas : nil }
    }

    await store.send(\.view.pedidoPedido, 1) { $0.cargando = true }
    await store.receive(\.pedidoCargado, camisetas) {
      $0.cargando = false
      $0.detalle = camisetas
    }
    // A page shows instead of the order.
    await store.send(\.view.paginaPedida, 2) { $0.cargando = true }
    await store.receive(\.paginaCargada, segunda) {
      $0.cargando = false
      $0.pagina = segunda
      $0.detalle = nil
    }
  }

  @Test
  func elPedidoDeOtraPersonaEsComoUnoQueNoExiste() async {
    let store = TestStore(initialState: Pedidos.State(comprador: 1)) {
      Pedidos()
    } withDependencies: {
      $0.pedidos.pedido = { numero in numero == 2 ? ajeno : nil }
    }

    for numero in [2, 9] {
      await store.send(\.view.pedidoPedido, numero) {
        $0.cargando = true
        $0.mensaje = nil
      }
      await store.receive(\.pedidoNoEncontrado, numero) {
        $0.cargando = false
        $0.mensaje = "No tienes ningún pedido nº \(numero)."
      }
    }
  }

  @Test
  func unLibroIlegibleSeDiceYNadaMas() async {
    let store = TestStore(initialState: Pedidos.State(comprador: 1)) {
      Pedidos()
    } withDependencies: {
      $0.pedidos.pagina = { _ in throw LibroIlegible() }
    }

    await store.send(\.view.aparecio) { $0.cargando = true }
    await store.receive(\.historialNoDisponible) {
      $0.cargando = false
      $0.mensaje = Pedidos.mensajeNoDisponible
    }
    #expect(store.state.pagina == nil)
  }

  @Test
  func sinNadaQueDecirElLibroEnMemoriaBasta() async {
    // The orders client's test value is a book in memory: the history reads what it holds.
    let store = TestStore(initialState: Pedidos.State(comprador: 1)) {
      Pedidos()
    } withDependencies: {
      $0.pedidos = .enMemoria([camisetas, ajeno])
    }

    let pagina = PaginaDePedidos(pagina: 1, pedidos: [camisetas], hayMas: false)
    await store.send(\.view.aparecio) { $0.cargando = true }
    await store.receive(\.paginaCargada, pagina) {
      $0.cargando = false
      $0.pagina = pagina
    }
  }

  @Test
  func unDiarioApartadoAlAbrirSeDiceAntesDeLaPagina() async {
    let apartado = DiarioApartado(archivo: "/datos/pedidos.danado-X.jsonl", pedidosRecuperados: 1)
    let store = TestStore(initialState: Pedidos.State(comprador: 1)) {
      Pedidos()
    } withDependencies: {
      $0.pedidos = .enMemoria([camisetas])
      $0.pedidos.abrir = { AperturaDelLibro(diarioApartado: apartado) }
    }

    let pagina = PaginaDePedidos(pagina: 1, pedidos: [camisetas], hayMas: false)
    await store.send(\.view.aparecio) { $0.cargando = true }
    await store.receive(\.diarioApartado, apartado) {
      $0.mensaje =
        "El libro de pedidos estaba dañado: se ha apartado entero en "
        + "«pedidos.danado-X.jsonl» y se sigue con uno nuevo que conserva el único pedido que "
        + "se podían leer."
    }
    await store.receive(\.paginaCargada, pagina) {
      $0.cargando = false
      $0.pagina = pagina
    }
  }
}
