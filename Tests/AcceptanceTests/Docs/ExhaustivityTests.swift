import AutenticacionClient
import BuscadorFeature
import Catalogo
import CatalogoIncluido
import CredencialesFeature
import PagosClient
import PedidosClient
import RootFeature
import TemporizadorFeature
import TestSupport
import Testing
import TiendaFeature

// The examples of docs/exhaustivity.md, compiled and run.

@MainActor
struct ExhaustivityTests {
  // snippet: exhaustivity-off
  @Test(.schedules(50))
  func aDeclinedPaymentKeepsTheCart() async {
    let bicicleta = Producto(id: 129, nombre: "Bicicleta estática", precioEnCentimos: 24900)
    let store = TestStore(initialState: Tienda.State()) {
      Tienda()
    } withDependencies: {
      $0.catalogo.cargar = { [.camiseta] }
      $0.pagos.cobrar = { _ in .rechazado(.importeExcedeLimite) }
    }
    store.exhaustivity = .off

    await store.send(\.view.aparecio)
    await store.send(\.view.anadirPulsado, bicicleta)
    await store.send(\.view.cantidadCambiada, (id: bicicleta.id, cantidad: 5))
    await store.send(\.view.pagarPulsado)
    await store.receive(\.pagoRechazado) {
      $0.$carrito.withLock { $0 = [LineaDeCarrito(producto: bicicleta, cantidad: 5)] }
      $0.mensaje = "El pago supera el límite de 1.000,00 € por compra."
    }
  }
  // end snippet

  @Test
  func whatIsAssertedMustStillBeRight() async throws {
    // The whole bundled catalogue, read here rather than by the live client in the effect: a
    // file read in an effect could outlast `receive`'s wait on a loaded machine.
    let catalogoEntero = try CatalogoIncluido.productos()
    let store = TestStore(initialState: Tienda.State()) {
      Tienda()
    } withDependencies: {
      $0.catalogo.cargar = { catalogoEntero }
    }
    store.exhaustivity = .off

    await store.send(\.view.aparecio)
    await withKnownIssue {
      // snippet: exhaustivity-still-exact
      await store.receive(\.catalogoCargado) {
        $0.catalogo = [.camiseta]  // fails: the catalogue has 202 products, not one
      }
      // end snippet
    } matching: { issue in
      issue.description.contains("does not match the expected state")
    }
  }

  @Test
  func theSkippedReport() async {
    let reloj = TestClock()
    let store = TestStore(initialState: Buscador.State()) {
      Buscador()
    } withDependencies: {
      $0.continuousClock = reloj
      $0.clienteBusqueda.buscar = { _ in [.demo] }
    }

    // snippet: exhaustivity-show-skipped
    store.exhaustivity = .off(showSkippedAssertions: true)

    await store.send(.terminoCambio("camiseta"))
    await reloj.advance(by: .milliseconds(300))
    await store.receive(\.resultados) { $0.items = [.demo] }

    #expect(store.skippedAssertions.count == 3)
    // end snippet
    CheckedText.expect(
      store.skippedAssertions[0], isBlock: "exhaustivity-skipped-send", in: "docs/exhaustivity.md")
    CheckedText.expect(
      store.skippedAssertions[1], isBlock: "exhaustivity-skipped-received",
      in: "docs/exhaustivity.md")
    CheckedText.expect(
      store.skippedAssertions[2], isBlock: "exhaustivity-skipped-receive",
      in: "docs/exhaustivity.md")
  }

  @Test(.schedules(20))
  func anUnimplementedDependencyStillFails() async {
    let store = TestStore(
      initialState: Tienda.State(carrito: [LineaDeCarrito(producto: .camiseta)])
    ) {
      Tienda()
    }
    await withKnownIssue {
      // snippet: exhaustivity-never-relaxed-dependency
      store.exhaustivity = .off
      await store.send(\.view.pagarPulsado)  // fails: 'pagos.cobrar' is unimplemented
      // end snippet
      await store.skipReceivedActions()
    } matching: { issue in
      issue.description.contains("'pagos.cobrar' was called, but the test did not override it")
    }
  }

