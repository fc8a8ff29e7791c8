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

  @Test("an action for a missing element is reported in TCA's words, naming the action")
  func missingElementMessage() async {
    let store = TestStore(initialState: FilasEnPares.State()) { FilasEnPares() }
    await withKnownIssue {
      await store.send(.fila(id: 1, action: .sumar))
    } matching: { issue in
      issue.description.contains(
        """
        received an action for a missing element.

          Action:
            FilasEnPares.Action.fila(id:, action: .sumar)
        """)
    }
  }
}
