import Foundation
import TestSupport
import Testing

@MainActor
@Suite("TestStore behaviour")
struct TestStoreBehaviourTests {
  let reloj = TestClock()

  func makeStore() -> TestStore<Contador.State, Contador.Action> {
    TestStore(initialState: Contador.State()) {
      Contador()
    } withDependencies: {
      $0.continuousClock = reloj
      $0.uuid = .incrementing
    }
  }

  @Test("the assertion closure gets the state before the action")
  func closureGetsPreviousState() async {
    let store = makeStore()
    await store.send(.incrementar) { $0.cuenta += 1 }
    await store.send(.incrementar) { $0.cuenta += 1 }
    #expect(store.state.cuenta == 2)
  }

  @Test("non-exhaustive: the closure gets the state after the action")
  func nonExhaustiveClosureGetsStateAfter() async {
    let store = makeStore()
    store.exhaustivity = .off
    await store.send(.incrementar) { #expect($0.cuenta == 1) }
    await store.send(.incrementar)
    #expect(store.state.cuenta == 2)
  }

  @Test("store.state advances only when effect actions are received")
  func stateLagsUntilReceived() async {
    let store = makeStore()
    await store.send(.eco("hola"))
    #expect(store.state.eco == nil)
    await store.receive(\.ecoRecibido) {
      #expect(store.state.eco == nil, "inside the closure, store.state is the state before")
      $0.eco = "hola"
    }
    #expect(store.state.eco == "hola")
  }

  @Test("the assertion closure runs once, with the store's dependencies")
  func closureRunsOnceWithDependencies() async {
    let store = makeStore()
    await store.send(.anadirFila) {
      @Dependency(\.uuid) var uuid
      let id = uuid()
      #expect(id == UUID(1), "the reducer used UUID(0); the closure gets the next one")
      $0.filas = [UUID(0)]
      $0.ultimoID = UUID(0)
    }
    store.exhaustivity = .off(showSkippedAssertions: true)
    var runs = 0
    await store.send(.anadirFila) {
      runs += 1
      $0.ultimoID = UUID(2)  // the state after the action: UUID(1) went to the closure above
    }
    #expect(runs == 1)
  }

  @Test("initial state is built after the dependency overrides")
  func initialStateSeesOverrides() {
    struct Semilla: Reducer {
      struct State: Equatable {
        var id: UUID
        init() {
          @Dependency(\.uuid) var uuid
          id = uuid()
        }
      }
      enum Action { case nada }
      func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
    }
    var runs = 0
    let store = TestStore(initialState: Semilla.State()) {
      Semilla()
    } withDependencies: {
      runs += 1
      $0.uuid = .constant(UUID(42))
    }
    #expect(store.state.id == UUID(42))
    #expect(runs == 1)
  }

  @Test("receive by action, case key path, payload and predicate")
  func receiveForms() async {
    let store = makeStore()
    await store.send(.eco("a"))
    await store.receive(.ecoRecibido("a")) { $0.eco = "a" }
    await store.send(.eco("b"))
    await store.receive(\.ecoRecibido) { $0.eco = "b" }
    await store.send(.eco("c"))
    await store.receive(\.ecoRecibido, "c") { $0.eco = "c" }
    await store.send(.eco("d"))
    await store.receive({ action in
      if case .ecoRecibido(let texto) = action { return texto.count == 1 }
      return false
    }) {
      $0.eco = "d"
    }
    await store.send(.trabajo)
    await store.receive(\.trabajoHecho)
  }

  @Test("non-exhaustive receive skips ahead, applying what it skips")
  func nonExhaustiveReceiveSkipsAhead() async {
    let store = makeStore()
    store.exhaustivity = .off
    await store.send(.dosEcos)
    await store.receive(.ecoRecibido("dos")) { $0.eco = "dos" }
    #expect(store.state.eco == "dos")
  }

  @Test("actions of concurrent effects can be received in any order")
  func receiveInAnyOrder() async {
    let store = makeStore()
    await store.send(.dosEcos)
    await store.receive(inAnyOrder: [.ecoRecibido("dos"), .ecoRecibido("uno")]) {
      $0.eco = "dos"
    }
    await store.send(.dosEcos)
    await store.receive(inAnyOrder: [\.ecoRecibido, \.ecoRecibido])
  }

  @Test("lax to get there, strict to examine")
  func laxThenStrict() async {
    let store = makeStore()
    store.exhaustivity = .off
    await store.send(.incrementar)
    await store.send(.eco("ruido"))
    store.exhaustivity = .on
    await store.skipReceivedActions()
    await store.send(.incrementar) { $0.cuenta = 2 }
    #expect(store.state.eco == "ruido")
  }

  @Test("withExhaustivity applies to its operation only")
  func withExhaustivity() async {
    let store = makeStore()
    await store.withExhaustivity(.off) {
      await store.send(.incrementar)
    }
    #expect(store.exhaustivity == .on)
    store.withExhaustivity(.off) {
      store.assert { $0.cuenta = 1 }
    }
  }

  @Test("skipReceivedActions applies their changes")
  func skipReceivedActions() async {
    let store = makeStore()
    await store.send(.eco("hola"))
    await store.skipReceivedActions()
    #expect(store.state.eco == "hola")
    await store.skipReceivedActions(strict: false)
  }

  @Test("skipInFlightEffects cancels what it skips: nothing more arrives")
  func skipInFlightEffectsCancels() async {
    let store = makeStore()
    await store.send(.iniciar)
    await store.skipInFlightEffects()
    await reloj.advance(by: .seconds(5))
    #expect(reloj.sleeperCount == 0)
  }

  @Test("a task from send can be cancelled, and says so")
  func cancellingTheTask() async {
    let store = makeStore()
    let tarea = await store.send(.iniciar)
    await reloj.advance(by: .seconds(1))
    await store.receive(\.tick) { $0.cuenta = 1 }
    #expect(!tarea.isCancelled)
    await tarea.cancel()
    #expect(tarea.isCancelled)
  }

  @Test("finish waits for effects that end on their own")
  func finishWaits() async {
    let store = makeStore()
    let tarea = await store.send(.trabajo)
    await tarea.finish()
    await store.receive(\.trabajoHecho)
    await store.finish()
  }

  @Test("non-exhaustive finish, as TCA's: an effect still running is not a failure")
  func nonExhaustiveFinish() async {
    let store = makeStore()
    store.exhaustivity = .off
    await store.send(.iniciar)
    await store.send(.eco("hola"))
    await store.finish(timeout: .milliseconds(20))  // neither the echo nor the timer fails it
    await store.receive(\.ecoRecibido) { $0.eco = "hola" }  // still queued after finish
    await store.send(.parar)
  }

  @Test("a timer fires once per second advanced, in order")
  func timerFiresPerSecond() async {
    let store = makeStore()
    await store.send(.iniciar)
    await reloj.advance(by: .seconds(3))
    await store.receive(\.tick) { $0.cuenta = 1 }
    await store.receive(\.tick) { $0.cuenta = 2 }
    await store.receive(\.tick) { $0.cuenta = 3 }
    await store.send(.parar)
  }

  @Test("showSkippedAssertions reports what was not asserted, and the test passes")
  func showSkippedAssertions() async {
    let store = makeStore()
    store.exhaustivity = .off(showSkippedAssertions: true)
    // Each report is recorded as a known issue: visible in the results, not a failure.
    await store.send(.incrementar)
    #expect(store.skippedAssertions.count == 1)
    #expect(store.skippedAssertions[0].contains("Skipped assertions"))
    #expect(store.skippedAssertions[0].contains("+   cuenta: 1,"))
    await store.send(.dosEcos)
    await store.receive(.ecoRecibido("dos"))
    #expect(store.skippedAssertions.contains { $0.contains("Skipped received actions") })
    #expect(store.skippedAssertions.allSatisfy { $0.lowercased().contains("skipped") })
  }
}
