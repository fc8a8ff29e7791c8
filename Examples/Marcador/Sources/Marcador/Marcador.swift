import Runtime

struct Marcador: Reducer {
  struct State: Equatable { var puntos = 0 }
  enum Action: CasePathable { case anotar, anotarEnUnSegundo }

  @Dependency(\.continuousClock) var reloj

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .anotar:
      state.puntos += 1
      return .none
    case .anotarEnUnSegundo:
      return .run { send in
        try await reloj.sleep(for: .seconds(1))
        await send(.anotar)
      }
    }
  }
}
