import Foundation
import Runtime
import TestSupport
import Testing

@MainActor
@Suite("transformDependency(_:transform:)")
struct TransformDependencyTests {
  @Test(
    "wraps the client in force: the reducer and its effects, and their effects, see the wrapper")
  func wrapsTheClientInForce() async {
    let llamadas = Log()
    let store = TestStore(initialState: Greeting.State()) {
      Greeting()
        .transformDependency(\.greeter) { greeter in
          let greet = greeter.greet
          greeter.greet = {
            llamadas.append("greet")
            return "<\(greet())>"
          }
        }
    } withDependencies: {
      $0.greeter.greet = { "hola" }
    }
    await store.send(.start) { $0.heard = ["reducer: <hola>"] }
    await store.receive(\.heard) { $0.heard.append("<hola>") }
    await store.receive(.again)
    await store.receive(\.heard) { $0.heard.append("again: <hola>") }
    #expect(llamadas.all.count == 3)
  }

  @Test("\\.self transforms all the dependencies at once")
  func transformsEverything() async {
    let store = TestStore(initialState: Greeting.State()) {
      Greeting()
        .transformDependency(\.self) { dependencies in
          dependencies.greeter.greet = { "todas" }
        }
    }
    await store.send(.start) { $0.heard = ["reducer: todas"] }
    await store.receive(\.heard) { $0.heard.append("todas") }
    await store.receive(.again)
    await store.receive(\.heard) { $0.heard.append("again: todas") }
  }

  @Test("an inner .dependency wins over an outer transform, as modifiers nest")
  func outerTransformAndInnerDependency() async {
    let store = TestStore(initialState: Greeting.State()) {
      CombineReducers {
        Greeting().dependency(\.greeter, Greeter { "dentro" })
      }
      .transformDependency(\.greeter) { greeter in
        let greet = greeter.greet
        greeter.greet = { "fuera+" + greet() }
      }
    } withDependencies: {
      $0.greeter.greet = { "test" }
    }
    // The innermost modifier wins, as with `.dependency`.
    await store.send(.start) { $0.heard = ["reducer: dentro"] }
    await store.receive(\.heard) { $0.heard.append("dentro") }
    await store.receive(.again)
    await store.receive(\.heard) { $0.heard.append("again: dentro") }
  }

  @Test("the transform runs for every action, starting from the value in force each time")
  func runsForEveryAction() {
    let transformaciones = Log()
    let store = Store(initialState: Greeting.State()) {
      Greeting()
        .transformDependency(\.uuid) { _ in transformaciones.append("uuid") }
    } withDependencies: {
      $0.greeter.greet = { "x" }
    }
    store.send(.heard("again: a"))
    store.send(.heard("again: b"))
    #expect(transformaciones.all.count == 2)
  }
}
