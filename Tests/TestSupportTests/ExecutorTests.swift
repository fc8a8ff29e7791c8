import TestSupport
import Testing

/// Twenty child tasks that yield between steps and report in: on the global pool the order
/// varies from run to run; under a TestStore it must not.
private struct Carrera: Reducer {
  struct State: Equatable { var llegadas: [Int] = [] }
  enum Action: Equatable, Sendable { case salida, llegada(Int) }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .salida:
      return .run { send in
        await withTaskGroup(of: Void.self) { grupo in
          for corredor in 0..<20 {
            grupo.addTask {
              for _ in 0..<(corredor % 5) { await Task.yield() }
              await send(.llegada(corredor))
            }
          }
        }
      }
    case .llegada(let corredor):
      state.llegadas.append(corredor)
      return .none
    }
  }
}

@MainActor
@Suite("Deterministic effects")
struct ExecutorTests {
  @Test("a yield-heavy interleaving gives the same order 200 times")
  func sameOrderEveryTime() async {
    var primera: [Int]?
    for _ in 0..<200 {
      let store = TestStore(initialState: Carrera.State()) { Carrera() }
      store.exhaustivity = .off
      await store.send(.salida)
      await store.finish()
      await store.skipReceivedActions()
      if primera == nil { primera = store.state.llegadas }
      #expect(store.state.llegadas == primera)
      #expect(store.state.llegadas.count == 20)
    }
  }
}
