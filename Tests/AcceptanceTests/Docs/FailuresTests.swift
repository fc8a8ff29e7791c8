import BuscadorFeature
import Catalogo
import CredencialesFeature
import RootFeature
import Synchronization
import TemporizadorFeature
import TestSupport
import Testing
import TiendaFeature

// Every message of docs/failures.md, triggered on purpose. Each test checks that the page shows
// the text exactly as the store printed it (line numbers of source locations aside).

private let page = "docs/failures.md"

private let sarten = Resultado(
  id: 69, nombre: "Sartén antiadherente 20 cm", categoria: "Cocina", precioEnCentimos: 2495)

private struct ServidorCaido: Error {}

private enum BienvenidaKey: DependencyKey {
  static let liveValue = "¡Hola!"
}

extension DependencyValues {
  fileprivate var bienvenida: String {
    get { self[BienvenidaKey.self] }
    set { self[BienvenidaKey.self] = newValue }
  }
}

@MainActor
struct FailuresTests {
  /// A search that waits no time and always finds `Resultado.demo`.
  func buscadorQueEncuentraLaDemo() -> TestStore<Buscador.State, Buscador.Action> {
    TestStore(initialState: Buscador.State()) {
      Buscador()
    } withDependencies: {
      $0.continuousClock = ImmediateClock()
      $0.clienteBusqueda.buscar = { _ in [.demo] }
    }
  }

  // MARK: The state

  @Test
  func doesNotMatchTheExpectedState() async {
    let store = TestStore(
      initialState: Tienda.State(carrito: [LineaDeCarrito(producto: .camiseta)])
    ) {
      Tienda()
    }

    let message = await failureText(containing: "does not match the expected state") {
      // snippet: failures-mismatch
      await store.send(\.view.anadirPulsado, Producto.camiseta) {
        $0.$carrito.withLock { _ = $0.append(LineaDeCarrito(producto: .camiseta)) }
      }
      // end snippet
    }
    CheckedText.expect(message, isBlock: "failures-mismatch", in: page)
  }

  @Test
  func stateChangedButNoChangeWasAsserted() async {
    let store = TestStore(initialState: Temporizador.State(segundos: 12)) {
      Temporizador()
    }

    let message = await failureText(containing: "state changed, but no change was asserted") {
      // snippet: failures-unasserted
      await store.send(.reiniciar)
      // end snippet
    }
    CheckedText.expect(message, isBlock: "failures-unasserted", in: page)
  }

  @Test
  func expectedAStateChange() async {
    let store = TestStore(
      initialState: Root.State(
        credenciales: Credenciales.State(correo: "ana@tienda.es", clave: "x", entrando: true))
    ) {
      Root()
    }

    let message = await failureText(containing: "expected a state change") {
      // snippet: failures-no-change
      await store.send(\.credenciales.entrarPulsado) {
        $0.credenciales.entrando = true
      }
      // end snippet
    }
    CheckedText.expect(message, isBlock: "failures-no-change", in: page)
  }

  // MARK: The queue

  @Test
  func mustBeReceivedBeforeSending() async {
    let store = buscadorQueEncuentraLaDemo()

    await store.send(.terminoCambio("camiseta")) { $0.termino = "camiseta" }
    let message = await failureText(containing: "must be received before sending") {
      // snippet: failures-receive-before-send
      await store.send(.terminoCambio("camisetas")) { $0.termino = "camisetas" }
      // end snippet
    }
    CheckedText.expect(message, isBlock: "failures-receive-before-send", in: page)
    await store.receive(\.busquedaIniciada) { $0.cargando = true }
    await store.receive(\.resultados) { $0.cargando = false }
  }

  @Test
  func receivedActionsWereNeverAsserted() async {
    let message = await failureText(containing: "received actions were never asserted") {
      let store = TestStore(initialState: Buscador.State()) {
        Buscador()
      } withDependencies: {
        $0.continuousClock = ImmediateClock()
        $0.clienteBusqueda.buscar = { _ in [.demo] }
      }
      // snippet: failures-unreceived
      await store.send(.terminoCambio("camiseta")) { $0.termino = "camiseta" }
      // …and the test ends here.
      // end snippet
    }
    CheckedText.expect(message, isBlock: "failures-unreceived", in: page)
  }

  @Test
  func effectStillRunningAtTheEnd() async {
    let reloj = TestClock()
    let message = await failureText(containing: "effect is still running") {
      let store = TestStore(initialState: Temporizador.State()) {
        Temporizador()
      } withDependencies: {
        $0.continuousClock = reloj
      }
      // snippet: failures-running
      await store.send(.iniciar)
      await reloj.advance(by: .seconds(1))
      await store.receive(\.tick) { $0.segundos = 1 }
      // …and the test ends here, the timer still running.
      // end snippet
    }
    CheckedText.expect(message, isBlock: "failures-running", in: page)
  }

