import Catalogo
import Foundation
import PagosClient
import PedidosClient
import Synchronization
import TestSupport
import Testing
import TiendaFeature

private struct ErrorDeRed: Error {}

private let sudadera = Producto(id: 5, nombre: "Sudadera con capucha gris", precioEnCentimos: 3495)

@MainActor
struct TiendaTests {
  @Test(.schedules(50))
  func compraCompleta() async {
    let store = TestStore(initialState: Tienda.State()) {
      Tienda()
    } withDependencies: {
      $0.catalogo.cargar = { [.camiseta] }
      $0.pagos.cobrar = { pedido in
        #expect(pedido.totalEnCentimos == 1299)
        return .exito
      }
    }
    // Order keys are UUID(0), UUID(1)… in tests (`clavesDePedido`): this order's is UUID(0).
    let pedido = Pedido(id: UUID(0), lineas: [LineaDeCarrito(producto: .camiseta)])

    await store.send(\.view.aparecio) { $0.cargandoCatalogo = true }
    await store.receive(\.catalogoCargado, [.camiseta]) {
      $0.cargandoCatalogo = false
      $0.catalogo = [.camiseta]
    }
    await store.send(\.view.anadirPulsado, .camiseta) {
      $0.$carrito.withLock { $0 = [LineaDeCarrito(producto: .camiseta)] }
    }
    await store.send(\.view.pagarPulsado) {
      $0.procesando = true
      $0.telemetria.eventosEnCola = 1
    }
    // A shared value is asserted at the first step checked after it changed, as in TCA: the
    // test store has already run the charge, which emptied the cart, when this is checked.
    await store.receive(\.carritoValidado, pedido) {
      $0.$carrito.withLock { $0 = [] }
    }
    // The charge, the order book and the telemetry sink are independent effects: their answers
    // may interleave, so they are claimed together and the state is checked after all four.
    await store.receive(
      inAnyOrder: [
        .pagoCompletado(pedido), .pedidoGuardado(numero: 1), .telemetria(.enviado),
        .telemetria(.enviado),
      ]
    ) {
      $0.procesando = false
      $0.pedidoConfirmado = true
      $0.numeroDePedido = 1
      $0.telemetria.eventosEnCola = 0
    }
  }

