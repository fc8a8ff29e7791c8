import Catalogo
import CredencialesFeature
import PagosClient
import TestSupport
import Testing
import TiendaFeature

// The examples of docs/send.md, compiled and run.

@MainActor
struct SendTests {
  // snippet: send-previous-state
  @Test
  func theClosureStartsFromThePreviousState() async {
    let store = TestStore(initialState: Credenciales.State(error: .claveVacia)) {
      Credenciales()
    }

    await store.send(.correoEscrito("ana@tienda.es")) {
      $0.correo = "ana@tienda.es"
      $0.error = nil  // typing clears the last error
    }
    await store.send(.claveEscrita("secreto")) {
      $0.clave = "secreto"  // error is already nil: this step starts where the last one ended
    }
  }
  // end snippet

  @Test(.schedules(20))
  func threeWaysToSend() async {
    let store = TestStore(initialState: Tienda.State()) {
      Tienda()
    } withDependencies: {
      $0.pagos.cobrar = { _ in .rechazado(.fondosInsuficientes) }
    }

    // snippet: send-spellings
    await store.send(.view(.anadirPulsado(.camiseta))) {
      $0.$carrito.withLock { $0 = [LineaDeCarrito(producto: .camiseta)] }
    }
    await store.send(\.view.anadirPulsado, Producto.camiseta) {
      $0.$carrito.withLock { $0[id: Producto.camiseta.id]?.cantidad = 2 }
    }
    await store.send(\.view.pagarPulsado) {
      $0.procesando = true
      $0.telemetria.eventosEnCola = 1
    }
    // end snippet

    // What paying sends back is the subject of docs/receive.md.
    await store.skipReceivedActions()
  }

  // snippet: send-if-and-only-if
  @Test
  func noChangeNoClosure() async {
    let store = TestStore(
      initialState: Credenciales.State(correo: "ana@tienda.es", clave: "secreto", entrando: true)
    ) {
      Credenciales()
    }

    await store.send(.entrarPulsado)  // a press while a request is in flight is ignored
  }
  // end snippet

  @Test
  func anEmptyClosureIsAFailure() async {
    let store = TestStore(
      initialState: Credenciales.State(correo: "ana@tienda.es", clave: "secreto", entrando: true)
    ) {
      Credenciales()
    }

    let message = await failureText(containing: "the state did not change") {
      // snippet: send-empty-closure
      await store.send(.entrarPulsado) { _ in }
      // end snippet
    }
    CheckedText.expect(message, isBlock: "send-empty-closure", in: "docs/send.md")
  }

  // snippet: send-idioms
  @Test
  func fieldByField() async {
    let store = TestStore(initialState: Tienda.State(pedidoConfirmado: true, numeroDePedido: 7)) {
      Tienda()
    }
    let camiseta = Producto.camiseta

    await store.send(\.view.anadirPulsado, camiseta) {
      // A collection grows — a shared one, through `withLock`.
      $0.$carrito.withLock { _ = $0.append(LineaDeCarrito(producto: camiseta)) }
      $0.pedidoConfirmado = false  // a flag goes down
      $0.numeroDePedido = nil  // an optional is cleared
    }
    await store.send(\.view.anadirPulsado, camiseta) {
      $0.$carrito.withLock { $0[id: camiseta.id]?.cantidad = 2 }  // one element, found by its id
    }
    await store.send(\.view.cantidadCambiada, (id: camiseta.id, cantidad: 0)) {
      $0.$carrito.withLock { _ = $0.remove(id: camiseta.id) }  // an element goes away
    }
    #expect(store.state.totalEnCentimos == 0)  // derived values are read, not asserted
  }
  // end snippet

  @Test
  func theDiffDictates() async {
    let store = TestStore(
      initialState: Credenciales.State(
        correo: "ana@tienda.es", clave: "secreto", error: .credencialesInvalidas)
    ) {
      Credenciales()
    }

    let message = await failureText(containing: "does not match the expected state") {
      // snippet: send-dictation
      await store.send(.entrarPulsado) {
        $0.entrando = true
      }
      // end snippet
    }
    CheckedText.expect(message, isBlock: "send-dictation", in: "docs/send.md")
  }

  @Test
  func theDictationTakenDown() async {
    let store = TestStore(
      initialState: Credenciales.State(
        correo: "ana@tienda.es", clave: "secreto", error: .credencialesInvalidas)
    ) {
      Credenciales()
    }

    // snippet: send-dictation-taken
    await store.send(.entrarPulsado) {
      $0.entrando = true
      $0.error = nil
    }
    // end snippet
  }
}
