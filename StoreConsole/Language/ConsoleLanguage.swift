import SessionRecording

/// Everything a console says by itself — its own commands, its messages, its help page — in
/// one language: ``spanish`` or ``english``, or your own.
///
/// ```swift
/// var language = ConsoleLanguage.spanish
/// language.farewell = "¡Adiós!"
/// ```
///
/// What the app says — its screens, its commands' help and refusals — is the app's, in
/// whatever language it speaks; give the console the same one.
public struct ConsoleLanguage: Sendable {
  /// A command's usage and what it does: `("fin", "termina la sesión")`.
  public typealias CommandText = (usage: String, help: String)

  // MARK: Commands

  /// The help command, which lists every command (`ayuda [ORDEN]`); `?` is its alias.
  public var helpCommand: CommandText
  /// The first line of the help command's list.
  public var commandsHeader: String
  /// The command that shows the whole state.
  public var stateCommand: CommandText
  /// The command that shows every action so far.
  public var historyCommand: CommandText
  /// The command that lets time pass; its argument is a number of seconds.
  public var waitCommand: CommandText
  /// The command that ends the session, and its other names.
  public var quitCommand: (usage: String, help: String, aliases: [String])
  /// One command described: `fin — termina la sesión.`
  public var describe: @Sendable (_ usage: String, _ help: String) -> String
  /// The message for a command used wrongly: `Uso: elegir N — lleva….`
  public var usage: @Sendable (_ usage: String, _ help: String) -> String
  /// The message for a command nobody declared.
  public var unknownCommand: @Sendable (_ name: String) -> String

  // MARK: The session

  /// What the history shows before any action.
  public var noActionsYet: String
  /// How the history and the trace name who sent an action.
  public var origins: (person: String, effect: String)
  /// What the trace says of an action that changed nothing.
  public var unchanged: String
  /// The last line of an interactive session.
  public var farewell: String
  /// What the end of a session says when it cancels effects still running, and what each
  /// stopping activity says (`el temporizador se para`).
  public var cancelledAtTheEnd: @Sendable (_ count: Int, _ stopping: [String]) -> String
  /// The message when no screen shows the state: a bug in the app's screens.
  public var noScreenShows: @Sendable (_ state: String) -> String

  // MARK: Files

  /// A script or recording that does not exist, named as `what` (`el guion`).
  public var fileMissing: @Sendable (_ what: String, _ path: String) -> String
  /// A script or recording that can't be read.
  public var fileUnreadable: @Sendable (_ what: String, _ path: String) -> String
  /// What a script and a recording are called in those messages.
  public var fileNouns: (script: String, recording: String)
  /// A recording that can't be created, and why.
  public var recordingNotCreated:
    @Sendable (_ path: String, _ reason: RecordingWriter.CreationError.Reason) -> String
  /// A recording that stopped being written (a full disk).
  public var recordingStopped: @Sendable (_ path: String, _ error: String) -> String

  // MARK: The command line

  /// What starts an error line: `Error: `.
  public var errorPrefix: String
  /// What starts a warning line: `Aviso: `.
  public var warningPrefix: String
  /// The line that ends every command-line error, pointing at the help.
  public var moreHelp: @Sendable (_ program: String) -> String
  /// An unknown flag, with the nearest known one when it is a likely typo.
  public var unknownFlag: @Sendable (_ flag: String, _ suggestion: String?) -> String
  /// A switch given a value.
  public var flagTakesNoValue: @Sendable (_ flag: String) -> String
  /// A flag with a value given twice.
  public var flagRepeated: @Sendable (_ flag: String) -> String
  /// A flag with a value given none.
  public var flagMissingValue: @Sendable (_ flag: String) -> String
  /// An argument nothing expected.
  public var unexpectedArgument: @Sendable (_ argument: String) -> String
  /// `replay` given more than one file.
  public var replayTakesOneFile: String
  /// `replay` given no file.
  public var replayNeedsAFile: String
  /// An old spelling of a flag, still understood: the note it prints.
  public var deprecatedFlag: @Sendable (_ old: String, _ new: String) -> String

  // MARK: The help page

  /// What a value of a file is called in the usage (`ARCHIVO`).
  public var fileValue: String
  /// The paragraph on where a session reads its commands.
  public var inputParagraph: [String]
  /// The header of the session's flags.
  public var sessionOptionsHeader: String
  /// The header of the replay's flags.
  public var replayHeader: String
  /// What `replay FILE` does.
  public var replayHelp: [String]
  /// What each of the console's own flags does, one line of the help each.
  public var flagHelp: FlagHelp
  /// The exit statuses, as the help lists them.
  public var exitStatuses: @Sendable ([ExitCode]) -> String

  /// What each of the console's own flags does.
  public struct FlagHelp: Sendable {
    /// `--script FILE`.
    public var script: [String]
    /// `--json`.
    public var json: [String]
    /// `--trace` of a session.
    public var trace: [String]
    /// `--record FILE`.
    public var record: [String]
    /// `replay FILE --test`.
    public var test: [String]
    /// `replay FILE --skip-damaged`.
    public var skipDamaged: [String]
    /// `replay FILE --trace`.
    public var replayTrace: [String]
  }

  // MARK: Replaying

  /// A recording of a version newer than this program reads.
  public var unknownVersion: @Sendable (_ path: String, _ version: Int, _ current: Int) -> String
  /// A damaged line: refused (`skipping` false) or skipped.
  public var damagedLine:
    @Sendable (_ path: String, _ line: Int, _ reason: String, _ skipping: Bool) -> String
  /// Why a line is damaged.
  public var problem: @Sendable (RecordingProblem.Reason) -> String
  /// Why nothing was replayed, with a pointer at `--skip-damaged`.
  public var nothingReplayed: String
  /// A test was asked of a recording of version 1.
  public var noTestFromVersion1: @Sendable (_ path: String) -> String
  /// The line before the replayed final state.
  public var finalStateAfter: @Sendable (_ actions: Int) -> String
  /// The recording has no end line to compare with.
  public var noEndLine: String
  /// The replay reached the recorded final state.
  public var matches: String
  /// The replay did not reach the recorded final state.
  public var differs: @Sendable (_ recorded: String, _ replayed: String) -> String
}
