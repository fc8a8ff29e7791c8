import Juguete
import Runtime
import TestSupport
import Testing

@testable import SessionRecording

/// A live session's log, which every output hangs off: each action with who sent it, its store
/// cycle, how many effects were running, and the states around it — masked as the feature says.
@MainActor
struct BitacoraTests {
  @Test
  func cadaAccionConSuOrigenSuCicloYSusEstados() async {
    let session = LiveSession(.juguete, wallClock: WallClock(ImmediateClock())) {
      $0.buscador = .liveValue
    }
    var estados: [(Juguete.State, Juguete.State)] = []
    var ciclos: [[Juguete.Action]] = []
    session.log.onAction { _, antes, despues in estados.append((antes, despues)) }
    session.log.onCycleEnd { acciones, _ in ciclos.append(acciones.map(\.action)) }

    await session.send(.claveEscrita("abracadabra"))
    await session.send(.buscar("d"))
    await session.settle()
    await session.finish()

    #expect(
      session.log.actions == [
        RecordedAction(n: 1, cycle: 1, origin: .person, action: .claveEscrita("********")),
        RecordedAction(n: 2, cycle: 2, origin: .person, action: .buscar("d")),
        RecordedAction(
          n: 3, cycle: 3, origin: .effect, effectsRunning: 1, action: .busquedaIniciada),
        RecordedAction(
          n: 4, cycle: 4, origin: .effect, effectsRunning: 1, action: .resultados(["dos"])),
      ])
    #expect(estados.count == 4)
    #expect(estados[0].1.clave == Clave("abracadabra"), "the store's state is not masked")
    #expect(estados[3].1.resultados == ["dos"])
    #expect(
      ciclos == [
        [.claveEscrita("********")], [.buscar("d")], [.busquedaIniciada], [.resultados(["dos"])],
      ])
  }
}
