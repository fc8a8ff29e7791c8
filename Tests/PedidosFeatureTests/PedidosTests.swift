import Foundation
import PedidosFeature
import TestSupport
import Testing
import TiendaFeature

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
      $0.historial.pagina = { consulta in
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
      $0.historial.pagina = { _ in segunda }
      $0.historial.pedido = { numero in numero == 1 ? camisetas : nil }
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
      $0.historial.pedido = { numero in numero == 2 ? ajeno : nil }
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
      $0.historial.pagina = { _ in throw LibroIlegible() }
    }

    await store.send(\.view.aparecio) { $0.cargando = true }
    await store.receive(\.historialNoDisponible) {
      $0.cargando = false
      $0.mensaje = Pedidos.mensajeNoDisponible
    }
    #expect(store.state.pagina == nil)
  }

  @Test
  func elClienteEnVivoLeeElLibroDeLaTienda() async throws {
    let carpeta = FileManager.default.temporaryDirectory.appending(path: "Pedidos-\(UUID())")
    try FileManager.default.createDirectory(at: carpeta, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: carpeta) }
    let libro = ClientePedidos.live(
      archivo: carpeta.appending(path: LibroDePedidos.nombreDeArchivo))
    for (id, comprador) in [(0, 1), (1, 2), (2, 1)] {
      _ = try await libro.guardar(
        Pedido(id: UUID(id), comprador: comprador, lineas: [LineaDeCarrito(producto: .camiseta)]))
    }

    let historial = ClienteHistorial.live(carpeta: carpeta)
    let pagina = try await historial.pagina(ConsultaDePedidos(comprador: 1, tamano: 1))
    #expect(pagina.pedidos.map(\.numero) == [3], "newest first, only the buyer's")
    #expect(pagina.hayMas)
    #expect(try await historial.pedido(2)?.pedido.comprador == 2)
    #expect(try await historial.pedido(7) == nil)
  }
}