  @Test
  func effectStillRunningAfterFinish() async {
    let reloj = TestClock()
    let store = TestStore(initialState: Temporizador.State()) {
      Temporizador()
    } withDependencies: {
      $0.continuousClock = reloj
    }

    let tarea = await store.send(.iniciar)
    let message = await failureText(containing: "effect is still running") {
      // snippet: failures-finish
      await store.finish(timeout: .milliseconds(50))
      // end snippet
    }
    CheckedText.expect(message, isBlock: "failures-finish", in: page)
    await tarea.cancel()
  }

  // MARK: receive

  @Test
  func receivedAnotherAction() async {
    let store = buscadorQueEncuentraLaDemo()

    await store.send(.terminoCambio("camiseta")) { $0.termino = "camiseta" }
    let message = await failureText(containing: "but received") {
      // snippet: failures-wrong-action
      await store.receive(\.resultados) {
        $0.cargando = false
        $0.items = [.demo]
      }
      // end snippet
    }
    CheckedText.expect(message, isBlock: "failures-wrong-action", in: page)
    await store.receive(\.resultados) {
      $0.cargando = false
      $0.items = [.demo]
    }
  }

  @Test
  func receivedAnotherPayload() async {
    let store = TestStore(initialState: Buscador.State(termino: "sarten", cargando: true)) {
      Buscador()
    } withDependencies: {
      $0.clienteBusqueda.buscar = { _ in [.demo] }
    }

    await store.send(.busquedaIniciada)
    let message = await failureText(containing: "the payloads differ") {
      // snippet: failures-wrong-payload
      await store.receive(\.resultados, [sarten]) {
        $0.cargando = false
        $0.items = [sarten]
      }
      // end snippet
    }
    CheckedText.expect(message, isBlock: "failures-wrong-payload", in: page)
  }

  @Test
  func receivedOutOfOrderInAnyOrder() async {
    let store = buscadorQueEncuentraLaDemo()

    await store.send(.terminoCambio("camiseta")) { $0.termino = "camiseta" }
    let message = await failureText(containing: "in any order") {
      // snippet: failures-in-any-order
      await store.receive(inAnyOrder: [\.resultados, \.fallo])
      // end snippet
    }
    CheckedText.expect(message, isBlock: "failures-in-any-order", in: page)
  }

  @Test
  func nothingCanArrive() async {
    let store = TestStore(
      initialState: Root.State(credenciales: Credenciales.State(correo: "ana", clave: "x"))
    ) {
      Root()
    }

    let message = await failureText(containing: "but no action was received") {
      // snippet: failures-nothing-running
      await store.send(\.credenciales.entrarPulsado) {
        $0.credenciales.error = .correoNoValido
      }
      await store.receive(\.sesionAbierta)
      // end snippet
    }
    CheckedText.expect(message, isBlock: "failures-nothing-running", in: page)
  }

  @Test
  func nothingArrivedInTime() async {
    let reloj = TestClock()
    let store = TestStore(initialState: Temporizador.State()) {
      Temporizador()
    } withDependencies: {
      $0.continuousClock = reloj
    }

    let message = await failureText(containing: "but no action was received within") {
      // snippet: failures-nothing-in-time
      await store.send(.iniciar)
      await store.receive(\.tick, timeout: .milliseconds(50)) { $0.segundos = 1 }
      // end snippet
    }
    CheckedText.expect(message, isBlock: "failures-nothing-in-time", in: page)
    await store.send(.parar)
  }

  @Test
  func nothingMatchesWithExhaustivityOff() async {
    let store = buscadorQueEncuentraLaDemo()
    store.exhaustivity = .off

    await store.send(.terminoCambio("camiseta"))
    let message = await failureText(containing: "no action was received that matches it") {
      // snippet: failures-no-match
      await store.receive(\.fallo)
      // end snippet
    }
    CheckedText.expect(message, isBlock: "failures-no-match", in: page)
  }

  // MARK: Skips

  @Test
  func nothingToSkip() async {
    let store = TestStore(initialState: Temporizador.State()) {
      Temporizador()
    }

    let message = await failureText(containing: "nothing to skip") {
      // snippet: failures-nothing-to-skip
      await store.send(.reiniciar)
      await store.skipReceivedActions()
      // end snippet
    }
    CheckedText.expect(message, isBlock: "failures-nothing-to-skip", in: page)
  }

