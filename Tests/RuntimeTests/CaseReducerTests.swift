import Runtime
import TestSupport
import Testing

/// A counter: the feature held in the destinations and stack below.
struct Marcador: Reducer {
  struct State: Equatable { var cuenta = 0 }
  enum Action: Equatable, CasePathable { case sumar }
  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.cuenta += 1
    return .none
  }
}

/// Presents destinations and a stack of screens whose reducers their state enums name.
struct Tablero: Reducer {
  enum Destino: CaseReducer {
    enum State: CaseReducerState, CasePathable, Equatable {
      typealias StateReducer = Destino
      case marcador(Marcador.State)
      case alerta(AlertState<Alerta>)
    }
    enum Action: CasePathable, Equatable {
      case marcador(Marcador.Action)
      case alerta(Alerta)
    }
    enum Alerta: CasePathable, Equatable { case reiniciar }

    static var body: some ReducerOf<Self> {
      Scope(state: \.marcador, action: \.marcador) { Marcador() }
    }
  }

  enum Pantalla: CaseReducer {
    enum State: CaseReducerState, CasePathable, Equatable {
      typealias StateReducer = Pantalla
      case marcador(Marcador.State)
    }
    enum Action: CasePathable, Equatable {
      case marcador(Marcador.Action)
    }

    static var body: some ReducerOf<Self> {
      Scope(state: \.marcador, action: \.marcador) { Marcador() }
    }
  }

  struct State: Equatable {
    @PresentationState var destino: Destino.State?
    var pila = StackState<Pantalla.State>()
    var reinicios = 0
  }
  enum Action: CasePathable, Equatable {
    case destino(PresentationAction<Destino.Action>)
    case pila(StackActionOf<Pantalla>)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .destino(.presented(.alerta(.reiniciar))):
        state.reinicios += 1
        return .none
      case .destino, .pila:
        return .none
      }
    }
    .ifLet(\.$destino, action: \.destino)
    .forEach(\.pila, action: \.pila)
  }
}

@MainActor
@Suite("CaseReducer: enum features presented without a trailing closure")
struct CaseReducerTests {
  @Test("the presented case's feature runs its actions")
  func destinationCaseRuns() async {
    let store = TestStore(initialState: Tablero.State(destino: .marcador(Marcador.State()))) {
      Tablero()
    }
    await store.send(\.destino.marcador.sumar) {
      $0.destino?.modify(\.marcador) { $0.cuenta = 1 }
    }
  }

  @Test("an alert held in a case is dismissed after its button")
  func alertCaseDismisses() async {
    let alerta = AlertState<Tablero.Destino.Alerta> {
      TextState("¿Reiniciar?")
    } actions: {
      ButtonState(action: .send(.reiniciar)) { TextState("Reiniciar") }
    }
    let store = TestStore(initialState: Tablero.State(destino: .alerta(alerta))) { Tablero() }
    await store.send(\.destino.alerta.reiniciar) {
      $0.destino = nil
      $0.reinicios = 1
    }
  }

  @Test("each screen of the stack runs its case's feature")
  func stackElementRuns() async {
    let store = TestStore(initialState: Tablero.State()) { Tablero() }
    await store.send(.pila(.push(id: 0, state: .marcador(Marcador.State())))) {
      $0.pila[id: 0] = .marcador(Marcador.State())
    }
    await store.send(\.pila[id: 0].marcador.sumar) {
      $0.pila[id: 0]?.modify(\.marcador) { $0.cuenta = 1 }
    }
  }

  @Test("an instance of the enum reducer runs the static body")
  func instanceBody() {
    var estado = Tablero.Pantalla.State.marcador(Marcador.State())
    _ = Tablero.Pantalla.body.reduce(into: &estado, action: .marcador(.sumar))
    #expect(estado == .marcador(Marcador.State(cuenta: 1)))
  }
}
