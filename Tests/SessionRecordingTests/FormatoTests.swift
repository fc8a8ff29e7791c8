import AppTestSupport
import Foundation
import Juguete
import Testing

@testable import SessionRecording

/// A recording: JSON lines, written new and read back line by line, versioned — and the first
/// AppCLI's versions, with their Spanish keys, still read.
struct FormatoTests {
  typealias Linea = RecordingLine<Juguete.Action>

  func texto(_ linea: Linea) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(linea), as: UTF8.self)
  }

  @Test
  func cadaLineaEsUnObjetoJSON() throws {
    let accion = Linea.action(
      RecordedAction(n: 5, cycle: 4, origin: .effect, effectsRunning: 1, action: .resultados(["a"]))
    )
    #expect(
      try texto(accion)
        == #"{"action":{"resultados":{"_0":["a"]}},"cycle":4,"effectsRunning":1,"n":5,"origin":"effect"}"#
    )
    #expect(try texto(.version(3)) == #"{"version":3}"#)
    #expect(
      try texto(.call(RecordedCall(id: 3, endpoint: "buscador.buscar")))
        == #"{"call":{"endpoint":"buscador.buscar","id":3}}"#)
    #expect(
      try texto(.sleep(RecordedSleep(id: 4, until: 300_000_000)))
        == #"{"sleep":{"id":4,"until":300000000}}"#)
    #expect(
      try texto(.answer(RecordedAnswer(id: 3, value: .array([.string("uno")]))))
        == #"{"answer":{"id":3,"value":["uno"]}}"#)
    #expect(
      try texto(.answer(RecordedAnswer(id: 4, cancelled: true)))
        == #"{"answer":{"cancelled":true,"id":4}}"#)
    #expect(
      try texto(.advance(RecordedAdvance(to: 1_500_000_000))) == #"{"advance":{"to":1500000000}}"#)
    let fin = Linea.end(SessionEnd(cancelledEffects: 1, finalState: "Juguete.State()"))
    #expect(try texto(fin) == #"{"end":{"cancelledEffects":1,"finalState":"Juguete.State()"}}"#)
    let leida = Recording<Juguete.Action>(
      text: try [.version(3), accion, fin].map(texto).joined(separator: "\n"))
    #expect(leida.version == 3)
    #expect(leida.lines == [accion])
    #expect(leida.end?.cancelledEffects == 1)
    #expect(leida.problems.isEmpty)
  }

  @Test
  func lasLineasDanadasSeNumeran() {
    let texto = """
      {"version":3}
      {"action":{"iniciar":{}},"cycle":1,"n":1,"origin":"person"}

      esto no es JSON
      {"action":{"volar":{}},"cycle":2,"n":2,"origin":"person"}
      {"cycle":3,"n":3,"origin":"person"}
      {"version":3}
      {"answer":{"id":"uno"}}
      {"end":{"cancelledEffects":0,"finalState":""}}
      {"action":{"iniciar":{}},"cycle":4,"n":4,"origin":"person"}
      """
    let recording = Recording<Juguete.Action>(text: texto)
    #expect(recording.actions.count == 1)
    #expect(recording.end != nil)
    #expect(
      recording.problems == [
        .init(line: 4, reason: .notJSON),
        .init(line: 5, reason: .invalidField("action")),
        .init(line: 6, reason: .missingField("action")),
        .init(line: 7, reason: .versionNotFirst),
        .init(line: 8, reason: .invalidField("answer.id")),
        .init(line: 10, reason: .afterEnd),
      ])
  }

  @Test
  func lasVersiones1Y2SeLeenConSusClavesEnEspanol() {
    let version2 = """
      {"version":2}
      {"accion":{"buscar":{"_0":"u"}},"ciclo":1,"n":1,"origen":"persona"}
      {"espera":{"hasta":300000000,"id":1}}
      {"respuesta":{"id":1}}
      {"accion":{"busquedaIniciada":{}},"ciclo":2,"efectosEnCurso":1,"n":2,"origen":"efecto"}
      {"llamada":{"extremo":"buscador.buscar","id":2}}
      {"respuesta":{"error":{"tipo":"FalloDeBusqueda","valor":{"motivo":"x"}},"id":2}}
      {"fin":{"efectosCancelados":0,"estadoFinal":"Juguete.State()"}}
      """
    let recording = Recording<Juguete.Action>(text: version2)
    #expect(recording.problems.isEmpty)
    #expect(recording.version == 2)
    #expect(
      recording.lines == [
        .action(RecordedAction(n: 1, cycle: 1, origin: .person, action: .buscar("u"))),
        .sleep(RecordedSleep(id: 1, until: 300_000_000)), .answer(RecordedAnswer(id: 1)),
        .action(
          RecordedAction(
            n: 2, cycle: 2, origin: .effect, effectsRunning: 1, action: .busquedaIniciada)),
        .call(RecordedCall(id: 2, endpoint: "buscador.buscar")),
        .answer(
          RecordedAnswer(
            id: 2,
            error: RecordedFailure(
              type: "FalloDeBusqueda", value: .object(["motivo": .string("x")])))),
      ])
    #expect(recording.end == SessionEnd(cancelledEffects: 0, finalState: "Juguete.State()"))
    let version1 = Recording<Juguete.Action>(
      text: #"{"accion":{"iniciar":{}},"ciclo":1,"n":1,"origen":"persona"}"#)
    #expect(version1.version == 1)
    #expect(version1.actions.map(\.action) == [.iniciar])
    #expect(!version1.recordsTheWorld)
    let futura = Recording<Juguete.Action>(text: "{\"version\":9}\nlo que sea\n")
    #expect(futura.version == 9)
    #expect(futura.problems.isEmpty, "a newer version is refused whole, not read line by line")
  }

  @Test
  func elEscritorEmpiezaPorLaVersionYNuncaSobrescribe() throws {
    let carpeta = try CarpetaTemporal()
    let ruta = carpeta.ruta("sesion.jsonl")
    let writer = try RecordingWriter(path: ruta)
    writer.write(Linea.action(RecordedAction(n: 1, cycle: 1, origin: .person, action: .iniciar)))
    writer.write(Linea.end(SessionEnd(cancelledEffects: 0, finalState: "Juguete.State()")))
    writer.write(Linea.answer(RecordedAnswer(id: 1)))
    let escrito = try String(contentsOfFile: ruta, encoding: .utf8)
    #expect(
      escrito.split(separator: "\n").map { String($0.prefix(12)) }
        == [#"{"version":3"#, #"{"action":{""#, #"{"end":{"can"#],
      "nothing is written after the end line")

    #expect(throws: RecordingWriter.CreationError(path: ruta, reason: .exists)) {
      try RecordingWriter(path: ruta)
    }
    #expect(try String(contentsOfFile: ruta, encoding: .utf8) == escrito)
  }
}
