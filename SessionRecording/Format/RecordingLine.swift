/// One line of a recording: JSON lines, described in docs/recording.md.
///
/// ```json
/// {"version":3}
/// {"action":{"tirar":{}},"cycle":2,"n":2,"origin":"person"}
/// {"call":{"endpoint":"dado.tirar","id":1}}
/// {"answer":{"id":1,"value":4}}
/// {"sleep":{"id":2,"until":1000000000}}
/// {"answer":{"id":2}}
/// {"advance":{"to":2500000000}}
/// {"end":{"cancelledEffects":0,"finalState":"Dados.State(…)"}}
/// ```
///
/// Versions 1 and 2 — written by the first AppCLI — name the same things in Spanish
/// (``LegacyRecordingLine``); version 1 has only actions and the end.
enum RecordingLine<Action: Codable & Sendable & Equatable>: Equatable, Codable, Sendable {
  /// The first line: the format's version.
  case version(Int)
  /// An action the store processed.
  case action(RecordedAction<Action>)
  /// A dependency endpoint was called.
  case call(RecordedCall)
  /// An effect went to sleep on the session's clock.
  case sleep(RecordedSleep)
  /// A call answered, or a sleep ended; either may have been cancelled instead.
  case answer(RecordedAnswer)
  /// The session's time moved with nobody due (a wait).
  case advance(RecordedAdvance)
  /// The session ended; always last.
  case end(SessionEnd)

  /// The version written today.
  static var currentVersion: Int { 3 }

  private enum Keys: String, CodingKey { case version, call, sleep, answer, advance, end }

  init(from decoder: any Decoder) throws {
    let line = try decoder.container(keyedBy: Keys.self)
    switch line.allKeys.first {
    case .version?: self = .version(try line.decode(Int.self, forKey: .version))
    case .call?: self = .call(try line.decode(RecordedCall.self, forKey: .call))
    case .sleep?: self = .sleep(try line.decode(RecordedSleep.self, forKey: .sleep))
    case .answer?: self = .answer(try line.decode(RecordedAnswer.self, forKey: .answer))
    case .advance?: self = .advance(try line.decode(RecordedAdvance.self, forKey: .advance))
    case .end?: self = .end(try line.decode(SessionEnd.self, forKey: .end))
    case nil: self = .action(try RecordedAction(from: decoder))
    }
  }

  func encode(to encoder: any Encoder) throws {
    if case .action(let action) = self { return try action.encode(to: encoder) }
    var line = encoder.container(keyedBy: Keys.self)
    switch self {
    case .action: break
    case .version(let version): try line.encode(version, forKey: .version)
    case .call(let call): try line.encode(call, forKey: .call)
    case .sleep(let sleep): try line.encode(sleep, forKey: .sleep)
    case .answer(let answer): try line.encode(answer, forKey: .answer)
    case .advance(let advance): try line.encode(advance, forKey: .advance)
    case .end(let end): try line.encode(end, forKey: .end)
    }
  }
}
