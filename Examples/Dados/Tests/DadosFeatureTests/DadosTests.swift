import DadosFeature
import TestSupport
import Testing

/// The dice, tested by hand: a roll, a die that falls, and a series on the test clock.
@MainActor
struct DadosTests {
  @Test
  func unaTirada() async {
    let store = TestStore(initialState: Dados.State()) {
      Dados()
    } withDependencies: {
      $0.dado.tirar = { 4 }
    }
    await store.send(.tirar) { $0.tirando = true }
    await store.receive(.salio(4)) {
      $0.tirando = false
      $0.tiradas = [4]
    }
  }

  @Test
  func unDadoQueSeCae() async {
    struct SeCayo: Error {}
    let store = TestStore(initialState: Dados.State()) {
      Dados()
    } withDependencies: {
      $0.dado.tirar = { throw SeCayo() }
    }
    await store.send(.tirar) { $0.tirando = true }
    await store.receive(.seCayo) { $0.tirando = false }
  }

  @Test
  func unaSerieTiraCadaSegundo() async {
    let reloj = TestClock()
    let store = TestStore(initialState: Dados.State()) {
      Dados()
    } withDependencies: {
      $0.continuousClock = reloj
      $0.dado.tirar = { 6 }
    }
    await store.send(.empezarSerie)
    await reloj.advance(by: .seconds(1))
    await store.receive(.tirar) { $0.tirando = true }
    await store.receive(.salio(6)) {
      $0.tirando = false
      $0.tiradas = [6]
    }
    await store.send(.pararSerie)
  }
}
