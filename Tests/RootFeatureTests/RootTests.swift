import AutenticacionClient
import BuscadorFeature
import CarritosClient
import Catalogo
import CredencialesFeature
import RootFeature
import Synchronization
import TemporizadorFeature
import TestSupport
import Testing
import TiendaFeature

private struct ErrorDeDisco: Error {}

@MainActor
struct RootTests {
  let sesionDemo = Sesion(usuario: .demo)

  @Test
  func entrarAbreLaSesionYNadaMas() async {
    let store = TestStore(initialState: Root.State()) {
      Root()
    } withDependencies: {
      $0.autenticacion.entrar = { correo, clave in
        #expect(correo == "demo@tienda.es")
        #expect(clave == "demo1234")
        return .demo
      }
    }

    await store.send(\.view.aparecio)
    await store.send(\.credenciales.correoEscrito, " demo@tienda.es") {
      $0.credenciales.correo = " demo@tienda.es"
    }
    await store.send(\.credenciales.claveEscrita, "demo1234") {
      $0.credenciales.clave = "demo1234"
    }
    await store.send(\.credenciales.entrarPulsado) { $0.credenciales.entrando = true }
    await store.receive(\.sesionAbierta, .demo) {
      $0.sesion = Sesion(usuario: .demo)
      // The form is ready for the next time: not entering, password forgotten.
      $0.credenciales = Credenciales.State(correo: " demo@tienda.es")
    }
  }

  @Test
  func unaEntradaRechazadaSeMuestraEnElFormulario() async {
    let store = TestStore(initialState: Root.State()) {
      Root()
    } withDependencies: {
      $0.autenticacion.entrar = { _, _ in throw ErrorCredenciales.credencialesInvalidas }
    }

    store.exhaustivity = .off
    await store.send(\.view.aparecio)
    await store.send(\.credenciales.correoEscrito, "a@b.c")
    await store.send(\.credenciales.claveEscrita, "secreto")

    store.exhaustivity = .on
    await store.send(\.credenciales.entrarPulsado) {
      $0.credenciales.entrando = true
      $0.credenciales.error = nil
    }
    await store.receive(\.entradaFallida) {
      $0.credenciales.entrando = false
      $0.credenciales.error = .credencialesInvalidas
    }
  }

  @Test
  func siElServicioFallaSeDiceQueNoEstaDisponible() async {
    let store = TestStore(
      initialState: Root.State(credenciales: Credenciales.State(correo: "a@b.c", clave: "x"))
    ) {
      Root()
    } withDependencies: {
      $0.autenticacion.entrar = { _, _ in throw ErrorDeDisco() }
    }

    await store.send(\.credenciales.entrarPulsado) { $0.credenciales.entrando = true }
    await store.receive(\.entradaFallida, .servicioNoDisponible) {
      $0.credenciales.entrando = false
      $0.credenciales.error = .servicioNoDisponible
    }
  }

  @Test
  func unFormularioInvalidoNoLlamaAlServicio() async {
    let store = TestStore(
      initialState: Root.State(credenciales: Credenciales.State(correo: "ana", clave: "x"))
    ) {
      Root()
    }

    await store.send(\.credenciales.entrarPulsado) { $0.credenciales.error = .correoNoValido }
  }

  @Test
  func pulsarDosVecesNoEnviaDosPeticiones() async {
    let reloj = TestClock()
    let llamadas = Mutex(0)
    let store = TestStore(
      initialState: Root.State(credenciales: Credenciales.State(correo: "a@b.c", clave: "x"))
    ) {
      Root()
    } withDependencies: {
      $0.autenticacion.entrar = { _, _ in
        llamadas.withLock { $0 += 1 }
        try await reloj.sleep(for: .seconds(1))
        return .demo
      }
    }

    await store.send(\.credenciales.entrarPulsado) { $0.credenciales.entrando = true }
    await store.send(\.credenciales.entrarPulsado)
    await reloj.advance(by: .seconds(1))
    await store.receive(\.sesionAbierta) {
      $0.sesion = Sesion(usuario: .demo)
      $0.credenciales = Credenciales.State(correo: "a@b.c")
    }
    #expect(llamadas.withLock { $0 } == 1)
  }

  @Test
  func sinSesionNoSeAbreNada() async {
    let store = TestStore(initialState: Root.State()) {
      Root()
    }

    #expect(!store.state.puedeAbrir(.buscador))
    await store.send(\.view.abrir, .buscador)
    await store.send(\.view.abrir, .tienda)
    #expect(store.state.seccionAbierta == nil)
  }

