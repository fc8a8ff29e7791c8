/// The texts a console program prints about itself: the usage and the help page, read from the
/// flags' declarations.
struct HelpText {
  let program: String
  let summary: String
  let sessionFlags: [(usage: String, help: [String])]
  let replayFlags: [(usage: String, help: [String])]
  let language: ConsoleLanguage

  /// The usage lines, printed after a command-line error.
  var usage: String {
    """
    Usage: \(program) \(sessionFlags.map { "[\($0.usage)]" }.joined(separator: " "))
           \(program) replay \(language.fileValue) \(replayFlags.map { "[\($0.usage)]" }.joined(separator: " "))
           \(program) --help | --version
    """
  }

  /// The full `--help` text.
  var page: String {
    """
    \(summary)

    \(usage)

    \(language.inputParagraph.joined(separator: "\n"))

    \(language.sessionOptionsHeader)
    \(sessionFlags.map { row($0.usage, $0.help) }.joined(separator: "\n"))

    \(language.replayHeader)
    \(row("replay \(language.fileValue)", language.replayHelp))
    \(replayFlags.map { row($0.usage, $0.help) }.joined(separator: "\n"))

    \(wrapped(language.exitStatuses(ExitCode.allCases)))
    """
  }

  /// A flag and its help in two columns.
  private func row(_ left: String, _ lines: [String]) -> String {
    lines.enumerated().map { index, line in
      let column = index == 0 ? left : ""
      return "  " + column + String(repeating: " ", count: max(1, 19 - column.count)) + line
    }
    .joined(separator: "\n")
  }

  /// `text` broken into lines of at most 92 columns, at spaces.
  private func wrapped(_ text: String) -> String {
    var lines: [String] = []
    var line = ""
    for word in text.split(separator: " ") {
      if !line.isEmpty, line.count + 1 + word.count > 92 {
        lines.append(line)
        line = ""
      }
      line += (line.isEmpty ? "" : " ") + word
    }
    if !line.isEmpty { lines.append(line) }
    return lines.joined(separator: "\n")
  }
}
