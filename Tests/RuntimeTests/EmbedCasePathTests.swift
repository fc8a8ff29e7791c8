import Runtime
import TestSupport
import Testing

/// Counters in an array, with element actions carried as an `(id:action:)` pair — TCA's older
/// spelling of `forEach`, reached with a case path built from the case: `/Action.fila`.
struct FilasEnPares: Reducer {
  struct Fila: Reducer {
    struct State: Equatable, Identifiable {
      let id: Int
      var cuenta = 0
    }
    enum Action: Equatable { case sumar }
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      state.cuenta += 1
      return .none
    }
  }
  struct State: Equatable { var filas: IdentifiedArrayOf<Fila.State> = [] }
  enum Action: Equatable {
    case fila(id: Int, action: Fila.Action)
    case otra(id: Int, action: Fila.Action)
  }
  var body: some ReducerOf<Self> {
    EmptyReducer().forEach(\.filas, action: /Action.fila) { Fila() }
  }
}

@MainActor
@Suite("Case paths from an enum case (/Action.case) and forEach over (id, action) pairs")
struct EmbedCasePathTests {
  @Test("extracts its own case's payload, nil for another case with the same payload type")
  func extractsItsCase() {
    let fila = /FilasEnPares.Action.fila
    let payload = fila.extract(from: .fila(id: 1, action: .sumar))
    #expect(payload?.0 == 1 && payload?.1 == .sumar)
    #expect(fila.extract(from: .otra(id: 1, action: .sumar)) == nil)
    #expect(fila.embed((2, .sumar)) == .fila(id: 2, action: .sumar))
  }

  @Test("forEach with an (id, action) case runs the element's reducer")
  func forEachWithPairs() async {
    let store = TestStore(
      initialState: FilasEnPares.State(filas: [FilasEnPares.Fila.State(id: 7)])
    ) {
      FilasEnPares()
    }
    await store.send(.fila(id: 7, action: .sumar)) { $0.filas[id: 7]?.cuenta = 1 }
    await store.send(.otra(id: 7, action: .sumar))
  }

  @Test("an action for a missing element is reported, naming the action and the fixes")
  func missingElementMessage() async {
    let store = TestStore(initialState: FilasEnPares.State()) { FilasEnPares() }
    await withKnownIssue {
      await store.send(.fila(id: 1, action: .sumar))
    } matching: { issue in
      issue.description.contains(
        """
        received an action for an element, but the collection has no element with that id, \
        so no element ran.

          Action:
            FilasEnPares.Action.fila(id:, action: .sumar)

        Usually one of these happened:
        - A reducer that runs before this 'forEach' removed the element.
        """)
    }
  }
}

/// An optional alert, reached through a `/Action.case` case path.
struct AvisoSuelto: Reducer {
  struct State: Equatable { var aviso: AlertState<Aviso>? }
  enum Aviso: Equatable { case otraVez, vale }
  enum Action: Equatable { case aviso(Aviso) }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case .aviso(.otraVez) = action { state.aviso = AlertState { TextState("Otra") } }
      return .none
    }
    .ifLet(\.aviso, action: /Action.aviso)
  }
}

/// An enum state whose `modo` case runs a child, reached through `/State.case` case paths.
struct Pantallas: Reducer {
  struct Modo: Reducer {
    struct State: Equatable { var pasos = 0 }
    enum Action: Equatable { case paso }
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      state.pasos += 1
      return .none
    }
  }
  enum State: Equatable {
    case modo(Modo.State)
    case vacia
  }
  enum Action: Equatable { case modo(Modo.Action) }
  var body: some ReducerOf<Self> {
    EmptyReducer().ifCaseLet(/State.modo, action: /Action.modo) { Modo() }
  }
}

@MainActor
@Suite("ifLet and ifCaseLet through /Action.case case paths; AnyCasePath.modify")
struct AnyCasePathReducerTests {
  @Test("an alert in a plain optional closes after its action, unless a new one is put up")
  func ephemeralDismissal() async {
    let store = TestStore(initialState: AvisoSuelto.State(aviso: AlertState { TextState("Hola") }))
    {
      AvisoSuelto()
    }
    await store.send(.aviso(.otraVez)) { $0.aviso = AlertState { TextState("Otra") } }
    await store.send(.aviso(.vale)) { $0.aviso = nil }
  }

  @Test("ifCaseLet with case paths runs the child on its case, and modify changes it in place")
  func ifCaseLetAndModify() async throws {
    let store = TestStore(initialState: Pantallas.State.modo(.init())) { Pantallas() }
    await store.send(.modo(.paso)) {
      try (/Pantallas.State.modo).modify(&$0) { $0.pasos = 1 }
    }
    var vacia = Pantallas.State.vacia
    #expect(throws: CasePathExtractionFailed()) {
      try (/Pantallas.State.modo).modify(&vacia) { $0.pasos = 1 }
    }
    #expect(vacia == .vacia)
  }

  @Test("an action for the child while the state is another case is reported, with the fixes")
  func ifCaseLetOtherCaseMessage() async {
    let store = TestStore(initialState: Pantallas.State.vacia) { Pantallas() }
    await withKnownIssue {
      await store.send(.modo(.paso))
    } matching: { issue in
      issue.description.contains(
        """
        received an action for its child while 'Pantallas.State' was in another case, so the \
        child did not run.

          Action:
            Pantallas.Action.modo(.paso)
          State:
            Pantallas.State.vacia

        Usually one of these happened:
        - A reducer that runs before this 'ifCaseLet' moved the state to another case. Attach \
        '.ifCaseLet' to that reducer instead, so the child handles its action first.
        - An effect of the child kept running after its case was left. Cancel the child's \
        long-running effects when the case changes.
        - The action was sent while the state was in another case. Send it only while the \
        child's case is current.
        """)
    }
  }
}
