import Runtime
import Testing

/// A feature with one effect that ends when the test opens a gate, and one that runs until it
/// is cancelled, like a timer.
private struct Trabajos: Reducer {
  struct State: Equatable { var hechos = 0 }
  enum Action: Equatable, Sendable { case trabajar, latir, hecho }
  let gate: Gate

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .trabajar:
      return .run { [gate] send in
        await gate.wait()
        await send(.hecho)
      }
    case .latir:
      return .run { _ in
        let (nunca, continuacion) = AsyncStream<Never>.makeStream()
        for await _ in nunca {}
        continuacion.finish()
      }
    case .hecho:
      state.hechos += 1
      return .none
    }
  }
}

@MainActor
@Suite("Store as a driver sees it")
struct StoreDriverTests {
  let gate = Gate()

  @Test("settle waits for the effects running and for what they cause")
  func settleWaitsForEverything() async {
    let store = Store(initialState: Trabajos.State()) { Trabajos(gate: gate) }
    store.send(.trabajar)
    store.send(.trabajar)
    #expect(store.runningEffectCount == 2)

    let settled = Task { await store.settle() }
    gate.open()
    await settled.value

    #expect(store.state.hechos == 2, "settle returned before the effects had finished")
    #expect(store.runningEffectCount == 0)
  }

  @Test("settle ignores the effects of ongoing tasks; cancelAllEffects stops and counts them")
  func settleIgnoringOngoingThenCancel() async {
    let store = Store(initialState: Trabajos.State()) { Trabajos(gate: gate) }
    let latido = store.send(.latir)
    store.send(.trabajar)
    gate.open()

    await store.settle(ignoring: [latido])

    #expect(store.state.hechos == 1)
    #expect(store.runningEffectCount == 1)
    #expect(latido.isRunning)
    #expect(store.cancelAllEffects() == 1)
    #expect(store.runningEffectCount == 0, "a cancelled effect no longer counts")
    await store.settle()
    #expect(!latido.isRunning)
    #expect(store.cancelAllEffects() == 0)
  }
}
