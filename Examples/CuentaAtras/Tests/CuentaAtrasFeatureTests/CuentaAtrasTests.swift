import CuentaAtrasFeature
import TestSupport
import Testing

/// The reducer, exhaustively: time moves only when the test advances the clock.
@MainActor
struct CuentaAtrasTests {
  let reloj = TestClock()

  @Test
  func cuentaHastaCeroYDespega() async {
    let store = TestStore(initialState: CuentaAtras.State(restantes: 2)) {
      CuentaAtras()
    } withDependencies: {
      $0.continuousClock = reloj
    }

    await store.send(.iniciar)  // nothing changes until a second passes
    await reloj.advance(by: .seconds(1))
    await store.receive(\.tick) { $0.restantes = 1 }
    await reloj.advance(by: .seconds(1))
    await store.receive(\.tick) {
      $0.restantes = 0
      $0.despegado = true
    }
  }

  @Test
  func abortarParaLaCuenta() async {
    let store = TestStore(initialState: CuentaAtras.State(restantes: 3)) {
      CuentaAtras()
    } withDependencies: {
      $0.continuousClock = reloj
    }

    await store.send(.iniciar)
    await reloj.advance(by: .seconds(1))
    await store.receive(\.tick) { $0.restantes = 2 }
    await store.send(.abortar)
    await reloj.advance(by: .seconds(60))  // cancelled: no more ticks arrive
  }

  @Test
  func desdeCeroDespegaEnseguida() async {
    let store = TestStore(initialState: CuentaAtras.State(restantes: 0)) {
      CuentaAtras()
    }

    await store.send(.iniciar) { $0.despegado = true }
  }
}