  @Test
  func conSesionSeAbrenYCierranDestinos() async {
    let store = TestStore(initialState: Root.State(sesion: sesionDemo)) {
      Root()
    }

    await store.send(\.view.abrir, .temporizador) {
      $0.destino = .temporizador(Temporizador.State())
    }
    await store.send(\.view.abrir, .buscador) { $0.destino = .buscador(Buscador.State()) }
    // The shop opens with the session's cart, and saves orders under the person's id.
    await store.send(\.view.abrir, .tienda) { $0.destino = .tienda(Tienda.State(comprador: 1)) }
    await store.send(\.destino.dismiss) { $0.destino = nil }
  }

  @Test
  func abrirLaSeccionYaAbiertaNoLaReinicia() async {
    let store = TestStore(
      initialState: Root.State(
        sesion: sesionDemo, destino: .temporizador(Temporizador.State(segundos: 12)))
    ) {
      Root()
    }

    #expect(store.state.seccionAbierta == .temporizador)
    #expect(!store.state.puedeAbrir(.temporizador), "a screen asks the state, as the root does")
    #expect(store.state.puedeAbrir(.tienda))
    await store.send(\.view.abrir, .temporizador)
  }

  @Test
  func elegirUnResultadoAbreLaTiendaConElProductoEnElCarrito() async {
    let store = TestStore(
      initialState: Root.State(
        sesion: sesionDemo,
        destino: .buscador(Buscador.State(termino: "camiseta", items: [.demo])))
    ) {
      Root()
    }

    // The search tells the root at once (`.send`), and the root adds to the shared cart: a
    // shared change is asserted at the first step checked after it, as in TCA — this one.
    await store.send(\.destino.presented.buscador.resultadoPulsado, .demo) {
      $0.sesion?.$carrito.withLock { $0 = [LineaDeCarrito(producto: .camiseta)] }
    }
    await store.receive(\.destino.presented.buscador.delegate.resultadoElegido, .demo) {
      $0.destino = .tienda(
        Tienda.State(comprador: 1, carrito: [LineaDeCarrito(producto: .camiseta)]))
    }
  }

  @Test
  func elegirOtroResultadoAnadeAlCarritoDeLaSesion() async {
    let sudadera = Producto(
      id: 5, nombre: "Sudadera con capucha gris", categoria: "Ropa", precioEnCentimos: 3495)
    let store = TestStore(
      initialState: Root.State(
        sesion: Sesion(usuario: .demo, carrito: [LineaDeCarrito(producto: .camiseta)]),
        destino: .buscador(Buscador.State(termino: "ropa", items: [.demo, sudadera])))
    ) {
      Root()
    }
    store.exhaustivity = .off

    // The same product again is one more unit, not a new cart.
    await store.send(\.destino.presented.buscador.resultadoPulsado, .demo)
    await store.receive(\.destino.presented.buscador.delegate.resultadoElegido) {
      $0.sesion?.$carrito.withLock { $0 = [LineaDeCarrito(producto: .camiseta, cantidad: 2)] }
    }
    await store.send(\.view.abrir, .buscador)
    await store.send(\.destino.presented.buscador.resultadoPulsado, sudadera)
    await store.receive(\.destino.presented.buscador.delegate.resultadoElegido) {
      let carrito: IdentifiedArrayOf<LineaDeCarrito> = [
        LineaDeCarrito(producto: .camiseta, cantidad: 2), LineaDeCarrito(producto: sudadera),
      ]
      $0.sesion?.$carrito.withLock { $0 = carrito }
      $0.destino = .tienda(Tienda.State(comprador: 1, carrito: carrito))
    }
  }

  @Test
  func elCarritoEsDeLaSesionYSobreviveALaNavegacion() async {
    let store = TestStore(initialState: Root.State(sesion: sesionDemo)) {
      Root()
    }

    await store.send(\.view.abrir, .tienda) { $0.destino = .tienda(Tienda.State(comprador: 1)) }
    await store.send(\.destino.presented.tienda.view.anadirPulsado, .camiseta) {
      // The shop's cart is the session's: one shared value, asserted once.
      $0.sesion?.$carrito.withLock { $0 = [LineaDeCarrito(producto: .camiseta)] }
    }
    guard case .tienda(let tienda)? = store.state.destino else {
      Issue.record("Expected the shop to be open")
      return
    }
    #expect(tienda.carrito == store.state.sesion?.carrito)
    await store.send(\.view.abrir, .temporizador) {
      $0.destino = .temporizador(Temporizador.State())
    }
    await store.send(\.view.abrir, .tienda) {
      $0.destino = .tienda(
        Tienda.State(comprador: 1, carrito: [LineaDeCarrito(producto: .camiseta)]))
    }
  }

