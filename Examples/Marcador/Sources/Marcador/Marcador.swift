import Runtime

@Reducer
struct Marcador {
  @ObservableState
  struct State: Equatable { var puntos = 0 }
  enum Action { case anotar, anotarEnUnSegundo }

  @Dependency(\.continuousClock) var reloj

  var body: some ReducerOf<Self> {
    Reduce { state, action in
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
}
