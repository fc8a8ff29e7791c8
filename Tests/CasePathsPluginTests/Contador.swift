import Runtime

/// A reducer whose actions get generated case paths, to drive through a `TestStore`.
struct Contador: Reducer {
  struct State: Equatable {
    var cuenta = 0
  }

  enum Action: Equatable, CasePathable {
    case view(View)
    case sumar(Int)
    case sumado(total: Int)

    enum View: Equatable, CasePathable {
      case incrementarPulsado
    }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .view(.incrementarPulsado):
        return .send(.sumar(1))
      case .sumar(let cantidad):
        state.cuenta += cantidad
        return .send(.sumado(total: state.cuenta))
      case .sumado:
        return .none
      }
    }
  }
}
