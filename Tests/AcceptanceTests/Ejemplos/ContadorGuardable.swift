import Runtime

/// Lesson 004's reducer, written as the function it is: `reduce(into:action:)`, no body.
struct ContadorGuardable: Reducer {
  struct State: Equatable {
    var cuenta = 0
  }

  enum Action: Equatable, CasePathable {
    case incrementar
    case guardarPulsado
    case guardado
  }

  @Dependency(\.clienteAPI) var clienteAPI

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .incrementar:
      state.cuenta += 1
      return .none
    case .guardarPulsado:
      return .run { [cuenta = state.cuenta] send in
        try await clienteAPI.guardar(cuenta)
        await send(.guardado)
      }
    case .guardado:
      return .none
    }
  }
}
