/// A line of a recording of version 1 or 2, written by the first AppCLI with Spanish keys
/// (`accion`, `llamada`, `espera`, `respuesta`, `fin`), read into today's ``RecordingLine``.
/// Version 2 has no `advance` lines: its session clock moved only when sleeps ended.
struct LegacyRecordingLine<Action: Codable & Sendable & Equatable>: Decodable {
  let line: RecordingLine<Action>

  private enum Keys: String, CodingKey {
    case version, accion, n, ciclo, origen, efectosEnCurso, llamada, espera, respuesta, fin
  }
  private enum CallKeys: String, CodingKey { case id, extremo }
  private enum SleepKeys: String, CodingKey { case id, hasta }
  private enum AnswerKeys: String, CodingKey { case id, valor, error, cancelada }
  private enum FailureKeys: String, CodingKey { case tipo, valor, descripcion }
  private enum EndKeys: String, CodingKey { case efectosCancelados, estadoFinal }

  init(from decoder: any Decoder) throws {
    let keys = try decoder.container(keyedBy: Keys.self)
    if keys.contains(.version) {
      line = .version(try keys.decode(Int.self, forKey: .version))
    } else if keys.contains(.llamada) {
      let call = try keys.nestedContainer(keyedBy: CallKeys.self, forKey: .llamada)
      line = .call(
        RecordedCall(
          id: try call.decode(Int.self, forKey: .id),
          endpoint: try call.decode(String.self, forKey: .extremo)))
    } else if keys.contains(.espera) {
      let sleep = try keys.nestedContainer(keyedBy: SleepKeys.self, forKey: .espera)
      line = .sleep(
        RecordedSleep(
          id: try sleep.decode(Int.self, forKey: .id),
          until: try sleep.decode(Int.self, forKey: .hasta)))
    } else if keys.contains(.respuesta) {
      let answer = try keys.nestedContainer(keyedBy: AnswerKeys.self, forKey: .respuesta)
      var failure: RecordedFailure?
      if answer.contains(.error) {
        let error = try answer.nestedContainer(keyedBy: FailureKeys.self, forKey: .error)
        failure = RecordedFailure(
          type: try error.decodeIfPresent(String.self, forKey: .tipo),
          value: try error.decodeIfPresent(JSONValue.self, forKey: .valor),
          description: try error.decodeIfPresent(String.self, forKey: .descripcion))
      }
      line = .answer(
        RecordedAnswer(
          id: try answer.decode(Int.self, forKey: .id),
          value: try answer.decodeIfPresent(JSONValue.self, forKey: .valor), error: failure,
          cancelled: try answer.decodeIfPresent(Bool.self, forKey: .cancelada)))
    } else if keys.contains(.fin) {
      let end = try keys.nestedContainer(keyedBy: EndKeys.self, forKey: .fin)
      line = .end(
        SessionEnd(
          cancelledEffects: try end.decode(Int.self, forKey: .efectosCancelados),
          finalState: try end.decode(String.self, forKey: .estadoFinal)))
    } else {
      let origin = try keys.decode(String.self, forKey: .origen)
      guard
        let origen = ["persona": RecordedAction<Action>.Origin.person, "efecto": .effect][origin]
      else {
        throw DecodingError.dataCorruptedError(
          forKey: .origen, in: keys, debugDescription: "persona or efecto")
      }
      line = .action(
        RecordedAction(
          n: try keys.decode(Int.self, forKey: .n),
          cycle: try keys.decode(Int.self, forKey: .ciclo),
          origin: origen,
          effectsRunning: try keys.decodeIfPresent(Int.self, forKey: .efectosEnCurso),
          action: try keys.decode(Action.self, forKey: .accion)))
    }
  }
}
