import TestSupport
import Testing

@testable import Marcador

@MainActor
struct MarcadorTests {
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
}
