import TemporizadorFeature
import TestSupport
import Testing

// The example of docs/Temporizador.md, compiled and run.

@MainActor
struct TemporizadorTests {
  @Test
  func oneTickThenStop() async {
    // snippet: temporizador-test
    let reloj = TestClock()
    let store = TestStore(initialState: Temporizador.State()) {
      Temporizador()
    } withDependencies: {
      $0.continuousClock = reloj
    }
    await store.send(.iniciar)
    await reloj.advance(by: .seconds(1))
    await store.receive(\.tick) { $0.segundos = 1 }
    await store.send(.parar)  // without it the test fails: an effect is still running
    // end snippet
  }
}
