import Runtime
import TestSupport
import Testing

/// A login form whose view actions, bindings included, live under `case view(View)`.
struct Acceso: Reducer {
  struct State: Equatable {
    var correo = ""
    var enviando = false
  }
  enum Action: ViewAction, CasePathable {
    case respuesta(Bool)
    case view(View)

    enum View: BindableAction, CasePathable {
      case binding(BindingAction<State>)
      case entrarPulsado
    }
  }

  var body: some ReducerOf<Self> {
    BindingReducer(action: \.view)
    Reduce { state, action in
      switch action {
      case .view(.entrarPulsado):
        state.enviando = true
        return .send(.respuesta(true))
      case .respuesta:
        state.enviando = false
        return .none
      case .view(.binding):
        return .none
      }
    }
  }
}

/// Sends a view action to any store whose actions have a `view` case: what a view layer does.
@MainActor
private func enviarDesdeLaVista<State, Action: ViewAction>(
  _ action: Action.ViewAction, a store: Store<State, Action>
) {
  store.send(.view(action))
}

@MainActor
@Suite("ViewAction: a view's actions under one case")
struct ViewActionTests {
  @Test("bindings under the view case are applied with BindingReducer(action: \\.view)")
  func bindingsUnderView() async {
    let store = TestStore(initialState: Acceso.State()) { Acceso() }
    await store.send(\.view.binding.correo, "ana@example.com") { $0.correo = "ana@example.com" }
    await store.send(.view(.entrarPulsado)) { $0.enviando = true }
    await store.receive(\.respuesta) { $0.enviando = false }
  }

  @Test("code generic over ViewAction wraps a view action in the view case")
  func genericSend() {
    let store = Store(initialState: Acceso.State()) { Acceso() }
    enviarDesdeLaVista(.binding(.set(\.correo, "luis@example.com")), a: store)
    #expect(store.state.correo == "luis@example.com")
  }
}