  @Test
  func entrarRecuperaElCarritoQueSeGuardo() async throws {
    let tres: IdentifiedArrayOf<LineaDeCarrito> = [LineaDeCarrito(producto: .camiseta, cantidad: 3)]
    let store = TestStore(
      initialState: Root.State(credenciales: Credenciales.State(correo: "a@b.c", clave: "x"))
    ) {
      Root()
    } withDependencies: {
      $0.autenticacion.entrar = { _, _ in .demo }
      $0.carritos = .enMemoria([1: tres])
    }

    await store.send(\.credenciales.entrarPulsado) { $0.credenciales.entrando = true }
    // Read by an effect, not by the reducer: the kept cart arrives as an action. The store has
    // handled it by the time the session's opening is checked, and a shared change is asserted
    // at the first step checked after it (as in TCA).
    await store.receive(\.sesionAbierta) {
      $0.sesion = Sesion(usuario: .demo)
      $0.sesion?.$carrito.withLock { $0 = tres }
      $0.credenciales = Credenciales.State(correo: "a@b.c")
    }
    await store.receive(\.carritoCargado, tres)
  }

  @Test
  func conDemasiadosFallosLaEntradaEsperaLoQueSeDiceYVuelveAPreguntar() async {
    let reloj = TestClock()
    let llamadas = Mutex(0)
    let store = TestStore(
      initialState: Root.State(credenciales: Credenciales.State(correo: "a@b.c", clave: "x"))
    ) {
      Root()
    } withDependencies: {
      $0.continuousClock = reloj
      $0.autenticacion.entrar = { _, _ in
        let llamada = llamadas.withLock { llamadas in
          llamadas += 1
          return llamadas
        }
        if llamada == 1 { throw ErrorCredenciales.demasiadosIntentos(segundos: 4) }
        return .demo
      }
    }

    await store.send(\.credenciales.entrarPulsado) { $0.credenciales.entrando = true }
    await store.receive(\.entradaAplazada, 4) {
      $0.credenciales.error = .demasiadosIntentos(segundos: 4)
    }
    await reloj.advance(by: .seconds(3))
    #expect(llamadas.withLock { $0 } == 1, "nothing is asked before the wait is over")
    await reloj.advance(by: .seconds(1))
    await store.receive(\.sesionAbierta) {
      $0.sesion = Sesion(usuario: .demo)
      $0.credenciales = Credenciales.State(correo: "a@b.c")
    }
    #expect(llamadas.withLock { $0 } == 2)
  }

  @Test
  func salirDuranteLaEsperaLaAbandona() async {
    let reloj = TestClock()
    let store = TestStore(
      initialState: Root.State(credenciales: Credenciales.State(correo: "a@b.c", clave: "x"))
    ) {
      Root()
    } withDependencies: {
      $0.continuousClock = reloj
      $0.autenticacion.entrar = { _, _ in throw ErrorCredenciales.demasiadosIntentos(segundos: 8) }
    }

    await store.send(\.credenciales.entrarPulsado) { $0.credenciales.entrando = true }
    await store.receive(\.entradaAplazada, 8) {
      $0.credenciales.error = .demasiadosIntentos(segundos: 8)
    }
    await store.send(\.view.cerrarSesionPulsado) { $0.credenciales.entrando = false }
    await reloj.advance(by: .seconds(60))
  }

  @Test(.schedules(20))
  func salirMientrasSeEntraNoAbreLaSesion() async {
    let reloj = TestClock()
    let store = TestStore(
      initialState: Root.State(credenciales: Credenciales.State(correo: "a@b.c", clave: "x"))
    ) {
      Root()
    } withDependencies: {
      $0.autenticacion.entrar = { _, _ in
        try await reloj.sleep(for: .seconds(1))
        return .demo
      }
    }

    await store.send(\.credenciales.entrarPulsado) { $0.credenciales.entrando = true }
    // The person logs out before the service answers: whatever it answers, no session opens,
    // and the form is ready again.
    await store.send(\.view.cerrarSesionPulsado) { $0.credenciales.entrando = false }
    await reloj.advance(by: .seconds(1))
  }

  @Test
  func salirGuardaElCarritoParaLaProximaVez() async throws {
    let carritos = ClienteCarritos.enMemoria()
    let store = TestStore(
      initialState: Root.State(
        sesion: sesionDemo,
        destino: .tienda(Tienda.State(comprador: 1, carrito: sesionDemo.$carrito)))
    ) {
      Root()
    } withDependencies: {
      $0.carritos = carritos
      $0.autenticacion.entrar = { _, _ in .demo }
    }
    store.exhaustivity = .off

    await store.send(\.destino.presented.tienda.view.anadirPulsado, .camiseta)
    await store.send(\.view.cerrarSesionPulsado)
    #expect(try await carritos.cargar(1) == [LineaDeCarrito(producto: .camiseta)])

    await store.send(\.credenciales.correoEscrito, "demo@tienda.es")
    await store.send(\.credenciales.claveEscrita, "demo1234")
    await store.send(\.credenciales.entrarPulsado)
    await store.receive(\.sesionAbierta) {
      $0.sesion = Sesion(usuario: .demo, carrito: [LineaDeCarrito(producto: .camiseta)])
    }
  }

