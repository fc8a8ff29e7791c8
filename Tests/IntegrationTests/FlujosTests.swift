import AutenticacionClient
import BuscadorFeature
import CarritosClient
import Catalogo
import CredencialesFeature
import PagosClient
import PedidosClient
import PedidosFeature
import RootFeature
import TemporizadorFeature
import TestSupport
import Testing
import TiendaFeature

/// Flows across features, on the whole app. Each test gets where it needs to be without
/// asserting the way (`exhaustivity = .off`), then examines what it exists for exhaustively.
@MainActor
struct FlujosTests {
  let reloj = TestClock()

  /// Logs in as the demo user, asserting nothing on the way.
  func entrar(_ store: TestStore<Root.State, Root.Action>) async {
    store.exhaustivity = .off
    await store.send(\.view.aparecio)
    await store.send(\.credenciales.correoEscrito, "demo@tienda.es")
    await store.send(\.credenciales.claveEscrita, "demo1234")
    await store.send(\.credenciales.entrarPulsado)
    await store.receive(\.sesionAbierta)
  }

  @Test(.schedules(50))
  func entrarBuscarElegirYPagar() async throws {
    let libro = ClientePedidos.enMemoria()
    let store = TestStore(initialState: Root.State()) {
      Root()
    } withDependencies: {
      $0.autenticacion.entrar = { _, _ in .demo }
      $0.continuousClock = reloj
      $0.clienteBusqueda.buscar = { _ in [.demo] }
      $0.pagos.cobrar = { pedido in
        #expect(pedido.totalEnCentimos == Resultado.demo.precioEnCentimos)
        return .exito
      }
      $0.pedidos = libro
    }

    await entrar(store)
    await store.send(\.view.abrir, .buscador)
    await store.send(\.destino.presented.buscador.terminoCambio, "camiseta")
    await reloj.advance(by: .milliseconds(300))
    await store.receive(\.destino.presented.buscador.resultados)
    await store.send(\.destino.presented.buscador.resultadoPulsado, .demo)
    await store.receive(\.destino.presented.buscador.delegate.resultadoElegido)

    store.exhaustivity = .on
    store.assert {
      $0.sesion?.$carrito.withLock { $0 = [LineaDeCarrito(producto: .camiseta)] }
      $0.destino = .tienda(
        Tienda.State(comprador: 1, carrito: [LineaDeCarrito(producto: .camiseta)]))
    }
    await store.send(\.destino.presented.tienda.view.pagarPulsado) {
      $0.destino?.modify(\.tienda) {
        $0.procesando = true
        $0.telemetria.eventosEnCola = 1
      }
    }
    // Paying empties the cart — the shop's, which is the session's. The charge has gone
    // through by the time the validation is checked, and a shared change is asserted at the
    // first step checked after it (as in TCA).
    await store.receive(\.destino.presented.tienda.carritoValidado) {
      $0.sesion?.$carrito.withLock { $0 = [] }
    }
    await store.receive(
      inAnyOrder: [
        \.destino.presented.tienda.telemetria.enviado, \.destino.presented.tienda.pagoCompletado,
      ]
    ) {
      $0.destino?.modify(\.tienda) {
        $0.procesando = false
        $0.pedidoConfirmado = true
      }
    }
    await store.receive(
      inAnyOrder: [
        \.destino.presented.tienda.pedidoGuardado, \.destino.presented.tienda.telemetria.enviado,
      ]
    ) {
      $0.destino?.modify(\.tienda) {
        $0.numeroDePedido = 1
        $0.telemetria.eventosEnCola = 0
      }
    }
    let guardados = try await libro.pagina(ConsultaDePedidos(comprador: 1)).pedidos
    #expect(guardados.map(\.pedido.lineas) == [[LineaDeCarrito(producto: .camiseta)]])
  }

  @Test(.schedules(50))
  func loPagadoAparecePrimeroEnElHistorial() async throws {
    // One order book, one client: the shop writes it, the history reads it.
    let libro = ClientePedidos.enMemoria()
    let store = TestStore(initialState: Root.State()) {
      Root()
    } withDependencies: {
      $0.autenticacion.entrar = { _, _ in .demo }
      $0.catalogo.cargar = { [.camiseta] }
      $0.pagos.cobrar = { _ in .exito }
      $0.pedidos = libro
    }

    await entrar(store)
    for _ in 1...2 {
      await store.send(\.view.abrir, .tienda)
      await store.send(\.destino.presented.tienda.view.anadirPulsado, .camiseta)
      await store.send(\.destino.presented.tienda.view.pagarPulsado)
      await store.receive(\.destino.presented.tienda.pedidoGuardado)
      await store.send(\.destino.dismiss)
    }
    await store.skipReceivedActions()

    store.exhaustivity = .on
    await store.send(\.view.abrir, .pedidos) {
      $0.destino = .pedidos(Pedidos.State(comprador: 1))
    }
    await store.send(\.destino.presented.pedidos.view.aparecio) {
      $0.destino?.modify(\.pedidos) { $0.cargando = true }
    }
    let pagina = try await libro.pagina(ConsultaDePedidos(comprador: 1))
    #expect(pagina.pedidos.map(\.numero) == [2, 1], "newest first")
    await store.receive(\.destino.presented.pedidos.paginaCargada, pagina) {
      $0.destino?.modify(\.pedidos) {
        $0.cargando = false
        $0.pagina = pagina
      }
    }
    await store.send(\.destino.presented.pedidos.view.pedidoPedido, 1) {
      $0.destino?.modify(\.pedidos) { $0.cargando = true }
    }
    await store.receive(\.destino.presented.pedidos.pedidoCargado, pagina.pedidos[1]) {
      $0.destino?.modify(\.pedidos) {
        $0.cargando = false
        $0.detalle = pagina.pedidos[1]
      }
    }
  }

