import AutenticacionClient
import BuscadorFeature
import CredencialesFeature
import RootFeature
import TestSupport
import Testing

/// The excerpt of a generated test shown in docs/CLI.md, run with the setup the generator
/// writes: the dependencies answer as in the recording, and the clock moves when told.
@MainActor
struct CLIPageTests {
  @Test
  func theGeneratedStepsShownInTheCLIPageRun() async {
    let usuario = Usuario(id: 1, correo: "demo@tienda.es", nombre: "Demo")
    let sartenes = [
      Resultado(
        id: 69, nombre: "Sartén antiadherente 20 cm", categoria: "Cocina", precioEnCentimos: 2495)
    ]
    let reloj = TestClock()
    let store = TestStore(
      initialState: Root.State(
        credenciales: Credenciales.State(correo: "demo@tienda.es", clave: "x"))
    ) {
      Root()
    } withDependencies: {
      $0.continuousClock = reloj
      $0.autenticacion.entrar = { _, _ in usuario }
      $0.clienteBusqueda.buscar = { _ in sartenes }
    }

    // snippet: cli-generated-steps
    await store.send(\.credenciales.entrarPulsado) {
      $0.credenciales.entrando = true
    }
    await store.receive(\.sesionAbierta, usuario) {
      $0.credenciales.clave = ""
      $0.credenciales.entrando = false
      $0.sesion = Sesion(usuario: usuario)
    }
    await store.send(\.view.abrir, .buscador) {
      $0.destino = .buscador(Buscador.State())
    }
    await store.send(\.destino.presented.buscador.terminoCambio, "sarten") {
      $0.destino?.modify(\.buscador) {
        $0.termino = "sarten"
      }
    }
    await reloj.advance(by: .milliseconds(300))
    await store.receive(\.destino.presented.buscador.busquedaIniciada) {
      $0.destino?.modify(\.buscador) {
        $0.cargando = true
      }
    }
    // end snippet
    await store.receive(\.destino.presented.buscador.resultados, sartenes) {
      $0.destino?.modify(\.buscador) {
        $0.cargando = false
        $0.items = sartenes
      }
    }
  }
}