  @Test(.schedules(20))
  func aReceiveThatNeverComesStillFails() async {
    let store = TestStore(
      initialState: Tienda.State(carrito: [LineaDeCarrito(producto: .camiseta)])
    ) {
      Tienda()
    } withDependencies: {
      $0.pagos.cobrar = { _ in .rechazado(.fondosInsuficientes) }
    }
    await withKnownIssue {
      // snippet: exhaustivity-never-relaxed-receive
      store.exhaustivity = .off
      await store.send(\.view.pagarPulsado)
      await store.receive(\.pagoCompletado)  // fails: the payment was declined
      // end snippet
    } matching: { issue in
      issue.description.contains("Expected to receive \\.pagoCompletado")
    }
  }

  // snippet: exhaustivity-lax-then-strict
  @Test
  func laxToGetThereStrictToExamine() async {
    let reloj = TestClock()
    let store = TestStore(initialState: Root.State()) {
      Root()
    } withDependencies: {
      $0.autenticacion.entrar = { _, _ in .demo }
      $0.continuousClock = reloj
    }

    // Getting there: logged in, searching. Not what this test is about.
    store.exhaustivity = .off
    await store.send(\.credenciales.correoEscrito, "demo@tienda.es")
    await store.send(\.credenciales.claveEscrita, "demo1234")
    await store.send(\.credenciales.entrarPulsado)
    await store.receive(\.sesionAbierta)
    await store.send(\.view.abrir, .buscador)
    await store.send(\.destino.presented.buscador.terminoCambio, "cami")

    // What it is about: logging out mid-search leaves nothing behind.
    store.exhaustivity = .on
    await store.send(\.view.cerrarSesionPulsado) {
      $0.sesion = nil
      $0.destino = nil
    }
    await reloj.advance(by: .seconds(1))  // the pending search left with the search screen
  }
  // end snippet

  // snippet: exhaustivity-with
  @Test
  func aScopedLaxStretch() async {
    let store = TestStore(initialState: Tienda.State()) {
      Tienda()
    } withDependencies: {
      $0.catalogo.cargar = { [.camiseta] }
    }

    await store.withExhaustivity(.off) {
      await store.send(\.view.aparecio)
      await store.receive(\.catalogoCargado)
    }
    // Strict again from here.
    await store.send(\.view.anadirPulsado, Producto.camiseta) {
      $0.$carrito.withLock { $0 = [LineaDeCarrito(producto: .camiseta)] }
    }
  }
  // end snippet

  // snippet: exhaustivity-waivers
  @Test
  func explicitWaivers() async {
    let reloj = TestClock()
    let store = TestStore(initialState: Root.State(sesion: Sesion(usuario: .demo))) {
      Root()
    } withDependencies: {
      $0.continuousClock = reloj
    }

    await store.send(\.view.abrir, .temporizador) {
      $0.destino = .temporizador(Temporizador.State())
    }
    await store.send(\.destino.presented.temporizador.iniciar)
    await reloj.advance(by: .seconds(3))
    await store.skipReceivedActions()  // three ticks, not claimed one by one…
    store.assert {
      $0.destino = .temporizador(Temporizador.State(segundos: 3))  // …but their sum, checked
    }
    await store.skipInFlightEffects()  // and the running timer given up on, in writing
  }
  // end snippet

  // snippet: exhaustivity-finish
  @Test(.schedules(20))
  func finishWhenTheEndIsTheGuarantee() async throws {
    let libro = ClientePedidos.enMemoria()
    let store = TestStore(
      initialState: Tienda.State(carrito: [LineaDeCarrito(producto: .camiseta)])
    ) {
      Tienda()
    } withDependencies: {
      $0.pagos.cobrar = { _ in .exito }
      $0.pedidos = libro
    }
    store.exhaustivity = .off

    await store.send(\.view.pagarPulsado)
    await store.finish()  // the charge, the order book and the telemetry have all answered
    store.assert {
      $0.pedidoConfirmado = true
      $0.numeroDePedido = 1
    }
    #expect(try await libro.pagina(ConsultaDePedidos()).pedidos.map(\.numero) == [1])
  }
  // end snippet
}
