import TestSupport
import Testing

// The example in README.md, compiled and run. Scripts/check-snippets.py keeps the two equal.

// snippet: readme-reducer
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
// end snippet

@MainActor
struct ReadmeTests {
  // snippet: readme-test
  @Test
  func anotaPasadoUnSegundo() async {
    let reloj = TestClock()
    let store = TestStore(initialState: Marcador.State()) {
      Marcador()
    } withDependencies: {
      $0.continuousClock = reloj
    }

    // The closure gets the state before the action: write what changes.
    await store.send(.anotar) { $0.puntos = 1 }
    await store.send(.anotarEnUnSegundo)  // nothing changes yet, so no closure
    await reloj.advance(by: .seconds(1))  // time moves only when the test says so
    await store.receive(\.anotar) { $0.puntos = 2 }  // what the effect sent must be claimed
  }
  // end snippet
}
