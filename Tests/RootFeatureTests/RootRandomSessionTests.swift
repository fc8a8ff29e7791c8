import AutenticacionClient
import CredencialesFeature
import PagosClient
import RootFeature
import TestSupport
import Testing
import TiendaFeature

/// Random sessions of the whole app: logging in (the service answering now or seconds later,
/// or refusing), opening sections, shopping, starting the timer, and logging out at any moment.
@MainActor
struct RootRandomSessionTests {
  @Test
  func trasCerrarSesionNoSeVeNingunaPantallaDeLaSesion() async {
    await withRandomSessions(100) { session in
      let reloj = TestClock()
      let store = TestStore(initialState: Root.State()) {
        Root()
      } withDependencies: {
        $0.continuousClock = reloj
        $0.autenticacion.entrar = { _, _ in
          let espera = session.pick([0, 1, 3])
          if espera > 0 { try await reloj.sleep(for: .seconds(espera)) }
          guard session.bool() == false else { throw ErrorCredenciales.credencialesInvalidas }
          return .demo
        }
        $0.pagos.cobrar = { _ in .exito }
      }
      await session.run(store) { state in
        [
          .credenciales(.correoEscrito("demo@tienda.es")),
          .credenciales(.claveEscrita("demo1234")),
          .credenciales(.entrarPulsado),
          state.sesion == nil ? nil : .view(.cerrarSesionPulsado),
          state.sesion == nil ? nil : .view(.abrir(.tienda)),
          state.sesion == nil ? nil : .view(.abrir(.temporizador)),
          state.destino?.seccion == .tienda
            ? .destino(.presented(.tienda(.view(.anadirPulsado(.camiseta))))) : nil,
          state.destino?.seccion == .temporizador
            ? .destino(.presented(.temporizador(.iniciar))) : nil,
        ]
      } invariant: { state in
        if state.sesion == nil {
          #expect(state.destino == nil, "a screen of the session shows after logging out")
        }
      }
    }
  }
}
