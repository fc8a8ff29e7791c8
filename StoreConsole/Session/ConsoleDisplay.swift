/// Where a console session shows things, as three concerns a front end can replace one at a
/// time: the screen, the status (what commands show, and refusals), and the input line.
///
/// ```swift
/// var display = ConsoleDisplay.lines(output, interactive: true)
/// display.screen = MyRedrawingScreen()  // the rest stays line by line
/// ```
@MainActor
public struct ConsoleDisplay {
  /// Draws the screen.
  public var screen: any ScreenRenderer
  /// Shows what a command shows, the session's notes, and refusals.
  public var status: any StatusLine
  /// Shows the prompt and asks for secrets.
  public var input: any InputLine
  /// Where the session writes its JSON lines and its trace; `nil`: the program's output.
  public var output: ConsoleOutput?

  /// A display from its three parts, and where the JSON lines and the trace go.
  public init(
    screen: any ScreenRenderer, status: any StatusLine, input: any InputLine,
    output: ConsoleOutput? = nil
  ) {
    self.screen = screen
    self.status = status
    self.input = input
    self.output = output
  }

  /// A terminal read key by key (``ConsoleInput/keys``): the session edits the line being
  /// typed, and everything else — screens, what effects change later, messages, JSON lines —
  /// is printed above it, so the line typed so far and the cursor stay where they were.
  public static func terminal(
    _ output: ConsoleOutput, input: ConsoleInput, json: Bool = false
  ) -> ConsoleDisplay {
    let canvas = TerminalCanvas(output: output, columns: input.columns)
    return ConsoleDisplay(
      screen: TerminalScreen(canvas: canvas, json: json),
      status: LineStatus(output: canvas.printing, json: json),
      input: TerminalInput(canvas: canvas), output: canvas.printing)
  }

  /// ``terminal(_:input:json:)`` for an input read key by key, ``lines(_:input:json:)``
  /// otherwise.
  public static func standard(
    _ output: ConsoleOutput, input: ConsoleInput, json: Bool = false
  ) -> ConsoleDisplay {
    input.keys == nil
      ? lines(output, input: input, json: json) : terminal(output, input: input, json: json)
  }

  /// Line by line, as a terminal in cooked mode or a pipe shows it: each screen printed
  /// whole; with `json`, standard output is left to the JSON lines and the rest goes to
  /// standard error.
  public static func lines(
    _ output: ConsoleOutput, input: ConsoleInput, json: Bool = false
  ) -> ConsoleDisplay {
    ConsoleDisplay(
      screen: LineScreen(output: output, json: json),
      status: LineStatus(output: output, json: json),
      input: LineInput(output: output, input: input, json: json))
  }
}

/// Draws the screen of a session.
@MainActor
public protocol ScreenRenderer {
  /// Draws `screen`: after a command (`update` false), or because effects changed it while
  /// an interactive session waits for the next command (`update` true).
  func render(_ screen: String, update: Bool)
}

/// Shows what a command shows and what went wrong.
@MainActor
public protocol StatusLine {
  /// What a command shows (the help, the cart), or a note of the session.
  func show(_ message: String)
  /// A refusal or an error.
  func problem(_ message: String)
}

/// The input line of an interactive session.
@MainActor
public protocol InputLine {
  /// Shows the prompt for the next command: the screen's name.
  func prompt(_ name: String)
  /// Asks for a secret, labeled `label`, without echoing what is typed.
  func beginSecret(_ label: String)
  /// The secret was typed: echo back on.
  func endSecret()
  /// The input ended (Ctrl-D) at the prompt.
  func ended()
  /// The lines typed on `input`, one by one, without their newlines.
  func lines(from input: ConsoleInput) -> AsyncStream<String>
}

extension InputLine {
  /// The input's lines as they come: ``ConsoleInput/lines``.
  public func lines(from input: ConsoleInput) -> AsyncStream<String> { input.lines }
}

/// The screen, line by line: printed whole after a command; an update clears the prompt's
/// line on a terminal first.
struct LineScreen: ScreenRenderer {
  let output: ConsoleOutput
  let json: Bool

  func render(_ screen: String, update: Bool) {
    guard !json else { return }
    guard update else { return output.line(screen) }
    output.standardOutput((output.isTerminal ? "\r\u{1B}[K" : "\n") + screen + "\n")
  }
}

/// Messages on standard output (standard error with `--json`), problems on standard error.
struct LineStatus: StatusLine {
  let output: ConsoleOutput
  let json: Bool

  func show(_ message: String) {
    if json { output.error(message) } else { output.line(message) }
  }

  func problem(_ message: String) { output.error(message) }
}

/// A prompt of the screen's name, and the terminal's echo turned off for secrets.
struct LineInput: InputLine {
  let output: ConsoleOutput
  let input: ConsoleInput
  let json: Bool

  func prompt(_ name: String) {
    guard input.isInteractive, !json else { return }
    output.standardOutput("\(name)> ")
  }

  func beginSecret(_ label: String) {
    output.standardOutput("\(label): ")
    input.echo(false)
  }

  func endSecret() {
    input.echo(true)
    output.line("")
  }

  func ended() {
    // Ctrl-D leaves the cursor after the prompt.
    if input.isInteractive, !json { output.line("") }
  }
}
