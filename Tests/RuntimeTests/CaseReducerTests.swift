import Runtime
import TestSupport
import Testing

/// A counter: the feature held in the destinations and stack below.
struct Puntos: Reducer {
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
      case puntos(Puntos.State)
      case alerta(AlertState<Alerta>)
    }
    enum Action: CasePathable, Equatable {
      case puntos(Puntos.Action)
      case alerta(Alerta)
    }
    enum Alerta: CasePathable, Equatable { case reiniciar }

    static var body: some ReducerOf<Self> {
      Scope(state: \.puntos, action: \.puntos) { Puntos() }
    }
  }

  enum Pantalla: CaseReducer {
    enum State: CaseReducerState, CasePathable, Equatable {
      typealias StateReducer = Pantalla
      case puntos(Puntos.State)
    }
    enum Action: CasePathable, Equatable {
      case puntos(Puntos.Action)
    }

    static var body: some ReducerOf<Self> {
      Scope(state: \.puntos, action: \.puntos) { Puntos() }
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
    let store = TestStore(initialState: Tablero.State(destino: .puntos(Puntos.State()))) {
      Tablero()
    }
    await store.send(\.destino.puntos.sumar) {
      $0.destino?.modify(\.puntos) { $0.cuenta = 1 }
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
    await store.send(.pila(.push(id: 0, state: .puntos(Puntos.State())))) {
      $0.pila[id: 0] = .puntos(Puntos.State())
    }
    await store.send(\.pila[id: 0].puntos.sumar) {
      $0.pila[id: 0]?.modify(\.puntos) { $0.cuenta = 1 }
    }
  }

  @Test("an instance of the enum reducer runs the static body")
  func instanceBody() {
    var estado = Tablero.Pantalla.State.puntos(Puntos.State())
    _ = Tablero.Pantalla.body.reduce(into: &estado, action: .puntos(.sumar))
    #expect(estado == .puntos(Puntos.State(cuenta: 1)))
  }

  @Test("an action for another case is reported, naming the action, the state and the fixes")
  func wrongCaseMessage() async {
    let store = TestStore(initialState: Tablero.Destino.State.alerta(AlertState { TextState("") }))
    {
      Tablero.Destino.body
    }
    await withKnownIssue {
      await store.send(.puntos(.sumar))
    } matching: { issue in
      issue.description.contains(
        """
        received an action for its child while 'Tablero.Destino.State' was in another case, \
        so the child did not run.

          Action:
            Tablero.Destino.Action.puntos(.sumar)
          State:
            Tablero.Destino.State.alerta

        Usually one of these happened:
        - A reducer that runs before this 'Scope' moved the state to another case.
        """)
    }
  }
}
