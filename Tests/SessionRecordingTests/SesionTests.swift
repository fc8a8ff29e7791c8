import AppTestSupport
import Foundation
import Juguete
import Runtime
import TestSupport
import Testing

@testable import SessionRecording

/// A live session of the toy, recorded: its replay reaches the same state, and the test
/// generated from it passes.
@MainActor
struct SesionTests {
  @Test
  func unaSesionGrabadaSeReproduceYSuTestPasa() async throws {
    let carpeta = try CarpetaTemporal()
    let ruta = carpeta.ruta("sesion.jsonl")
    let session = LiveSession(
      .juguete, recordingTo: try RecordingWriter(path: ruta),
      wallClock: WallClock(ImmediateClock())
    ) { $0.buscador = .liveValue }

    await session.send(.buscar("o"))
    await session.settle()
    let temporizador = await session.send(.iniciar)
    await session.wait(.milliseconds(2500))
    await session.send(.buscar("d"))
    await session.settle(ignoring: [temporizador])
    await session.send(.parar)
    #expect(await session.finish() == 0)

    #expect(session.store.state.segundos == 2)
    #expect(session.store.state.resultados == ["dos"])
    let recording = Recording<Juguete.Action>(
      text: try String(contentsOfFile: ruta, encoding: .utf8))
    #expect(recording.problems.isEmpty)
    #expect(recording.version == 3)
    #expect(Replay(.juguete).verdict(on: recording) == .matches)
    await GeneratedTestRunner.run(.juguete, recording)
  }
}
