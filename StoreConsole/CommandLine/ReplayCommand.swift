import Foundation
import Runtime
import SessionRecording

/// `PROGRAM replay FILE [--test] [--skip-damaged] [--trace]`: the recorded actions through the
/// app's reducer with effects disabled; the final state compared with the recorded one, or a
/// test written from the recording.
struct ReplayCommand<Base: RecordableReducer> {
  let program: String
  let app: ConsoleApp<Base>
  let settings: ReplaySettings
  let output: ConsoleOutput

  var language: ConsoleLanguage { app.language }

  func run() -> ExitCode {
    let path = settings.file
    let text: String
    switch Files.read(path, language.fileNouns.recording, language) {
    case .success(let read): text = read
    case .failure(let error):
      output.error(language.errorPrefix + error.message)
      return .noInput
    }
    let recording = Recording<Base.Action>(text: text)
    let current = Recording<Base.Action>.currentVersion
    guard recording.version <= current else {
      output.error(language.unknownVersion(path, recording.version, current))
      return .dataError
    }
    for problem in recording.problems {
      output.error(
        language.damagedLine(
          path, problem.line, language.problem(problem.reason), settings.skipDamaged))
    }
    if !recording.problems.isEmpty, !settings.skipDamaged {
      output.error(language.nothingReplayed)
      return .dataError
    }
    let feature = app.feature
    if settings.trace {
      Replay(feature).forEachStep(of: recording) { step in
        output.error(
          TraceText.text(step.recorded, before: step.before, after: step.after, language: language))
      }
    }
    if settings.test {
      let name = URL(filePath: path).lastPathComponent
      do {
        output.standardOutput(
          try TestGenerator(feature).source(
            for: recording, fileName: name, command: "`\(program) replay \(name) --test`"))
        return .success
      } catch {
        output.error(language.noTestFromVersion1(path))
        return .dataError
      }
    }
    let replay = Replay(feature)
    output.line(language.finalStateAfter(recording.actions.count))
    output.line(Dumper.block(replay.finalState(of: recording)))
    switch replay.verdict(on: recording) {
    case .noEndLine:
      output.line(language.noEndLine)
      return .success
    case .differs(let recorded, let replayed):
      output.error(language.differs(recorded, replayed))
      return .replayDiffers
    case .matches:
      output.line(language.matches)
      return .success
    }
  }
}
