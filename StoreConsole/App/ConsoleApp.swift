import Foundation
import Runtime
import SessionRecording

/// Everything a console knows of the app it drives: the root reducer, where it starts, what it
/// sends first, and its screens with their commands. The console is written against this, never
/// against a feature.
///
/// ```swift
/// let app = ConsoleApp(
///   Dados(), initialState: Dados.State(), greeting: "Dados. Escribe «ayuda».",
///   screens: [Dados.pantalla], language: .spanish)
/// app.plan("tirar", in: Dados.State())  // .send([.tirar])
/// ```
public struct ConsoleApp<Base: RecordableReducer>: Sendable {
  /// The root reducer.
  public let reducer: Base
  /// Where a session, a replay and a generated test start.
  public let initialState: Base.State
  /// What a session sends first, as the app appearing.
  public let onStart: [Base.Action]
  /// The line an interactive session greets with.
  public let greeting: String
  /// The screens; the first whose lines are not `nil` is the one showing.
  public let screens: [Screen<Base.State, Base.Action>]
  /// The language of everything the console itself says.
  public let language: ConsoleLanguage
  /// Every command, in the order the help lists them: the help, the screens', the session's.
  public let commands: [Command<Base.State, Base.Action>]

  /// An app.
  ///
  /// - Parameters:
  ///   - reducer: The root reducer.
  ///   - initialState: Where sessions, replays and generated tests start.
  ///   - onStart: What a session sends first, as the person's.
  ///   - greeting: The first line of an interactive session.
  ///   - screens: The screens; the last one should show whatever the state.
  ///   - language: The language of the console's own messages and commands.
  public init(
    _ reducer: Base, initialState: Base.State, onStart: [Base.Action] = [], greeting: String,
    screens: [Screen<Base.State, Base.Action>], language: ConsoleLanguage = .english
  ) {
    (self.reducer, self.initialState, self.onStart, self.greeting, self.screens, self.language) =
      (reducer, initialState, onStart, greeting, screens, language)
    let own = screens.flatMap(\.commands) + SessionCommands<Base>.commands(language)
    commands = [SessionCommands<Base>.help(listing: own, language)] + own
  }

  /// The feature as a recording sees it: the endpoints of every screen (each once), their
  /// masks, and the values a generated test may write briefly.
  public var feature: RecordableFeature<Base> {
    let masks = screens.map(\.mask)
    return RecordableFeature(
      reducer, initialState: initialState, endpoints: screens.flatMap(\.endpoints),
      defaultValues: screens.flatMap(\.defaultValues),
      mask: { action in masks.reduce(action) { $1($0) } })
  }

  /// The screen showing in `state` and its lines; `active` names the screens whose activity
  /// runs. `nil` when no screen shows the state — a gap in the app's screens.
  public func screen(
    of state: Base.State, active: Set<String> = []
  ) -> (screen: Screen<Base.State, Base.Action>, lines: [String])? {
    for screen in screens {
      if let lines = screen.lines(state, active.contains(screen.name)) { return (screen, lines) }
    }
    return nil
  }

  /// The screen showing as text: its lines, `[name] ` before the first.
  public func text(of state: Base.State, active: Set<String> = []) -> String? {
    guard let (screen, lines) = screen(of: state, active: active) else { return nil }
    return (["[\(screen.name)] " + (lines.first ?? "")] + lines.dropFirst())
      .joined(separator: "\n")
  }

  /// The command a line names, and the plan of its words; `nil` for a blank line.
  public func understand(
    _ line: String
  ) throws(CommandError) -> (
    command: Command<Base.State, Base.Action>, plan: @Sendable (Base.State) -> Plan<Base.Action>
  )? {
    let words = line.split(whereSeparator: \.isWhitespace).map(String.init)
    guard let first = words.first else { return nil }
    guard let command = command(named: normalized(first)) else {
      throw CommandError(kind: .unknown, name: first, message: language.unknownCommand(first))
    }
    let rest = line.drop(while: \.isWhitespace).dropFirst(first.count)
      .trimmingCharacters(in: .whitespaces)
    guard let plan = command.understand(Array(words.dropFirst()), rest) else {
      throw CommandError(
        kind: .misused, name: command.name,
        message: language.usage(command.usage, command.help))
    }
    return (command, plan)
  }

  /// The command named, or aliased, `name`.
  public func command(named name: String) -> Command<Base.State, Base.Action>? {
    commands.first { $0.name == name || $0.aliases.contains(name) }
  }

  /// What `line` means in `state`; a line not understood is refused with its message.
  public func plan(_ line: String, in state: Base.State) -> Plan<Base.Action> {
    do {
      return try understand(line)?.plan(state) ?? .send([])
    } catch {
      return .refuse(error.message)
    }
  }
}
