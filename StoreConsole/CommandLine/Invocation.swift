/// The settings of a session: the console's own flags, and the app's options.
public struct SessionSettings<Options: Sendable & Equatable>: Sendable, Equatable {
  /// `--script FILE`: read commands from a file.
  public var script: String?
  /// `--json`: one JSON object per state change on standard output.
  public var json = false
  /// `--trace`: each action and its state diff on standard error.
  public var trace = false
  /// `--record FILE`: record the session to a new file.
  public var record: String?
  /// The app's own options.
  public var app: Options

  /// Settings with the app's `options` and none of the console's flags.
  public init(app options: Options) { app = options }
}

/// The settings of `replay FILE`.
public struct ReplaySettings: Sendable, Equatable {
  /// The recording.
  public var file: String
  /// `--test`: print a test instead.
  public var test = false
  /// `--skip-damaged`: skip damaged lines instead of replaying nothing.
  public var skipDamaged = false
  /// `--trace`: each replayed action and its state diff.
  public var trace = false

  /// The settings of replaying `file`, with no flags.
  public init(file: String) { self.file = file }
}

/// What one run of a console program was asked to do, as parsed from its arguments.
enum Invocation<Options: Sendable & Equatable>: Equatable, Sendable {
  /// A session: interactive on a terminal, scripted otherwise.
  case session(SessionSettings<Options>)
  /// `replay FILE`.
  case replay(ReplaySettings)
  /// `--help`.
  case help
  /// `--version`.
  case version
}

/// A command line that can't be understood: the program prints it as `Error: …`, the usage
/// and a pointer to `--help`, on standard error, and exits with status 64.
public struct UsageError: Error, Equatable, Sendable {
  /// What is wrong, in the console's language.
  public var message: String

  /// An error saying `message`.
  public init(_ message: String) { self.message = message }
}
