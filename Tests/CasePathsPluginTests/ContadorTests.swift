import TestSupport
import Testing

/// A `TestStore` driven by case key paths whose case paths were generated.
@MainActor
struct ContadorTests {
  @Test
  func sendsAndReceivesByCaseKeyPath() async {
    let store = TestStore(initialState: Contador.State()) {
      Contador()
    }
    await store.send(\.view.incrementarPulsado)
    await store.receive(\.sumar, 1) { $0.cuenta = 1 }
    await store.receive(\.sumado)
    await store.send(\.sumar, 2) { $0.cuenta = 3 }
    await store.receive(\.sumado)
  }
}