  @Test
  func aSkippedReport() async {
    let reloj = TestClock()
    let store = TestStore(initialState: Temporizador.State()) {
      Temporizador()
    } withDependencies: {
      $0.continuousClock = reloj
    }

    // snippet: failures-skipped
    store.exhaustivity = .off(showSkippedAssertions: true)
    await store.send(.iniciar)
    await store.skipInFlightEffects()
    // end snippet
    #expect(store.skippedAssertions.count == 1)
    CheckedText.expect(store.skippedAssertions[0], isBlock: "failures-skipped", in: page)
  }

  // MARK: Dependencies

  @Test
  func anUnimplementedEndpoint() async {
    let store = TestStore(
      initialState: Tienda.State(carrito: [LineaDeCarrito(producto: .camiseta)])
    ) {
      Tienda()
    }
    store.exhaustivity = .off

    let message = await failureText(containing: "unimplemented") {
      // snippet: failures-unimplemented
      await store.send(\.view.pagarPulsado)
      // end snippet
    }
    CheckedText.expect(message, isBlock: "failures-unimplemented", in: page)
    await store.skipReceivedActions()
  }

  @Test
  func anUnimplementedEndpointWithoutCatchIsReportedOnce() async {
    // The tour's `Valoracion` sends the rating from a `.run` that has no `catch:`, and the test
    // does not override `valoraciones.enviar`: the endpoint reports itself and throws, and the
    // `.run` does not report that error a second time.
    let store = TestStore(initialState: Valoracion.State(estrellas: 4)) {
      Valoracion()
    }

    let issues = Mutex<[String]>([])
    await withKnownIssue {
      await store.send(.enviarPulsado) { $0.enviando = true }
    } matching: { issue in
      issues.withLock { $0.append(issue.comments.map(\.rawValue).joined(separator: "\n")) }
      return true
    }
    let reported = issues.withLock { $0 }
    #expect(reported.count == 1)
    #expect(reported.first?.hasPrefix("Unimplemented: 'valoraciones.enviar' was called") == true)
  }

  @Test
  func anUnimplementedClock() async {
    let store = TestStore(initialState: Temporizador.State()) {
      Temporizador()
    }

    let message = await failureText(containing: "unimplemented") {
      // snippet: failures-unimplemented-clock
      await store.send(.iniciar)
      // end snippet
    }
    CheckedText.expect(message, isBlock: "failures-unimplemented-clock", in: page)
    await store.send(.parar)
  }

  @Test
  func aDependencyWithoutATestValue() {
    let message = failureText(containing: "unimplemented") {
      // snippet: failures-no-test-value
      @Dependency(\.bienvenida) var bienvenida
      #expect(bienvenida == "¡Hola!")
      // end snippet
    }
    CheckedText.expect(message, isBlock: "failures-no-test-value", in: page)
  }

  // MARK: Other problems

  @Test
  func anEffectThrewAndNothingCaught() async {
    let store = TestStore(initialState: Valoracion.State(estrellas: 2)) {
      Valoracion()
    } withDependencies: {
      $0.valoraciones.enviar = { _ in throw ServidorCaido() }
    }

    let message = await failureText(containing: "nothing handled") {
      // snippet: failures-effect-threw
      await store.send(.enviarPulsado) { $0.enviando = true }
      // end snippet
    }
    CheckedText.expect(message, isBlock: "failures-effect-threw", in: page)
  }

  @Test
  func anActionForADestinationThatIsNotThere() async {
    let store = TestStore(initialState: Root.State(sesion: Sesion(usuario: .demo))) {
      Root()
    }

    let message = await failureText(containing: "while nothing was presented") {
      // snippet: failures-absent-destination
      await store.send(\.destino.presented.temporizador.tick)
      // end snippet
    }
    CheckedText.expect(message, isBlock: "failures-absent-destination", in: page)
  }

  @Test
  func sendingToADismissedStore() async {
    let store = TestStore(initialState: EditorNota.State(texto: "Comprar pan")) {
      EditorNota()
    }
    await store.send(.guardarPulsado)
    await store.receive(\.delegate.guardada)

    let message = await failureText(containing: "dismissed test store") {
      // snippet: failures-dismissed
      await store.send(.guardarPulsado)
      // end snippet
    }
    CheckedText.expect(message, isBlock: "failures-dismissed", in: page)
  }

  @Test
  func modifyingAnotherCase() {
    let store = TestStore(
      initialState: Root.State(
        sesion: Sesion(usuario: .demo), destino: .temporizador(Temporizador.State()))
    ) {
      Root()
    }

    let message = failureText(containing: "can't modify") {
      // snippet: failures-modify
      store.assert {
        $0.destino?.modify(\.tienda) { $0.procesando = false }
      }
      // end snippet
    }
    CheckedText.expect(message, isBlock: "failures-modify", in: page)
  }
}
