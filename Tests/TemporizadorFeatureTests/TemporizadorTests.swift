import TemporizadorFeature
import TestSupport
import Testing

@MainActor
struct TemporizadorTests {
  let reloj = TestClock()

  func makeStore(segundos: Int = 0) -> TestStore<Temporizador.State, Temporizador.Action> {
    TestStore(initialState: Temporizador.State(segundos: segundos)) {
      Temporizador()
    } withDependencies: {
      $0.continuousClock = reloj
    }
  }

  @Test
  func temporizador() async {
    let store = makeStore()

    await store.send(.iniciar)
    await reloj.advance(by: .seconds(1))
    await store.receive(\.tick) { $0.segundos = 1 }
    await store.send(.parar)
  }

  @Test
  func cancelarLaTareaDetieneElTemporizador() async {
    let store = makeStore()

    let tarea = await store.send(.iniciar)
    await reloj.advance(by: .seconds(1))
    await store.receive(\.tick) { $0.segundos = 1 }
    await tarea.cancel()
    #expect(tarea.isCancelled)
  }

  @Test
  func cuentaUnSegundoPorTickYParaCuandoSeLeDice() async {
    let store = makeStore()

    await store.send(.iniciar)
    await reloj.advance(by: .milliseconds(999))
    await reloj.advance(by: .milliseconds(1))
    await store.receive(\.tick) { $0.segundos = 1 }
    await reloj.advance(by: .seconds(2))
    await store.receive(\.tick) { $0.segundos = 2 }
    await store.receive(\.tick) { $0.segundos = 3 }
    await store.send(.parar)
    // Stopped: time passing sends nothing more, and the count stays.
    await reloj.advance(by: .seconds(5))
  }

  @Test(.schedules(20))
  func iniciarDosVecesNoArrancaDosTemporizadores() async {
    let store = makeStore()

    await store.send(.iniciar)
    await reloj.advance(by: .milliseconds(500))
    await store.send(.iniciar)
    // The first timer would have ticked here; it was replaced, so nothing arrives.
    await reloj.advance(by: .milliseconds(500))
    await reloj.advance(by: .milliseconds(500))
    await store.receive(\.tick) { $0.segundos = 1 }
    await reloj.advance(by: .seconds(1))
    await store.receive(\.tick) { $0.segundos = 2 }
    await store.send(.parar)
  }

  @Test
  func reiniciarPoneLaCuentaACeroSinPararElTemporizador() async {
    let store = makeStore(segundos: 41)

    await store.send(.iniciar)
    await reloj.advance(by: .seconds(1))
    await store.receive(\.tick) { $0.segundos = 42 }
    await store.send(.reiniciar) { $0.segundos = 0 }
    await reloj.advance(by: .seconds(1))
    await store.receive(\.tick) { $0.segundos = 1 }
    await store.send(.parar)
  }

  @Test
  func pararSinTemporizadorNoCambiaNada() async {
    let store = makeStore(segundos: 7)

    await store.send(.parar)
    await store.send(.reiniciar) { $0.segundos = 0 }
  }
}
