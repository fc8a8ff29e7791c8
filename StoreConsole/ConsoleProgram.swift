import Foundation
import Runtime
import SessionRecording

/// A console program for an app: declare its commands (in its screens) and its flags once, and
/// get an interactive session on a terminal, scripts (`--script` or a pipe), `--json`,
/// `--trace`, `--record`, `replay FILE [--test]`, a generated `--help` and conventional exit
/// statuses.
///
/// ```swift
/// let programa = ConsoleProgram(
///   name: "Dados", version: "Dados 1.0.0", summary: "Dados: tira un dado desde la consola.",
///   app: app, options: Opciones()
/// ) { dependencias, _ in
///   dependencias.dado = .live
/// }
/// exit(await programa.run(CommandLine.arguments.dropFirst()).rawValue)  // main.swift
/// ```
///
/// Every session runs as a ``/SessionRecording/LiveSession``: its events are taken one at a
/// time, so what `--record` writes replays, and becomes a test, exactly.
public struct ConsoleProgram<Base: RecordableReducer, Options: Sendable & Equatable>: Sendable {
  /// The program's name, as typed: `AppCLI`.
  public var name: String
  /// What `--version` prints: `AppCLI 1.0.0`.
  public var version: String
  /// The first line of `--help`.
  public var summary: String
  /// The app it drives.
  public var app: ConsoleApp<Base>
  /// The app's options before any flag.
  public var options: Options
  /// The app's own flags, after the console's in the help.
  public var flags: [Flag<Options>]
  /// Old spellings of any flag — the console's own included — and the flag each stands for:
  /// `["--continuar": "--skip-damaged"]`. Each use prints a note on standard error.
  public var formerSpellings: [String: String]
  /// What is wrong with the app's options, in the console's language; `nil` when nothing is.
  /// A message makes the command line a usage error (status 64).
  public var validate: @Sendable (Options) -> String?
  /// Sets the live dependencies of a session with `options`.
  public var live: @Sendable (inout DependencyValues, Options) -> Void

  /// A program.
  ///
  /// - Parameters:
  ///   - name: The program's name, for the usage and the help.
  ///   - version: What `--version` prints.
  ///   - summary: The first line of `--help`.
  ///   - app: The app it drives.
  ///   - options: The app's options before any flag.
  ///   - flags: The app's own flags.
  ///   - formerSpellings: Old spellings of flags, each mapped to the flag it stands for.
  ///   - validate: What is wrong with the app's options, if anything.
  ///   - live: Sets a session's live dependencies.
  public init(
    name: String, version: String, summary: String, app: ConsoleApp<Base>, options: Options,
    flags: [Flag<Options>] = [], formerSpellings: [String: String] = [:],
    validate: @escaping @Sendable (Options) -> String? = { _ in nil },
    live: @escaping @Sendable (inout DependencyValues, Options) -> Void
  ) {
    (self.name, self.version, self.summary, self.app, self.options, self.flags) =
      (name, version, summary, app, options, flags)
    (self.formerSpellings, self.validate, self.live) = (formerSpellings, validate, live)
  }

  private var language: ConsoleLanguage { app.language }

  /// The console's flags of a session, then the app's.
  var sessionFlags: [Flag<SessionSettings<Options>>] {
    let help = language.flagHelp
    let file = language.fileValue
    let own: [Flag<SessionSettings<Options>>] = [
      .value("--script", file, \.script, help: help.script, formerly: spellings(of: "--script")),
      .toggle("--json", \.json, help: help.json, formerly: spellings(of: "--json")),
      .toggle("--trace", \.trace, help: help.trace, formerly: spellings(of: "--trace")),
      .value("--record", file, \.record, help: help.record, formerly: spellings(of: "--record")),
    ]
    return own
      + flags.map { flag in
        Flag(
          name: flag.name, valueName: flag.valueName, help: flag.help,
          formerly: flag.formerly + spellings(of: flag.name), apply: flag.apply, isSet: flag.isSet
        ).lifted(\.app)
      }
  }

