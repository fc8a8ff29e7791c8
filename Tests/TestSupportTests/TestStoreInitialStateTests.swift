import TestSupport
import Testing

@MainActor
@Suite("TestStore(initialState:): the state's type comes from the reducer")
struct TestStoreInitialStateTests {
  @Test("`.init()` builds the reducer's state, with its defaults")
  func implicitInit() async {
    let store = TestStore(initialState: .init()) { Contador() }
    #expect(store.state == Contador.State())
    await store.send(.incrementar) { $0.cuenta = 1 }
  }

  @Test("an implicit initialiser with arguments, and several reducers in the builder")
  func implicitInitWithArguments() async {
    let store = TestStore(initialState: .init(cuenta: 5)) {
      Contador()
      Reduce { state, action in
        if action == .nada { state.cuenta = 0 }
        return .none
      }
    }
    await store.send(.incrementar) { $0.cuenta = 6 }
    await store.send(.nada) { $0.cuenta = 0 }
  }
}
