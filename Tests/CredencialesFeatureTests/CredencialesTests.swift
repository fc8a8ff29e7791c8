import CredencialesFeature
import TestSupport
import Testing

@MainActor
struct CredencialesTests {
  @Test
  func rellenarElFormularioYEntrar() async {
    let store = TestStore(initialState: Credenciales.State()) {
      Credenciales()
    }

    await store.send(.correoEscrito("demo@tienda.es")) { $0.correo = "demo@tienda.es" }
    await store.send(.claveEscrita("demo1234")) { $0.clave = "demo1234" }
    await store.send(.entrarPulsado) { $0.entrando = true }
  }

  @Test
  func unCorreoMalFormadoSeRechazaAntesDeEnviar() async {
    let store = TestStore(initialState: Credenciales.State(correo: "ana", clave: "secreto")) {
      Credenciales()
    }

    await store.send(.entrarPulsado) { $0.error = .correoNoValido }
    await store.send(.correoEscrito("ana@tienda.es")) {
      $0.correo = "ana@tienda.es"
      $0.error = nil
    }
    await store.send(.entrarPulsado) { $0.entrando = true }
  }

  @Test
  func unaClaveVaciaSeRechazaAntesDeEnviar() async {
    let store = TestStore(initialState: Credenciales.State(correo: "ana@tienda.es")) {
      Credenciales()
    }

    await store.send(.entrarPulsado) { $0.error = .claveVacia }
    await store.send(.claveEscrita("s")) {
      $0.clave = "s"
      $0.error = nil
    }
  }

  @Test
  func pulsarMientrasEntraNoHaceNada() async {
    let store = TestStore(
      initialState: Credenciales.State(correo: "a@b.c", clave: "x", entrando: true)
    ) {
      Credenciales()
    }

    await store.send(.entrarPulsado)
  }

  @Test
  func escribirBorraElErrorDelServicio() async {
    let store = TestStore(
      initialState: Credenciales.State(
        correo: "a@b.c", clave: "mala", error: .credencialesInvalidas)
    ) {
      Credenciales()
    }

    await store.send(.claveEscrita("buena")) {
      $0.clave = "buena"
      $0.error = nil
    }
  }

  @Test
  func laSolicitudSoloExisteSiLaPulsacionSeAceptaria() {
    #expect(Credenciales.State(correo: "ana", clave: "x").solicitud == nil)
    #expect(Credenciales.State(correo: "a@b.c", clave: "").solicitud == nil)
    #expect(Credenciales.State(correo: "a@b.c", clave: "x", entrando: true).solicitud == nil)
    let solicitud = Credenciales.State(correo: "  a@b.c ", clave: " x ").solicitud
    #expect(solicitud?.correo == "a@b.c")
    #expect(solicitud?.clave == " x ")
  }

  @Test
  func unRechazoDejaElFormularioListoParaReintentar() {
    var state = Credenciales.State(correo: "a@b.c", clave: "x", entrando: true)
    state.entradaRechazada(.credencialesInvalidas)
    #expect(
      state
        == Credenciales.State(
          correo: "a@b.c", clave: "x", entrando: false, error: .credencialesInvalidas))
  }

  @Test(arguments: ["a@b.c", "demo@tienda.es", "  ana.garcia+compras@correo.example.es "])
  func correosValidos(_ correo: String) {
    #expect(Credenciales.State.esCorreoValido(correo))
  }

  @Test(arguments: ["", "ana", "@b.c", "a@b", "a@.c", "a@b.", "a b@c.d", "a@@b.c", "a@b@c.d"])
  func correosNoValidos(_ correo: String) {
    #expect(!Credenciales.State.esCorreoValido(correo))
  }

  @Test
  func cadaErrorTieneUnMensajeParaLaPersona() {
    let errores: [ErrorCredenciales] = [
      .correoNoValido, .claveVacia, .credencialesInvalidas, .servicioNoDisponible,
    ]
    #expect(Set(errores.map(\.mensaje)).count == errores.count)
    #expect(errores.allSatisfy { !$0.mensaje.isEmpty })
  }
}
