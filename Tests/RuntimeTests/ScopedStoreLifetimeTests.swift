import Runtime
import Testing

/// A shelf of jars: filling a jar is immediate, topping it up comes from an effect.
struct Tarro: Reducer {
  struct State: Equatable { var gramos = 0 }
  enum Action: Equatable { case llenar, rellenar, rellenado }
  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .llenar, .rellenado:
      state.gramos += 1
      return .none
    case .rellenar:
      state.gramos += 1
      return .run { send in await send(.rellenado) }
    }
  }
}

/// A shelf with one jar.
struct Estante: Reducer {
  struct State: Equatable { var tarro = Tarro.State() }
  enum Action: Equatable, CasePathable { case tarro(Tarro.Action) }
  var body: some ReducerOf<Self> {
    Scope(state: \.tarro, action: \.tarro) { Tarro() }
  }
}

/// A pantry with a shelf, which can also fill the shelf's jar itself.
struct Despensa: Reducer {
  struct State: Equatable { var estante = Estante.State() }
  enum Action: Equatable, CasePathable {
    case estante(Estante.Action)
    case llenarDesdeFuera
  }
  var body: some ReducerOf<Self> {
    Scope(state: \.estante, action: \.estante) { Estante() }
    Reduce { state, action in
      if action == .llenarDesdeFuera { state.estante.tarro.gramos += 1 }
      return .none
    }
  }
}

@MainActor
@Suite("Scoped stores outlive the stores they were scoped through")
struct ScopedStoreLifetimeTests {
  @available(*, deprecated)
  @Test("a store scoped from a released middle store still sends, and sees the root's changes")
  func middleReleased() {
    let despensa = Store(initialState: Despensa.State()) { Despensa() }
    var estante: Store<Estante.State, Estante.Action>? = despensa.scope(
      state: { $0.estante }, action: { Despensa.Action.estante($0) })
    let tarro = estante!.scope(\.tarro, action: \.tarro)
    tarro.send(.llenar)
    despensa.send(.llenarDesdeFuera)
    #expect(tarro.withState(\.gramos) == 2)

    estante = nil
    tarro.send(.llenar)
    #expect(despensa.withState(\.estante.tarro.gramos) == 3)
    despensa.send(.llenarDesdeFuera)
    #expect(tarro.withState(\.gramos) == 4)
  }

  @available(*, deprecated)
  @Test("an effect started through a scoped store released at once still reaches the root")
  func effectOutlivesItsStore() async {
    let despensa = Store(initialState: Despensa.State()) { Despensa() }
    let tarea: StoreTask
    do {
      let tarro = despensa.scope(
        state: { $0.estante.tarro }, action: { Despensa.Action.estante(.tarro($0)) })
      tarea = tarro.send(.rellenar)
      #expect(despensa.withState(\.estante.tarro.gramos) == 1)
    }
    await tarea.finish()
    #expect(despensa.withState(\.estante.tarro.gramos) == 2)
  }
}
