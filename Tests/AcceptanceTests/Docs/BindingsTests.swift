import TestSupport
import Testing

// The examples of docs/bindings.md, compiled and run.

// snippet: bindings-feature
/// A settings form: every control writes its field through the one `binding` action.
@Reducer
struct Ajustes {
  @ObservableState
  struct State: Equatable {
    var apodo = ""
    var avisos = false
    var volumen = 5.0
    var maximo = 10
  }

  enum Action: BindableAction {
    case binding(BindingAction<State>)
    case restablecerPulsado
  }

  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding(\.maximo):
        state.volumen = min(state.volumen, Double(state.maximo))
        return .none

      case .binding:
        return .none

      case .restablecerPulsado:
        state = State()
        return .none
      }
    }
  }
}
// end snippet

// snippet: bindings-view-group
/// A search box whose input actions are grouped under `view`, bindings included.
@Reducer
struct Caja {
  @ObservableState
  struct State: Equatable {
    var texto = ""
    var consultas = 0
  }

  enum Action: ViewAction {
    case view(View)

    @CasePathable
    enum View: BindableAction {
      case binding(BindingAction<State>)
      case buscarPulsado
    }
  }

  var body: some ReducerOf<Self> {
    BindingReducer(action: \.view)
    Reduce { state, action in
      switch action {
      case .view(.binding(\.texto)):
        state.consultas = 0
        return .none

      case .view(.binding):
        return .none

      case .view(.buscarPulsado):
        state.consultas += 1
        return .none
      }
    }
  }
}
// end snippet

@MainActor
struct BindingsTests {
  // snippet: bindings-test
  @Test
  func everyControlWritesItsField() async {
    let store = TestStore(initialState: Ajustes.State()) {
      Ajustes()
    }

    await store.send(\.binding.apodo, "Ana") {
      $0.apodo = "Ana"
    }
    await store.send(\.binding.avisos, true) {
      $0.avisos = true
    }
    await store.send(\.binding.maximo, 3) {
      $0.maximo = 3
      $0.volumen = 3  // the reducer's own reaction to this field
    }
    await store.send(.restablecerPulsado) {
      $0 = Ajustes.State()
    }
  }
  // end snippet

  // snippet: bindings-view-group-test
  @Test
  func bindingsInsideAGroupOfActions() async {
    let store = TestStore(initialState: Caja.State(consultas: 2)) {
      Caja()
    }

    await store.send(\.view.binding.texto, "swift") {
      $0.texto = "swift"
      $0.consultas = 0
    }
    await store.send(.view(.buscarPulsado)) {
      $0.consultas = 1
    }
  }
  // end snippet

  // snippet: bindings-driver
  @Test
  func aDriverSendsTheWriteOfAField() {
    let store = Store(initialState: Ajustes.State()) {
      Ajustes()
    }

    store.send(.binding(.set(\.apodo, "Ana")))  // what a text field sends
    store.send(.set(\.avisos, true))  // the same, shorter

    #expect(store.state.apodo == "Ana")
    #expect(store.state.avisos)
  }
  // end snippet
}