  @Test
  func unCarritoGuardadoIlegibleSeAvisaYSeEmpiezaConUnoVacio() async {
    let store = TestStore(
      initialState: Root.State(credenciales: Credenciales.State(correo: "a@b.c", clave: "x"))
    ) {
      Root()
    } withDependencies: {
      $0.autenticacion.entrar = { _, _ in .demo }
      $0.carritos.cargar = { _ in throw ErrorDeDisco() }
    }

    await store.send(\.credenciales.entrarPulsado) { $0.credenciales.entrando = true }
    await store.receive(\.sesionAbierta) {
      $0.sesion = Sesion(usuario: .demo)
      $0.credenciales = Credenciales.State(correo: "a@b.c")
    }
    await store.receive(\.carritoNoCargado, .noDisponible) {
      $0.sesion?.aviso =
        "No se pudo leer el carrito que guardaste: empiezas con uno vacío y el archivo se ha "
        + "dejado como estaba."
    }
  }

  @Test
  func unCarritoQueNoSePuedeGuardarSigueEnLaSesionYSeAvisa() async {
    let store = TestStore(
      initialState: Root.State(
        sesion: sesionDemo,
        destino: .tienda(Tienda.State(comprador: 1, carrito: sesionDemo.$carrito)))
    ) {
      Root()
    } withDependencies: {
      $0.carritos.guardar = { _, _ in throw ErrorDeDisco() }
    }

    await store.send(\.destino.presented.tienda.view.anadirPulsado, .camiseta) {
      $0.sesion?.$carrito.withLock { $0 = [LineaDeCarrito(producto: .camiseta)] }
    }
    await store.receive(\.carritoNoGuardado, .noDisponible) {
      $0.sesion?.aviso =
        "No se pudo guardar tu carrito; sigue aquí y se intentará de nuevo en el próximo cambio."
    }
  }

  @Test
  func unCarritoRetenidoPorOtraSesionSeDiceOcupado() async {
    let store = TestStore(
      initialState: Root.State(
        sesion: sesionDemo,
        destino: .tienda(Tienda.State(comprador: 1, carrito: sesionDemo.$carrito)))
    ) {
      Root()
    } withDependencies: {
      $0.carritos.guardar = { _, _ in throw ErrorCarritoGuardado.ocupado }
    }

    await store.send(\.destino.presented.tienda.view.anadirPulsado, .camiseta) {
      $0.sesion?.$carrito.withLock { $0 = [LineaDeCarrito(producto: .camiseta)] }
    }
    await store.receive(\.carritoNoGuardado, .ocupado) {
      $0.sesion?.aviso =
        "Otra sesión está usando tu carrito guardado y no se pudo guardar; sigue aquí y se "
        + "intentará de nuevo en el próximo cambio."
    }
  }

  @Test
  func cerrarSesionCierraElDestino() async {
    let store = TestStore(
      initialState: Root.State(
        sesion: sesionDemo,
        destino: .tienda(Tienda.State(carrito: [LineaDeCarrito(producto: .camiseta)])))
    ) {
      Root()
    }

    await store.send(\.view.cerrarSesionPulsado) {
      $0.sesion = nil
      $0.destino = nil
    }
    await store.send(\.view.abrir, .tienda)
  }

  @Test
  func cerrarSesionCancelaElTemporizador() async {
    let reloj = TestClock()
    let store = TestStore(
      initialState: Root.State(sesion: sesionDemo, destino: .temporizador(Temporizador.State()))
    ) {
      Root()
    } withDependencies: {
      $0.continuousClock = reloj
    }

    await store.send(\.destino.presented.temporizador.iniciar)
    await reloj.advance(by: .seconds(1))
    await store.receive(\.destino.presented.temporizador.tick) {
      $0.destino?.modify(\.temporizador) { $0.segundos = 1 }
    }
    await store.send(\.view.cerrarSesionPulsado) {
      $0.sesion = nil
      $0.destino = nil
    }
    // The timer went away with its destination: no more ticks, nothing left running.
    await reloj.advance(by: .seconds(5))
  }

  @Test
  func elVolcadoDeLaAppNoMuestraLaClave() {
    let state = Root.State(credenciales: Credenciales.State(correo: "a@b.c", clave: "secreto"))
    #expect(!Dumper.line(state).contains("secreto"))
    #expect(Dumper.line(state).contains("clave: <redacted>"))
    #expect(
      Dumper.line(Root.Action.credenciales(.claveEscrita("secreto")))
        == ".credenciales(.claveEscrita(<redacted>))")
  }
}
