import Runtime

/// The counter of lesson 002: one action, one field.
struct Contador: Reducer {
  struct State: Equatable {
    var cuenta = 0
  }

  enum Action: Equatable {
    case incrementar
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .incrementar:
        state.cuenta += 1
        return .none
      }
    }
  }
}
