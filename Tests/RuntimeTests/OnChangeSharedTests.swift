import Runtime
import TestSupport
import Testing

/// A visit counter kept in shared state, with a sign that follows it through `onChange`.
struct LibroDeVisitas: Reducer {
  struct State: Equatable {
    @Shared(.inMemory("visitas-on-change")) var visitas = 0
    var cartel = ""
  }
  enum Action: Equatable { case entro, nada }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if action == .entro { state.$visitas.withLock { $0 += 1 } }
      return .none
    }
    .onChange(of: \.visitas) { anterior, nuevo in
      Reduce { state, _ in
        state.cartel = "\(anterior) → \(nuevo)"
        return .none
      }
    }
  }
}

@MainActor
@Suite("onChange(of:) over a shared value")
struct OnChangeSharedTests {
  @Test("a change to a @Shared field runs the reaction with the old and new values; none, none")
  func sharedField() async {
    let store = TestStore(initialState: .init()) { LibroDeVisitas() }
    await store.send(.entro) {
      $0.$visitas.withLock { $0 = 1 }
      $0.cartel = "0 → 1"
    }
    await store.send(.entro) {
      $0.$visitas.withLock { $0 = 2 }
      $0.cartel = "1 → 2"
    }
    await store.send(.nada)
  }
}
