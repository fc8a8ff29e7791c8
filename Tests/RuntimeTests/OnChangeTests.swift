import Runtime
import TestSupport
import Testing

/// A volume knob whose display follows the level, and which turns itself back down when the
/// level passes three: the reducer form of `onChange`, whose effect feeds the store again.
struct Volumen: Reducer {
  struct State: Equatable {
    var nivel = 0
    var barras = ""
  }

  enum Action: Equatable {
    case subir
    case bajar
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      state.nivel += action == .subir ? 1 : -1
      return .none
    }
    .onChange(of: \.nivel) { _, nivel in
      Reduce { state, _ in
        state.barras = String(repeating: "|", count: max(nivel, 0))
        return nivel > 3 ? .send(.bajar) : .none
      }
    }
  }
}

/// The closure form: the old value and the state, returning an effect.
struct Historial: Reducer {
  struct State: Equatable {
    var valor = 0
    var anteriores: [Int] = []
    var avisos = 0
  }

  enum Action: Equatable, CasePathable {
    case poner(Int)
    case reiniciar
    case avisado
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case .poner(let valor) = action { state.valor = valor }
      return .none
    }
    .onChange(of: \.valor) { anterior, state in
      state.anteriores.append(anterior)
      return .send(.avisado)
    }
    // A sibling's change is not the watched reducer's: it triggers nothing.
    Reduce { state, action in
      switch action {
      case .reiniciar:
        state.valor = 0
      case .avisado:
        state.avisos += 1
      case .poner:
        break
      }
      return .none
    }
  }
}

@MainActor
@Suite("onChange(of:_:)")
struct OnChangeTests {
  @Test("the reducer runs after each change with the new value, and its effect is received")
  func reducerFollowsTheValue() async {
    let store = TestStore(initialState: Volumen.State(nivel: 2, barras: "||")) { Volumen() }
    await store.send(.subir) {
      $0.nivel = 3
      $0.barras = "|||"
    }
    await store.send(.subir) {
      $0.nivel = 4
      $0.barras = "||||"
    }
    await store.receive(.bajar) {
      $0.nivel = 3
      $0.barras = "|||"
    }
    await store.send(.bajar) {
      $0.nivel = 2
      $0.barras = "||"
    }
  }

  @Test("the closure gets the old value and the state; its effect runs; no change, no call")
  func closureForm() async {
    let store = TestStore(initialState: Historial.State()) { Historial() }
    await store.send(.poner(3)) {
      $0.valor = 3
      $0.anteriores = [0]
    }
    await store.receive(.avisado) { $0.avisos = 1 }
    await store.send(.poner(3))
    await store.send(.poner(5)) {
      $0.valor = 5
      $0.anteriores = [0, 3]
    }
    await store.receive(.avisado) { $0.avisos = 2 }
  }

  @Test("a change made outside the watched reducer triggers nothing")
  func changesElsewhereAreNotSeen() async {
    let store = TestStore(initialState: Historial.State(valor: 4)) { Historial() }
    await store.send(.reiniciar) { $0.valor = 0 }
  }

  @Test("removeDuplicates decides what counts as a change, for values that are not Equatable")
  func removeDuplicates() {
    // A pair of counts, watched by its sum only: (1, 0) -> (0, 1) is no change.
    let reducer = Reduce<(a: Int, b: Int, cambios: Int), Int> { state, action in
      if action == 0 {
        state.a += 1
      } else {
        state.a -= 1
        state.b += 1
      }
      return .none
    }
    .onChange(of: { ($0.a, $0.b) }, removeDuplicates: { $0.0 + $0.1 == $1.0 + $1.1 }) { _, _ in
      Reduce { state, _ in
        state.cambios += 1
        return .none
      }
    }
    var state = (a: 0, b: 0, cambios: 0)
    _ = reducer.reduce(into: &state, action: 0)
    #expect(state == (1, 0, 1))
    _ = reducer.reduce(into: &state, action: 1)
    #expect(state == (0, 1, 1))
  }
}
