import Runtime
import TestSupport
import Testing

/// An order's screen: it closes itself once the order is sent.
struct Comanda: Reducer {
  struct State: Equatable { var platos: [String] = [] }
  enum Action: Equatable, CasePathable { case pedir(String), enviar }
  @Dependency(\.dismiss) var dismiss
  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .pedir(let plato):
      state.platos.append(plato)
      return .none
    case .enviar:
      return .run { _ in await dismiss() }
    }
  }
}

/// A restaurant: a stack of order screens, and a count of what the kitchen got.
struct Restaurante: Reducer {
  struct State: Equatable {
    var comandas = StackState<Comanda.State>()
    var recibidas = 0
  }
  enum Action: Equatable, CasePathable { case comandas(StackActionOf<Comanda>) }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case .comandas(.popFrom) = action { state.recibidas += 1 }
      return .none
    }
    .forEach(\.comandas, action: \.comandas) { Comanda() }
  }
}

@MainActor
@Suite("dismiss() inside a screen of a stack")
struct StackDismissTests {
  @Test("a screen's effect that calls dismiss pops that screen, through a popFrom action")
  func dismissPops() async {
    let store = TestStore(initialState: Restaurante.State()) { Restaurante() }
    await store.send(.comandas(.push(id: 0, state: .init()))) {
      $0.comandas[id: 0] = .init()
    }
    await store.send(.comandas(.push(id: 1, state: .init()))) {
      $0.comandas[id: 1] = .init()
    }
    await store.send(\.comandas[id: 1].pedir, "sopa") {
      $0.comandas[id: 1]?.platos = ["sopa"]
    }
    await store.send(\.comandas[id: 1].enviar)
    await store.receive(\.comandas.popFrom) {
      $0.comandas.pop(from: 1)
      $0.recibidas = 1
    }
    #expect(store.state.comandas.ids == [0])
  }
}
