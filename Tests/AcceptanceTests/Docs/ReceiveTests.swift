import BuscadorFeature
import Catalogo
import PagosClient
import TemporizadorFeature
import TestSupport
import Testing
import TiendaFeature

// The examples of docs/receive.md, compiled and run.

@MainActor
struct ReceiveTests {
  // snippet: receive-claim
  @Test
  func whatAnEffectSendsBackMustBeClaimed() async {
    let store = TestStore(initialState: Tienda.State()) {
      Tienda()
    } withDependencies: {
      $0.catalogo.cargar = { [.camiseta] }
    }

    await store.send(\.view.aparecio) {
      $0.cargandoCatalogo = true  // what the person's action did
    }
    await store.receive(\.catalogoCargado) {
      $0.cargandoCatalogo = false  // what the world's answer did
      $0.catalogo = [.camiseta]
    }
  }
  // end snippet

  @Test
  func fourWaysToNameTheAction() async {
    let store = TestStore(initialState: Tienda.State(catalogo: [.camiseta])) {
      Tienda()
    } withDependencies: {
      $0.catalogo.cargar = { [.camiseta] }
    }

    // snippet: receive-naming
    await store.send(\.view.aparecio) { $0.cargandoCatalogo = true }
    await store.receive(\.catalogoCargado) {  // the case, whatever its payload
      $0.cargandoCatalogo = false
    }

    await store.send(\.view.aparecio) { $0.cargandoCatalogo = true }
    await store.receive(\.catalogoCargado, [.camiseta]) {  // the case and its payload
      $0.cargandoCatalogo = false
    }

    await store.send(\.view.aparecio) { $0.cargandoCatalogo = true }
    await store.receive(.catalogoCargado([.camiseta])) {  // the whole action
      $0.cargandoCatalogo = false
    }

    await store.send(\.view.aparecio) { $0.cargandoCatalogo = true }
    await store.receive({ $0[case: \.catalogoCargado]?.count == 1 }) {  // a predicate
      $0.cargandoCatalogo = false
    }
    // end snippet
  }

  // snippet: receive-no-closure
  @Test
  func anActionThatChangesNothing() async {
    let store = TestStore(initialState: Buscador.State(termino: "camiseta", items: [.demo])) {
      Buscador()
    }

    await store.send(.resultadoPulsado(.demo))
    await store.receive(\.delegate.resultadoElegido, .demo)  // it arrived, and changed nothing
  }
  // end snippet

  // snippet: receive-in-any-order
  @Test(.schedules(50))
  func concurrentAnswers() async {
    let store = TestStore(
      initialState: Tienda.State(carrito: [LineaDeCarrito(producto: .camiseta)])
    ) {
      Tienda()
    } withDependencies: {
      $0.pagos.cobrar = { _ in .rechazado(.fondosInsuficientes) }
    }

    await store.send(\.view.pagarPulsado) {
      $0.procesando = true
      $0.telemetria.eventosEnCola = 1
    }
    await store.receive(\.carritoValidado)  // sent with `.send`: first, always
    // The charge and the telemetry sink run side by side. The shop does not depend on which
    // answers first, so the test does not either.
    await store.receive(inAnyOrder: [.pagoRechazado(.fondosInsuficientes), .telemetria(.enviado)]) {
      $0.procesando = false
      $0.mensaje = "La tarjeta no tiene fondos suficientes."
    }
    await store.receive(\.telemetria.enviado) { $0.telemetria.eventosEnCola = 0 }
  }
  // end snippet

  @Test(.schedules(50))
  func concurrentAnswersByCase() async {
    let store = TestStore(
      initialState: Tienda.State(carrito: [LineaDeCarrito(producto: .camiseta)])
    ) {
      Tienda()
    } withDependencies: {
      $0.pagos.cobrar = { _ in .rechazado(.fondosInsuficientes) }
    }

    await store.send(\.view.pagarPulsado) {
      $0.procesando = true
      $0.telemetria.eventosEnCola = 1
    }
    await store.receive(\.carritoValidado)
    // snippet: receive-in-any-order-cases
    await store.receive(inAnyOrder: [\.pagoRechazado, \.telemetria.enviado]) {
      $0.procesando = false
      $0.mensaje = "La tarjeta no tiene fondos suficientes."
    }
    // end snippet
    await store.receive(\.telemetria.enviado) { $0.telemetria.eventosEnCola = 0 }
  }

  // snippet: receive-closing
  @Test
  func stopItThroughTheReducer() async {
    let reloj = TestClock()
    let store = TestStore(initialState: Temporizador.State()) {
      Temporizador()
    } withDependencies: {
      $0.continuousClock = reloj
    }

    await store.send(.iniciar)
    await reloj.advance(by: .seconds(2))
    await store.receive(\.tick) { $0.segundos = 1 }
    await store.receive(\.tick) { $0.segundos = 2 }
    await store.send(.parar)  // the feature's own way to end it
  }

  @Test
  func cancelTheTaskSendReturned() async {
    let reloj = TestClock()
    let store = TestStore(initialState: Temporizador.State()) {
      Temporizador()
    } withDependencies: {
      $0.continuousClock = reloj
    }

    let tarea = await store.send(.iniciar)
    await reloj.advance(by: .seconds(1))
    await store.receive(\.tick) { $0.segundos = 1 }
    await tarea.cancel()  // ends it from outside the feature
  }

  @Test
  func waitUntilEverythingHasEnded() async {
    let store = TestStore(initialState: Tienda.State()) {
      Tienda()
    } withDependencies: {
      $0.catalogo.cargar = { [.camiseta] }
    }

    await store.send(\.view.aparecio) { $0.cargandoCatalogo = true }
    await store.receive(\.catalogoCargado) {
      $0.cargandoCatalogo = false
      $0.catalogo = [.camiseta]
    }
    await store.finish()  // every effect has ended, and all they sent was claimed
  }
  // end snippet
}