  @Test
  func elCarritoSigueAlNavegarYEntreSesiones() async throws {
    let carritos = ClienteCarritos.enMemoria()
    let store = TestStore(initialState: Root.State()) {
      Root()
    } withDependencies: {
      $0.autenticacion.entrar = { _, _ in .demo }
      $0.continuousClock = reloj
      $0.clienteBusqueda.buscar = { _ in [.demo] }
      $0.carritos = carritos
    }

    await entrar(store)
    await store.send(\.view.abrir, .buscador)
    await store.send(\.destino.presented.buscador.terminoCambio, "camiseta")
    await reloj.advance(by: .milliseconds(300))
    await store.receive(\.destino.presented.buscador.resultados)
    await store.send(\.destino.presented.buscador.resultadoPulsado, .demo)
    await store.receive(\.destino.presented.buscador.delegate.resultadoElegido)
    await store.send(\.view.abrir, .temporizador)
    await store.send(\.view.abrir, .buscador)
    await store.send(\.destino.presented.buscador.resultadoPulsado, .demo)
    await store.receive(\.destino.presented.buscador.delegate.resultadoElegido)
    await store.send(\.view.cerrarSesionPulsado)
    await entrar(store)
    await store.send(\.view.abrir, .tienda)

    // Two picks, a trip through the timer, a logout and a login later: one line, two units.
    store.assert {
      $0.destino = .tienda(
        Tienda.State(comprador: 1, carrito: [LineaDeCarrito(producto: .camiseta, cantidad: 2)]))
    }
    #expect(try await carritos.cargar(1) == [LineaDeCarrito(producto: .camiseta, cantidad: 2)])
  }

  @Test
  func cerrarSesionAMitadDelTemporizador() async {
    let store = TestStore(initialState: Root.State()) {
      Root()
    } withDependencies: {
      $0.autenticacion.entrar = { _, _ in .demo }
      $0.continuousClock = reloj
    }

    await entrar(store)
    await store.send(\.view.abrir, .temporizador)
    await store.send(\.destino.presented.temporizador.iniciar)
    await reloj.advance(by: .seconds(3))
    store.assert { $0.destino = .temporizador(Temporizador.State(segundos: 3)) }

    store.exhaustivity = .on
    await store.send(\.view.cerrarSesionPulsado) {
      $0.sesion = nil
      $0.destino = nil
    }
    // Logged out: the timer is gone with its destination, and time passing sends nothing.
    await reloj.advance(by: .seconds(10))
    #expect(reloj.sleeperCount == 0)
  }

  @Test(.schedules(20))
  func elegirUnResultadoCancelaLaBusquedaEnCurso() async {
    let reloj = self.reloj
    let store = TestStore(initialState: Root.State()) {
      Root()
    } withDependencies: {
      $0.autenticacion.entrar = { _, _ in .demo }
      $0.continuousClock = reloj
      $0.clienteBusqueda.buscar = { termino in
        try await reloj.sleep(for: .seconds(2))
        return termino == "camiseta" ? [.demo] : []
      }
    }

    await entrar(store)
    await store.send(\.view.abrir, .buscador)
    await store.send(\.destino.presented.buscador.terminoCambio, "camiseta")
    await reloj.advance(by: .milliseconds(300) + .seconds(2))
    await store.receive(\.destino.presented.buscador.resultados)
    await store.send(\.destino.presented.buscador.terminoCambio, "sarten")
    await reloj.advance(by: .milliseconds(300))
    await store.receive(\.destino.presented.buscador.busquedaIniciada)

    store.exhaustivity = .on
    // The search for "sarten" is in flight when the person picks an earlier result.
    await store.send(\.destino.presented.buscador.resultadoPulsado, .demo) {
      $0.sesion?.$carrito.withLock { $0 = [LineaDeCarrito(producto: .camiseta)] }
    }
    await store.receive(\.destino.presented.buscador.delegate.resultadoElegido) {
      $0.destino = .tienda(
        Tienda.State(comprador: 1, carrito: [LineaDeCarrito(producto: .camiseta)]))
    }
    // Its answer would arrive now; the search left with its destination, so nothing does.
    await reloj.advance(by: .seconds(2))
  }

  @Test
  func cerrarElBuscadorCancelaLaEspera() async {
    let store = TestStore(initialState: Root.State()) {
      Root()
    } withDependencies: {
      $0.autenticacion.entrar = { _, _ in .demo }
      $0.continuousClock = reloj
    }

    await entrar(store)
    await store.send(\.view.abrir, .buscador)
    await store.send(\.destino.presented.buscador.terminoCambio, "cami")

    store.exhaustivity = .on
    await store.send(\.destino.dismiss) { $0.destino = nil }
    // The debounce was cancelled: no search starts (the search client is not even provided).
    await reloj.advance(by: .seconds(1))
  }
}
