import Foundation
import Runtime
import TestSupport
import Testing

/// Features written with Runtime's macros compile and behave as their hand-written forms do.
@MainActor
struct MacroUsageTests {
  @Test
  func aReducerStructWithObservableStateAndPresents() async {
    let store = TestStore(initialState: ContadorConMacros.State()) { ContadorConMacros() }
    await store.send(.incrementar) { $0.cuenta = 1 }
    await store.send(.incrementar) { $0.cuenta = 2 }
    await store.send(.incrementar) {
      $0.cuenta = 3
      $0.alerta = AlertState {
        TextState("Tres")
      } actions: {
        ButtonState(action: .reiniciar) { TextState("Reiniciar") }
      }
    }
    await store.send(\.alerta.reiniciar) {
      $0.cuenta = 0
      $0.alerta = nil
    }
  }

  @Test
  func observableStateNotifiesTheReadersOfTheFieldThatChanged() {
    var state = ContadorConMacros.State()
    let cuenta = observe { _ = state.cuenta }
    let alerta = observe { _ = state.alerta }
    state.cuenta += 1
    #expect(cuenta.didFire)
    #expect(!alerta.didFire)
  }

  @Test
  func anEnumReducerRunsTheCurrentCasesFeature() async {
    let store = TestStore(initialState: ListaConDestinos.State()) { ListaConDestinos() }
    await store.send(.abrirContador) { $0.destino = .contador(ContadorConMacros.State()) }
    await store.send(\.destino.contador.incrementar) {
      $0.destino?.modify(\.contador) { $0.cuenta = 1 }
    }
    await store.send(\.destino.dismiss) { $0.destino = nil }
  }

  @Test
  func storeCaseSwitchesOverAnEnumReducersState() {
    let store = Store(initialState: ListaConDestinos.State()) { ListaConDestinos() }
    store.send(.abrirContador)
    guard let destino = store.scope(state: \.destino, action: \.destino.presented) else {
      Issue.record("expected a destination")
      return
    }
    switch destino.case {
    case .contador(let contador):
      #expect(contador.state.cuenta == 0)
      contador.send(.incrementar)
      #expect(contador.state.cuenta == 1)
    case .aviso, .nota:
      Issue.record("expected the counter")
    }
    #expect(destino.case.contador != nil)
    #expect(destino.case.aviso == nil)
  }

  @Test
  func anEnumReducersGeneratedEnums() {
    let nota = ListaConDestinos.Destino.State.nota("hola")
    #expect(nota.nota == "hola")
    #expect(nota.contador == nil)
    let accion = ListaConDestinos.Destino.Action.aviso(.entendido)
    #expect(accion[case: \.aviso] == .entendido)
    #expect(ListaConDestinos.Destino.State.StateReducer.self == ListaConDestinos.Destino.self)
  }

  @Test
  func aDependencyClientsEndpointsReportUntilOverridden() async throws {
    let cliente = ClienteDelTiempoConMacros()
    await withKnownIssue {
      await #expect(throws: UnimplementedError.self) {
        _ = try await cliente.pronostico(ciudad: "Lima")
      }
    } matching: { issue in
      issue.description.contains("Unimplemented: 'ClienteDelTiempoConMacros.pronostico'")
    }
    withKnownIssue {
      #expect(cliente.unidades() == "°C")
    } matching: { issue in
      issue.description.contains("Unimplemented: 'ClienteDelTiempoConMacros.unidades'")
    }
    #expect(cliente.proveedor == "meteo")

    var anulado = ClienteDelTiempoConMacros(proveedor: "otro")
    anulado.pronostico = { ciudad in ciudad.count }
    #expect(try await anulado.pronostico(ciudad: "Lima") == 4)
    #expect(anulado.proveedor == "otro")
    let completo = ClienteDelTiempoConMacros(
      pronostico: { _ in 21 }, unidades: { "°F" }, registrar: { _ in }, proveedor: "x")
    #expect(try await completo.pronostico(ciudad: "") == 21)
    completo.registrar(evento: "visto")
    #expect(completo.unidades() == "°F")
  }

  @Test
  func casePathableAndThePluginLiveInOneTarget() {
    let modo = ModoConMacro.grabando(segundos: 3, nombre: "nota")
    #expect(modo.grabando?.segundos == 3)
    #expect(modo[case: \.grabando]?.nombre == "nota")
    #expect(ModoConMacro.reproduciendo(progreso: 0.5).reproduciendo == 0.5)
    #expect(ModoConMacro.parado.is(\.parado))
  }

  @Test
  func ifLetOnAnEphemeralValueTakesNoChildReducer() async {
    let store = TestStore(initialState: PasoConAviso.State()) { PasoConAviso() }
    await store.send(.siguientePulsado) {
      $0.aviso = AlertState { TextState("Elige al menos un tema.") }
    }
    // As in TCA (its IfLetReducerTests.testEphemeralState), the alert goes after any of its
    // actions.
    await store.send(\.aviso.dismiss) { $0.aviso = nil }
  }

  @Test
  func viewActionSendsViewActions() async {
    let store = Store(initialState: PantallaConVista.State()) { PantallaConVista() }
    let vista = VistaDePantalla(store: store)
    vista.pulsar()
    await vista.send(.botonPulsado).finish()
    #expect(store.state.pulsaciones == 2)
  }
}