  /// The flags of `replay FILE`.
  var replayFlags: [Flag<ReplaySettings>] {
    let help = language.flagHelp
    return [
      .toggle("--test", \.test, help: help.test, formerly: spellings(of: "--test")),
      .toggle(
        "--skip-damaged", \.skipDamaged, help: help.skipDamaged,
        formerly: spellings(of: "--skip-damaged")),
      .toggle("--trace", \.trace, help: help.replayTrace, formerly: spellings(of: "--trace")),
    ]
  }

  private func spellings(of flag: String) -> [String] {
    formerSpellings.filter { $0.value == flag }.keys.sorted()
  }

  /// The usage and the help page.
  var helpText: HelpText {
    HelpText(
      program: name, summary: summary, sessionFlags: sessionFlags.map { ($0.usage, $0.help) },
      replayFlags: replayFlags.map { ($0.usage, $0.help) }, language: language)
  }

  /// Runs the program with `arguments` (without the program's name) and returns its exit
  /// status.
  ///
  /// - Parameters:
  ///   - arguments: The command line after the program's name.
  ///   - output: Where to write; the process's standard output and error by default.
  ///   - input: The input of a session without `--script`; standard input by default.
  ///   - wallClock: What paces a session; real time by default.
  ///   - display: How a session shows itself; line by line on `output` by default.
  ///   - dependencies: Changes the live dependencies after ``live`` set them (tests).
  @MainActor
  public func run(
    _ arguments: some Sequence<String>, output: ConsoleOutput = .standard,
    input: () -> ConsoleInput = ConsoleInput.standard, wallClock: WallClock = .continuous,
    display: ((ConsoleOutput, ConsoleInput, _ json: Bool) -> ConsoleDisplay)? = nil,
    dependencies: @escaping (inout DependencyValues) -> Void = { _ in }
  ) async -> ExitCode {
    let help = helpText
    do throws(UsageError) {
      let parser = ArgumentParser(
        sessionFlags: sessionFlags, replayFlags: replayFlags, defaults: options,
        language: language)
      let (invocation, notes) = try parser.parse(arguments)
      for note in notes { output.error(note) }
      switch invocation {
      case .help:
        output.line(help.page)
        return .success
      case .version:
        output.line(version)
        return .success
      case .replay(let settings):
        return ReplayCommand(program: name, app: app, settings: settings, output: output).run()
      case .session(let settings):
        if let problem = validate(settings.app) { throw UsageError(problem) }
        return await session(
          settings, output: output, input: input, wallClock: wallClock, display: display,
          dependencies: dependencies)
      }
    } catch {
      output.error(
        "\(language.errorPrefix)\(error.message)\n\(help.usage)\n\(language.moreHelp(name))")
      return .usage
    }
  }

  @MainActor
  private func session(
    _ settings: SessionSettings<Options>, output: ConsoleOutput, input: () -> ConsoleInput,
    wallClock: WallClock, display: ((ConsoleOutput, ConsoleInput, Bool) -> ConsoleDisplay)?,
    dependencies: @escaping (inout DependencyValues) -> Void
  ) async -> ExitCode {
    let source: ConsoleInput
    if let script = settings.script {
      switch Files.read(script, language.fileNouns.script, language) {
      case .success(let text): source = .script(text)
      case .failure(let error):
        output.error(language.errorPrefix + error.message)
        return .noInput
      }
    } else {
      source = input()
    }
    var writer: RecordingWriter?
    if let path = settings.record {
      let language = language
      do {
        writer = try RecordingWriter(path: path) { error in
          output.error(
            language.errorPrefix + language.recordingStopped(path, error.localizedDescription))
        }
      } catch {
        output.error(language.errorPrefix + language.recordingNotCreated(path, error.reason))
        return .cantCreate
      }
    }
    let (live, options) = (self.live, settings.app)
    let session = LiveSession(app.feature, recordingTo: writer, wallClock: wallClock) {
      live(&$0, options)
      dependencies(&$0)
    }
    let console = ConsoleSession(
      app, session: session, input: source, output: output,
      display: display?(output, source, settings.json), json: settings.json,
      trace: settings.trace)
    return await console.run()
  }
}
