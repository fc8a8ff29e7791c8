import AppTestSupport
import Foundation
import Juguete
import Runtime
import TestSupport
import Testing

@testable import SessionRecording

/// Recording at the boundary: a declared endpoint logs each call and its answer — a value, an
/// error, or that its effect was cancelled first — and the session's clock each sleep.
@MainActor
struct ExtremosTests {
  /// The lines a session of the toy records while `cuerpo` drives it, without the version
  /// and end lines.
  func grabando(
    buscar: @escaping @Sendable (String) async throws -> [String],
    _ cuerpo: (LiveSession<Juguete>) async -> Void
  ) async throws -> [String] {
    let carpeta = try CarpetaTemporal()
    let ruta = carpeta.ruta("s.jsonl")
    let session = LiveSession(
      .juguete, recordingTo: try RecordingWriter(path: ruta), wallClock: WallClock(ImmediateClock())
    ) { $0.buscador.buscar = buscar }
    await cuerpo(session)
    await session.finish()
    return try String(contentsOfFile: ruta, encoding: .utf8).split(separator: "\n").dropFirst()
      .dropLast().map(String.init)
  }

  @Test
  func unaLlamadaYSuRespuestaOSuError() async throws {
    let lineas = try await grabando(buscar: { termino in
      guard termino == "bien" else { throw FalloDeBusqueda(motivo: "mal") }
      return ["uno"]
    }) { session in
      await session.send(.buscar("bien"))
      await session.settle()
      await session.send(.buscar("mal"))
      await session.settle()
    }
    #expect(
      lineas.filter { !$0.hasPrefix(#"{"action""#) } == [
        #"{"sleep":{"id":1,"until":300000000}}"#, #"{"answer":{"id":1}}"#,
        #"{"call":{"endpoint":"buscador.buscar","id":2}}"#,
        #"{"answer":{"id":2,"value":["uno"]}}"#,
        #"{"sleep":{"id":3,"until":600000000}}"#, #"{"answer":{"id":3}}"#,
        #"{"call":{"endpoint":"buscador.buscar","id":4}}"#,
        #"{"answer":{"error":{"type":"FalloDeBusqueda","value":{"motivo":"mal"}},"id":4}}"#,
      ])
    let endpoint = try #require(RecordableFeature.juguete.endpoints.first)
    let error = try #require(
      endpoint.error(
        RecordedFailure(type: "FalloDeBusqueda", value: .object(["motivo": .string("mal")]))))
    #expect(error as? FalloDeBusqueda == FalloDeBusqueda(motivo: "mal"))
    #expect(endpoint.error(RecordedFailure(description: "otro")) == nil)
    #expect(endpoint.arity == 1)
    #expect(endpoint.answerTypeName == "[String]")
  }

  @Test
  func unaBusquedaAdelantadaPorOtraQuedaCancelada() async throws {
    let mundo = Mundo()
    let lineas = try await grabando(buscar: { try await mundo.buscar($0) }) { session in
      await session.send(.buscar("u"))
      await session.wait(.milliseconds(300))  // the first search is now in flight
      await session.send(.buscar("d"))  // and this one cancels it
      await session.wait(.milliseconds(300))
      await mundo.hastaQueEsperen(1)
      #expect(mundo.responder(0))
      await session.settle()
    }
    #expect(lineas.contains(#"{"answer":{"cancelled":true,"id":2}}"#))
    #expect(
      lineas.last
        == #"{"action":{"resultados":{"_0":["dos"]}},"cycle":5,"effectsRunning":1,"n":5,"origin":"effect"}"#
    )
  }

  @Test
  func unErrorSinTipoConocidoGuardaSuDescripcion() async throws {
    struct Roto: Error, CustomStringConvertible {
      var description: String { "se rompió" }
    }
    let lineas = try await grabando(buscar: { _ in throw Roto() }) { session in
      await session.send(.buscar("x"))
      await session.settle()
    }
    #expect(lineas.contains(#"{"answer":{"error":{"description":"se rompió"},"id":2}}"#))
  }
}
