import TemporizadorFeature
import TestSupport
import Testing

/// Random sessions of the timer: started, stopped, restarted within one tick, reset, while
/// time passes in steps of every size.
@MainActor
struct TemporizadorRandomSessionTests {
  @Test
  func losSegundosNuncaVanHaciaAtrasNiSeAdelantanAlReloj() async {
    await withRandomSessions(100) { session in
      let reloj = TestClock()
      let store = TestStore(initialState: Temporizador.State()) {
        Temporizador()
      } withDependencies: {
        $0.continuousClock = reloj
      }
      var anteriores = 0
      var desdeElReinicio = reloj.now
      await session.run(store) { _ in
        [.iniciar, .parar, .iniciar, .reiniciar]
      } invariant: { state in
        // Only `reiniciar` takes the count back, to zero.
        if state.segundos < anteriores {
          #expect(state.segundos == 0, "the seconds went backwards")
          desdeElReinicio = reloj.now
        }
        anteriores = state.segundos
        // A second is counted only once a second has passed: never more ticks than seconds
        // since the count last started from zero.
        // (A reset while running keeps the running tick, which may land sooner.)
        let transcurrido = desdeElReinicio.duration(to: reloj.now)
        #expect(
          .seconds(state.segundos) <= transcurrido + Temporizador.intervalo,
          "the timer counted more seconds than passed")
      }
    }
  }
}