  @Test(.schedules(50))
  func elPedidoConfirmadoQuedaEnElLibroConSuComprador() async throws {
    let libro = ClientePedidos.enMemoria()
    let store = TestStore(
      initialState: Tienda.State(
        comprador: 7, carrito: [LineaDeCarrito(producto: sudadera, cantidad: 2)])
    ) {
      Tienda()
    } withDependencies: {
      $0.pagos.cobrar = { _ in .exito }
      $0.pedidos = libro
    }
    store.exhaustivity = .off

    await store.send(\.view.pagarPulsado)
    await store.receive(\.pedidoGuardado, 1) { $0.numeroDePedido = 1 }

    let pedido = Pedido(
      id: UUID(0), comprador: 7, lineas: [LineaDeCarrito(producto: sudadera, cantidad: 2)])
    #expect(
      try await libro.pagina(ConsultaDePedidos(comprador: 7)).pedidos == [
        PedidoGuardado(numero: 1, fecha: Date(timeIntervalSince1970: 0), pedido: pedido)
      ])
    #expect(pedido.totalEnCentimos == 6990)
  }

  @Test(.schedules(50))
  func cadaPagoEsUnPedidoNuevoConSuPropiaClave() async throws {
    let libro = ClientePedidos.enMemoria()
    let cobros = Mutex<[UUID]>([])
    let store = TestStore(initialState: Tienda.State()) {
      Tienda()
    } withDependencies: {
      $0.pagos.cobrar = { pedido in
        cobros.withLock { $0.append(pedido.id) }
        return .exito
      }
      $0.pedidos = libro
    }
    store.exhaustivity = .off

    await store.send(\.view.anadirPulsado, .camiseta)
    await store.send(\.view.pagarPulsado)
    await store.receive(\.pedidoGuardado, 1)
    await store.send(\.view.anadirPulsado, sudadera)
    await store.send(\.view.pagarPulsado)
    await store.receive(\.pedidoGuardado, 2)

    // One charge per order, each under its own key, and each order saved once.
    #expect(cobros.withLock { $0 } == [UUID(0), UUID(1)])
    let guardados = try await libro.pagina(ConsultaDePedidos()).pedidos
    #expect(guardados.map(\.numero) == [2, 1])
    #expect(guardados.map(\.pedido.id) == [UUID(1), UUID(0)])
  }

  @Test
  func unCarritoVacioSeRechazaSinCobrar() async {
    let store = TestStore(initialState: Tienda.State()) {
      Tienda()
    }

    await store.send(\.view.pagarPulsado) { $0.mensaje = "Tu carrito está vacío." }
  }

  @Test(.schedules(50))
  func unPagoRechazadoConservaElCarrito() async {
    let carrito: IdentifiedArrayOf<LineaDeCarrito> = [LineaDeCarrito(producto: .camiseta)]
    let store = TestStore(initialState: Tienda.State(carrito: carrito)) {
      Tienda()
    } withDependencies: {
      $0.pagos.cobrar = { _ in .rechazado(.fondosInsuficientes) }
    }

    await store.send(\.view.pagarPulsado) {
      $0.procesando = true
      $0.telemetria.eventosEnCola = 1
    }
    await store.receive(\.carritoValidado)
    await store.receive(inAnyOrder: [.telemetria(.enviado), .pagoRechazado(.fondosInsuficientes)]) {
      $0.procesando = false
      $0.mensaje = "La tarjeta no tiene fondos suficientes."
      $0.telemetria.eventosEnCola = 1
    }
    await store.receive(\.telemetria.enviado) { $0.telemetria.eventosEnCola = 0 }
  }

  @Test(.schedules(50))
  func siElProcesadorFallaElPagoSeRechaza() async {
    let store = TestStore(
      initialState: Tienda.State(carrito: [LineaDeCarrito(producto: .camiseta)])
    ) {
      Tienda()
    } withDependencies: {
      $0.pagos.cobrar = { _ in throw ErrorDeRed() }
    }
    store.exhaustivity = .off

    await store.send(\.view.pagarPulsado)
    await store.receive(\.pagoRechazado, .procesadorNoDisponible) {
      $0.procesando = false
      $0.mensaje = MotivoDeRechazo.procesadorNoDisponible.mensaje
      $0.$carrito.withLock { $0 = [LineaDeCarrito(producto: .camiseta)] }
    }
  }

  @Test(.schedules(50))
  func unPedidoPagadoQueElLibroApartaSeDaPorPendiente() async {
    let store = TestStore(
      initialState: Tienda.State(carrito: [LineaDeCarrito(producto: .camiseta)])
    ) {
      Tienda()
    } withDependencies: {
      $0.pagos.cobrar = { _ in .exito }
      $0.pedidos.guardar = { pedido in
        throw PedidoPendiente(
          id: pedido.id, archivo: URL(filePath: "/datos/pedidos-pendientes/x.json"),
          motivo: "disco lleno")
      }
    }
    store.exhaustivity = .off

    await store.send(\.view.pagarPulsado)
    await store.receive(\.pedidoPendiente) {
      $0.pedidoConfirmado = true
      $0.$carrito.withLock { $0 = [] }
      $0.numeroDePedido = nil
      $0.mensaje =
        "El pago se ha realizado. El pedido aún no se ha podido guardar: queda apartado y se "
        + "guardará en el próximo pago o la próxima vez que se abra la aplicación."
    }
  }

  @Test(.schedules(50))
  func siElPedidoNoSePuedeGuardarSeAvisa() async {
    let store = TestStore(
      initialState: Tienda.State(carrito: [LineaDeCarrito(producto: .camiseta)])
    ) {
      Tienda()
    } withDependencies: {
      $0.pagos.cobrar = { _ in .exito }
      $0.pedidos.guardar = { _ in throw ErrorDeRed() }
    }
    store.exhaustivity = .off

    await store.send(\.view.pagarPulsado)
    await store.receive(\.pedidoNoGuardado) {
      $0.pedidoConfirmado = true
      $0.mensaje = "El pago se ha realizado, pero no se pudo guardar el pedido."
    }
  }

  @Test
  func siElCatalogoNoCargaSeAvisa() async {
    let store = TestStore(initialState: Tienda.State()) {
      Tienda()
    } withDependencies: {
      $0.catalogo.cargar = { throw ErrorDeRed() }
    }

    await store.send(\.view.aparecio) { $0.cargandoCatalogo = true }
    await store.receive(\.catalogoNoDisponible) {
      $0.cargandoCatalogo = false
      $0.mensaje = "No se pudo cargar el catálogo."
    }
  }

  @Test
  func elCarritoSumaQuitaYCambiaCantidades() async {
    let store = TestStore(initialState: Tienda.State()) {
      Tienda()
    }

    await store.send(\.view.anadirPulsado, .camiseta) {
      $0.$carrito.withLock { $0 = [LineaDeCarrito(producto: .camiseta)] }
    }
    await store.send(\.view.anadirPulsado, .camiseta) {
      $0.$carrito.withLock { $0[id: 1]?.cantidad = 2 }
    }
    await store.send(\.view.anadirPulsado, sudadera) {
      $0.$carrito.withLock { _ = $0.append(LineaDeCarrito(producto: sudadera)) }
    }
    #expect(store.state.totalEnCentimos == 2 * 1299 + 3495)
    #expect(store.state.numeroDeArticulos == 3)

    await store.send(\.view.cantidadCambiada, (id: 5, cantidad: 150)) {
      $0.$carrito.withLock { $0[id: 5]?.cantidad = 99 }
    }
    await store.send(\.view.cantidadCambiada, (id: 1, cantidad: 0)) {
      $0.$carrito.withLock { _ = $0.remove(id: 1) }
    }
    await store.send(\.view.cantidadCambiada, (id: 42, cantidad: 3))
    await store.send(\.view.quitarPulsado, 5) { $0.$carrito.withLock { $0 = [] } }
    #expect(store.state.totalEnCentimos == 0)
  }

  @Test
  func laCantidadNoPasaDelMaximo() async {
    let store = TestStore(
      initialState: Tienda.State(carrito: [LineaDeCarrito(producto: .camiseta, cantidad: 99)])
    ) {
      Tienda()
    }

    await store.send(\.view.anadirPulsado, .camiseta)
  }

  @Test
  func mientrasSePagaElCarritoNoCambia() async {
    let store = TestStore(
      initialState: Tienda.State(
        carrito: [LineaDeCarrito(producto: .camiseta)], procesando: true)
    ) {
      Tienda()
    }

    #expect(!store.state.admiteCambios, "a screen asks the state whether the cart may change")
    await store.send(\.view.anadirPulsado, sudadera)
    await store.send(\.view.quitarPulsado, 1)
    await store.send(\.view.cantidadCambiada, (id: 1, cantidad: 5))
    await store.send(\.view.pagarPulsado)
  }

  @Test
  func elCarritoAdmiteCambiosSalvoMientrasSePaga() async {
    let store = TestStore(
      initialState: Tienda.State(carrito: [LineaDeCarrito(producto: .camiseta)])
    ) {
      Tienda()
    } withDependencies: {
      $0.pagos.cobrar = { _ in .rechazado(.fondosInsuficientes) }
    }
    store.exhaustivity = .off

    #expect(store.state.admiteCambios)
    await store.send(\.view.pagarPulsado)
    #expect(!store.state.admiteCambios)
    await store.receive(\.pagoRechazado)
    #expect(store.state.admiteCambios, "a declined payment gives the cart back")
  }

  @Test
  func anadirTrasUnPedidoConfirmadoEmpiezaOtro() async {
    let store = TestStore(
      initialState: Tienda.State(pedidoConfirmado: true, numeroDePedido: 3)
    ) {
      Tienda()
    }

    await store.send(\.view.anadirPulsado, sudadera) {
      $0.$carrito.withLock { $0 = [LineaDeCarrito(producto: sudadera)] }
      $0.pedidoConfirmado = false
      $0.numeroDePedido = nil
    }
  }

  @Test
  func pagarUnCarritoVacioTrasUnPedidoSoloDiceQueEstaVacio() async {
    let store = TestStore(
      initialState: Tienda.State(pedidoConfirmado: true, numeroDePedido: 1)
    ) {
      Tienda()
    }

    // The new outcome replaces the last one: no «Pedido nº 1 confirmado» beside it.
    await store.send(\.view.pagarPulsado) {
      $0.pedidoConfirmado = false
      $0.numeroDePedido = nil
      $0.mensaje = Tienda.mensajeCarritoVacio
    }
  }

  @Test
  func cambiarElCarritoBorraElRechazoAnterior() async {
    let rechazo = MotivoDeRechazo.importeExcedeLimite.mensaje
    let carrito: IdentifiedArrayOf<LineaDeCarrito> = [
      LineaDeCarrito(producto: .camiseta, cantidad: 99)
    ]
    let cambiando = TestStore(initialState: Tienda.State(carrito: carrito, mensaje: rechazo)) {
      Tienda()
    }
    await cambiando.send(\.view.cantidadCambiada, (id: 1, cantidad: 2)) {
      $0.$carrito.withLock { $0[id: 1]?.cantidad = 2 }
      $0.mensaje = nil
    }

    let vaciando = TestStore(initialState: Tienda.State(carrito: carrito, mensaje: rechazo)) {
      Tienda()
    }
    await vaciando.send(\.view.quitarPulsado, 1) {
      $0.$carrito.withLock { $0 = [] }
      $0.mensaje = nil
    }
  }
}
