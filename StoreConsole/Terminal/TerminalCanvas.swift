@_spi(Driver) import Runtime

/// A terminal's bottom line, owned by the session: the prompt and the line being typed, drawn
/// by the session itself (the terminal is in raw mode). Whatever else is shown — a screen
/// redrawn because the timer ticked, results that arrived, a refusal — is printed above it:
/// the prompt line is cleared, the text written, and the prompt drawn again with what was
/// typed and the cursor where it was.
@MainActor
final class TerminalCanvas {
  private let output: ConsoleOutput
  private let columns: () -> Int
  private(set) var editor = LineEditor()
  private var decoder = KeyDecoder()
  /// The prompt showing (`tienda> `), or `nil` while a command runs.
  private var prompt: String?
  /// Lines finished while a command ran, oldest first: each is taken at the next prompt, and
  /// shown after it, as if typed there.
  private var typedAhead: [String] = []
  /// Whether the input ended (Ctrl-D) while a command ran: it ends at the next prompt, once the
  /// lines typed ahead are taken.
  private var endedAhead = false
  /// Hands the session a line typed, or `nil` at the end of input.
  var deliver: (String?) -> Void = { _ in }
  /// Whether the line being typed is a secret, which is never drawn.
  private var secret = false
  /// How many rows the cursor is below the first row of the prompt line.
  private var cursorRow = 0

  /// A canvas writing to `output`, a terminal `columns()` wide.
  init(output: ConsoleOutput, columns: @escaping () -> Int) {
    self.output = output
    self.columns = columns
  }

  /// Writes through the canvas: the text is printed above the prompt line.
  var printing: ConsoleOutput {
    ConsoleOutput(
      standardOutput: { [weak self] text in
        MainActorAssumption.run(
          "TerminalCanvas.printing", onMainBecause: "a console session writes from the main actor"
        ) { self?.print(text, toError: false) }
      },
      standardError: { [weak self] text in
        MainActorAssumption.run(
          "TerminalCanvas.printing", onMainBecause: "a console session writes from the main actor"
        ) { self?.print(text, toError: true) }
      })
  }

  /// Prints `text` above the prompt line, and draws the prompt line again below it.
  func print(_ text: String, toError: Bool) {
    guard !text.isEmpty else { return }
    clear()
    let write = toError ? output.standardError : output.standardOutput
    write(text.hasSuffix("\n") ? text : text + "\n")
    draw()
  }

  /// Shows `prompt` with the line typed so far — or takes a line typed ahead, or the end of
  /// input, there.
  func showPrompt(_ prompt: String, secret: Bool = false) {
    clear()
    (self.prompt, self.secret) = (prompt, secret)
    if !typedAhead.isEmpty {
      take(typedAhead.removeFirst())
    } else if endedAhead {
      take(nil)
    } else {
      draw()
    }
  }

  /// The secret was typed: what is typed next shows again.
  func endSecret() { secret = false }

  /// Applies the keys in `bytes`: a finished line goes to the session at once if a prompt
  /// shows, at the next prompt otherwise.
  func type(_ bytes: [UInt8]) {
    for key in decoder.keys(bytes) where !endedAhead {
      switch editor.apply(key) {
      case .edited:
        clear()
        draw()
      case .submitted(let line):
        if prompt == nil { typedAhead.append(line) } else { take(line) }
      case .ended:
        endInput()
      }
    }
  }

  /// The keys ended (Ctrl-D, or the terminal closed): the input ends at this prompt, or at the
  /// next one.
  func endInput() {
    guard !endedAhead else { return }
    if prompt == nil || !typedAhead.isEmpty { endedAhead = true } else { take(nil) }
  }

  /// Leaves the prompt and `line` in the scrollback — nothing after a secret's prompt — hands
  /// the line to the session, and shows no prompt until the session asks for the next one.
  private func take(_ line: String?) {
    clear()
    output.standardOutput((prompt ?? "") + (secret ? "" : line ?? "") + "\n")
    prompt = nil
    if line == nil { endedAhead = true }
    deliver(line)
  }

  /// Erases the prompt line, leaving the cursor at its start.
  private func clear() {
    guard prompt != nil else { return }
    output.standardOutput("\r" + (cursorRow > 0 ? "\u{1B}[\(cursorRow)A" : "") + "\u{1B}[J")
    cursorRow = 0
  }

  /// Draws the prompt and the line typed, and puts the cursor where it is in the line.
  private func draw() {
    guard let prompt else { return }
    let width = max(columns(), 1)
    // A secret shows nothing, and the cursor stays after its prompt.
    let (typed, cursor) = secret ? ([], 0) : (editor.characters, editor.cursor)
    let before =
      TerminalText.columns(prompt)
      + typed[..<cursor].reduce(0) {
        $0 + TerminalText.columns($1)
      }
    let total = before + typed[cursor...].reduce(0) { $0 + TerminalText.columns($1) }
    let end = TerminalText.position(after: total, width: width)
    let target = TerminalText.position(after: before, width: width, wrapping: false)
    var text = prompt + String(typed)
    if target.row > end.row {
      // The line fills its last row: the cursor goes to the start of the next one.
      text += "\n"
    } else {
      if end.row > target.row { text += "\u{1B}[\(end.row - target.row)A" }
      text += "\r" + (target.column > 0 ? "\u{1B}[\(target.column)C" : "")
    }
    output.standardOutput(text)
    cursorRow = target.row
  }
}

/// How text takes up a terminal: columns per character, and where the cursor ends up.
enum TerminalText {
  /// The columns `text` takes: two for wide characters (emoji, CJK), none for combining ones.
  static func columns(_ text: String) -> Int { text.reduce(0) { $0 + columns($1) } }

  /// The columns `character` takes.
  static func columns(_ character: Character) -> Int {
    guard let scalar = character.unicodeScalars.first else { return 0 }
    if scalar.properties.isEmojiPresentation { return 2 }
    switch scalar.value {
    case 0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F,
      0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x20000...0x3FFFD:
      return 2
    default: return 1
    }
  }

  /// The row and column of the cursor after writing `count` columns from the start of a row
  /// `width` wide. A terminal that fills the last column keeps the cursor there until the next
  /// character (`wrapping`); otherwise the position is the one the next character takes.
  static func position(
    after count: Int, width: Int, wrapping: Bool = true
  ) -> (row: Int, column: Int) {
    if wrapping, count > 0, count % width == 0 { return (count / width - 1, width - 1) }
    return (count / width, count % width)
  }
}
