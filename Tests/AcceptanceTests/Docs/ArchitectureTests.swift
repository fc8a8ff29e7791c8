import BuscadorFeature
import Synchronization
import TestSupport
import Testing

// The examples of docs/architecture.md, compiled and run.

// snippet: architecture-compose
/// The search, plus a count of the searches it started.
struct PanelDeBusqueda: Reducer {
  struct State: Equatable {
    var buscador = Buscador.State()
    var busquedas = 0
  }

  enum Action: Equatable, CasePathable {
    case buscador(Buscador.Action)
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.buscador, action: \.buscador) {
      Buscador()
    }
    Reduce { state, action in
      switch action {
      case .buscador(.busquedaIniciada):
        state.busquedas += 1
        return .none
      case .buscador:
        return .none
      }
    }
  }
}
// end snippet

@MainActor
struct ArchitectureTests {
  // snippet: architecture-function
  @Test
  func aReducerIsAFunction() {
    var state = Buscador.State(termino: "sarten", cargando: true, items: [.demo])

    let effect = Buscador().reduce(into: &state, action: .fallo)

    #expect(state == Buscador.State(termino: "sarten", mensaje: "No se pudo buscar"))
    #expect(effect.isNone)
  }
  // end snippet

  // snippet: architecture-effect-value
  @Test
  func anEffectIsADescriptionOfWork() async {
    let terminos = Mutex<[String]>([])
    var state = Buscador.State(termino: "camiseta")

    let effect = withDependencies {
      $0.clienteBusqueda.buscar = { termino in
        terminos.withLock { $0.append(termino) }
        return [.demo]
      }
    } operation: {
      Buscador().reduce(into: &state, action: .busquedaIniciada)
    }

    #expect(state.cargando)
    #expect(!effect.isNone)  // a search was asked for…
    #expect(terminos.withLock { $0 }.isEmpty)  // …and nothing has searched yet
  }
  // end snippet

  // snippet: architecture-store
  @Test
  func aStoreRunsTheEffects() async {
    let store = Store(initialState: Buscador.State()) {
      Buscador()
    } withDependencies: {
      $0.continuousClock = ImmediateClock()
      $0.clienteBusqueda.buscar = { _ in [.demo] }
    }

    // The task covers the effects this action started, and those they caused in turn.
    await store.send(.terminoCambio("camiseta")).finish()

    #expect(store.state == Buscador.State(termino: "camiseta", items: [.demo]))
  }
  // end snippet

  // snippet: architecture-compose-test
  @Test
  func theChildRunsFirstThenTheParent() async {
    let reloj = TestClock()
    let store = TestStore(initialState: PanelDeBusqueda.State()) {
      PanelDeBusqueda()
    } withDependencies: {
      $0.continuousClock = reloj
      $0.clienteBusqueda.buscar = { _ in [.demo] }
    }

    await store.send(\.buscador.terminoCambio, "camiseta") {
      $0.buscador.termino = "camiseta"
    }
    await reloj.advance(by: .milliseconds(300))
    await store.receive(\.buscador.busquedaIniciada) {
      $0.buscador.cargando = true
      $0.busquedas = 1
    }
    await store.receive(\.buscador.resultados) {
      $0.buscador.cargando = false
      $0.buscador.items = [.demo]
    }
  }
  // end snippet
}
