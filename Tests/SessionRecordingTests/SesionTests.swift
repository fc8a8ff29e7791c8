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
    // snippet: recording-live-session
    let session = LiveSession(
      .juguete, recordingTo: try RecordingWriter(path: ruta),
      wallClock: WallClock(ImmediateClock())  // a test never waits; by default, real time
    ) { $0.buscador = .liveValue }

    await session.send(.buscar("o"))  // the person's action; then the store settles
    await session.settle()  // the debounce wakes, the search answers
    let temporizador = await session.send(.iniciar)
    await session.wait(.milliseconds(2500))  // two ticks, and 2.5 s of the session's time
    await session.send(.buscar("d"))
    await session.settle(ignoring: [temporizador])  // the timer runs on
    await session.send(.parar)
    let cancelled = await session.finish()  // the end line, with the final state

    let recording = Recording<Juguete.Action>(
      text: try String(contentsOfFile: ruta, encoding: .utf8))
    let verdict = Replay(.juguete).verdict(on: recording)  // .matches
    let test = try TestGenerator(.juguete).source(for: recording, fileName: "sesion.jsonl")
    // end snippet

    #expect(cancelled == 0)
    #expect(verdict == .matches)
    #expect(test.contains("struct RecordedSesionTests {"))
    #expect(session.store.state.segundos == 2)
    #expect(session.store.state.resultados == ["dos"])
    #expect(recording.problems.isEmpty)
    #expect(recording.version == 3)
    #expect(Replay(.juguete).verdict(on: recording) == .matches)
    await GeneratedTestRunner.run(.juguete, recording)
  }
}
