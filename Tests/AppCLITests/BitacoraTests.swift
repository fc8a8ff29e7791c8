import BuscadorFeature
import CredencialesFeature
import RootFeature
import Runtime
import Testing
import TiendaFeature

@testable import AppCLIKit

/// The log every output hangs off: a reducer modifier sees each action with the states around
/// it, and the log tells the person's from the effects', groups them by store cycle and masks
/// them as the app's features say.
@MainActor
struct BitacoraTests {
  let bitacora = Bitacora<Root.State, Root.Action>(enmascarar: Registro.aplicacion.enmascarar)

  /// A store running `Root` through the log, with a login that always works.
  func store(_ estado: Root.State = Root.State()) -> Store<Root.State, Root.Action> {
    let store = Store(initialState: estado) {
      bitacora.reducer(Root())
    } withDependencies: {
      $0.autenticacion.entrar = { _, _ in .demo }
    }
    bitacora.contarEfectos = { [unowned store] in store.runningEffectCount }
    return store
  }

  @Test
  func cadaAccionConSuOrigenYSusEstados() async {
    let store = store()
    let observacion = store.observe { [bitacora] in bitacora.cerrarCiclo(estado: $0) }
    var estados: [(Root.State, Root.State)] = []
    bitacora.alAnotar { _, antes, despues in estados.append((antes, despues)) }

    for accion: Root.Action in [
      .credenciales(.correoEscrito("demo@tienda.es")), .credenciales(.claveEscrita("demo1234")),
    ] {
      bitacora.marcarPersona()
      store.send(accion)
    }
    bitacora.marcarPersona()
    await store.send(.credenciales(.entrarPulsado)).finish()
    observacion.cancel()

    #expect(
      bitacora.acciones == [
        AccionGrabada(
          n: 1, ciclo: 1, origen: .persona, accion: .credenciales(.correoEscrito("demo@tienda.es"))),
        AccionGrabada(
          n: 2, ciclo: 2, origen: .persona, accion: .credenciales(.claveEscrita("********"))),
        AccionGrabada(n: 3, ciclo: 3, origen: .persona, accion: .credenciales(.entrarPulsado)),
        AccionGrabada(
          n: 4, ciclo: 4, origen: .efecto, efectosEnCurso: 1, accion: .sesionAbierta(.demo)),
      ])
    #expect(estados.count == 4)
    #expect(estados[1].1.credenciales.clave == "demo1234")
    #expect(estados[3].0.sesion == nil)
    #expect(estados[3].1.sesion == Sesion(usuario: .demo))
  }

  @Test
  func lasConsecuenciasSincronasVanEnElMismoCiclo() {
    let store = store(Estados.buscador("camiseta", items: [.demo]))
    var ciclos: [[Int]] = []
    bitacora.alCerrarCiclo { acciones, _ in ciclos.append(acciones.map(\.n)) }
    let observacion = store.observe { [bitacora] in bitacora.cerrarCiclo(estado: $0) }

    bitacora.marcarPersona()
    store.send(.destino(.presented(.buscador(.resultadoPulsado(.demo)))))
    observacion.cancel()

    #expect(ciclos == [[1, 2]])
    #expect(bitacora.acciones.map(\.origen) == [.persona, .efecto])
    #expect(bitacora.acciones[1].efectosEnCurso == nil)
    #expect(store.state.tienda?.carrito.ids == [1], "picking a result opens the shop")
  }

  @Test
  func elHistorialNumeraYOcultaLaClave() {
    let store = store()
    for accion: Root.Action in [.view(.aparecio), .credenciales(.claveEscrita("demo1234"))] {
      bitacora.marcarPersona()
      store.send(accion)
    }
    #expect(
      bitacora.historial
        == """
          1  persona  .view(.aparecio)
          2  persona  .credenciales(.claveEscrita(<redacted>))
        """)
    #expect(Bitacora<Root.State, Root.Action>().historial == "Aún no hay acciones.")
  }

  @Test
  func soloSeEnmascaraUnaClaveEscrita() {
    let app = Registro.aplicacion
    #expect(
      app.enmascarar(.credenciales(.claveEscrita("demo1234")))
        == .credenciales(.claveEscrita("********")))
    #expect(app.enmascarar(.credenciales(.claveEscrita(""))) == .credenciales(.claveEscrita("")))
    #expect(
      app.enmascarar(.credenciales(.correoEscrito("demo1234")))
        == .credenciales(.correoEscrito("demo1234")))
  }
}
