import Synchronization
import TelemetriaClient
import TestSupport
import Testing
import TiendaFeature

@MainActor
struct TelemetriaTests {
  @Test
  func registrarEncolaYEnviarDesencola() async {
    let enviados = Mutex<[EventoDeTelemetria]>([])
    let store = TestStore(initialState: Telemetria.State()) {
      Telemetria()
    } withDependencies: {
      $0.telemetria.enviar = { evento in enviados.withLock { $0.append(evento) } }
    }

    await store.send(.registrar(.compraCompletada(totalEnCentimos: 1299))) {
      $0.eventosEnCola = 1
    }
    await store.receive(\.enviado) { $0.eventosEnCola = 0 }
    #expect(enviados.withLock { $0 } == [.compraCompletada(totalEnCentimos: 1299)])
  }

  @Test
  func elSumideroDePruebaNoNecesitaSobrescribirse() async {
    let store = TestStore(initialState: Telemetria.State()) {
      Telemetria()
    }

    await store.send(.registrar(.pagoRechazado(.importeExcedeLimite))) { $0.eventosEnCola = 1 }
    await store.receive(\.enviado) { $0.eventosEnCola = 0 }
  }
}
