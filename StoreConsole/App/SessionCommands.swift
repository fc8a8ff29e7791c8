import Runtime
import SessionRecording

/// The commands of the session itself, which know no feature: the help, the state, the
/// history, waiting and quitting — named in the console's language.
enum SessionCommands<Base: RecordableReducer> {
  typealias AppCommand = Command<Base.State, Base.Action>

  /// The help command: every command in two columns, or one command's usage.
  static func help(listing others: [AppCommand], _ language: ConsoleLanguage) -> AppCommand {
    let (usage, help) = language.helpCommand
    let rows = [(usage, help)] + others.map { ($0.usage, $0.help) }
    let width = (rows.map(\.0.count).max() ?? 0) + 2
    let text =
      ([language.commandsHeader]
      + rows.map { "  \($0.padding(toLength: width, withPad: " ", startingAt: 0))\($1)" })
      .joined(separator: "\n")
    // Each row under every name it answers to: `ayuda fin` describes `salir`.
    let names = [[String(usage.prefix { $0 != " " }), "?"]] + others.map { [$0.name] + $0.aliases }
    return Command(usage, help, aliases: ["?"], Argument.word.optional) { name, _ in
      guard let name else { return .show(text) }
      guard let index = names.firstIndex(where: { $0.contains(name) }) else {
        return .refuse(language.unknownCommand(name))
      }
      return .show(language.describe(rows[index].0, rows[index].1))
    }
  }

  /// The state, the history, waiting and quitting.
  static func commands(_ language: ConsoleLanguage) -> [AppCommand] {
    [
      Command(language.stateCommand.usage, language.stateCommand.help, .none) { _, state in
        .show(Dumper.block(state))
      },
      Command(language.historyCommand.usage, language.historyCommand.help, .none) { _, _ in
        .history
      },
      Command(language.waitCommand.usage, language.waitCommand.help, .seconds) { duration, _ in
        .wait(duration)
      },
      Command(
        language.quitCommand.usage, language.quitCommand.help,
        aliases: language.quitCommand.aliases, .none
      ) { _, _ in .quit },
    ]
  }
}
