/// Parses a console program's arguments. Pure: it reads no file.
///
/// `--help` and `--version` win wherever they appear. A flag's value may follow it
/// (`--data DIR`) or be attached (`--data=DIR`). An old spelling of a flag works, and is noted
/// so the program can say which to use.
struct ArgumentParser<Options: Sendable & Equatable> {
  let sessionFlags: [Flag<SessionSettings<Options>>]
  let replayFlags: [Flag<ReplaySettings>]
  let defaults: Options
  let language: ConsoleLanguage

  /// What `arguments` ask for, and the notes on old spellings they used.
  func parse(
    _ arguments: some Sequence<String>
  ) throws(UsageError) -> (invocation: Invocation<Options>, notes: [String]) {
    let arguments = Array(arguments)
    if arguments.contains(where: { $0 == "--help" || $0 == "-h" }) { return (.help, []) }
    if arguments.contains("--version") { return (.version, []) }
    var notes: [String] = []
    guard arguments.first == "replay" else {
      var settings = SessionSettings(app: defaults)
      try apply(arguments[...], sessionFlags, to: &settings, notes: &notes) {
        text throws(UsageError) in
        throw UsageError(language.unexpectedArgument(text))
      }
      return (.session(settings), notes)
    }
    var settings = ReplaySettings(file: "")
    var file: String?
    try apply(arguments.dropFirst(), replayFlags, to: &settings, notes: &notes) {
      text throws(UsageError) in
      guard file == nil else { throw UsageError(language.replayTakesOneFile) }
      file = text
    }
    guard let file else { throw UsageError(language.replayNeedsAFile) }
    settings.file = file
    return (.replay(settings), notes)
  }

  /// Applies each flag of `arguments` to `settings` and hands the other arguments to
  /// `positional`.
  private func apply<Settings>(
    _ arguments: ArraySlice<String>, _ flags: [Flag<Settings>], to settings: inout Settings,
    notes: inout [String], positional: (String) throws(UsageError) -> Void
  ) throws(UsageError) {
    var pending = arguments
    while let argument = pending.popFirst() {
      guard argument.hasPrefix("-"), argument != "-" else {
        try positional(argument)
        continue
      }
      let parts = argument.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      let typed = String(parts[0])
      var value = parts.count == 2 ? String(parts[1]) : nil
      guard let flag = flags.first(where: { $0.name == typed || $0.formerly.contains(typed) })
      else {
        let nearest = flags.map { ($0.name, distance(typed, $0.name)) }.min { $0.1 < $1.1 }
        throw UsageError(
          language.unknownFlag(typed, nearest.flatMap { $0.1 <= 2 ? $0.0 : nil }))
      }
      if typed != flag.name { notes.append(language.deprecatedFlag(typed, flag.name)) }
      if flag.valueName == nil {
        guard value == nil else { throw UsageError(language.flagTakesNoValue(typed)) }
      } else {
        guard !flag.isSet(settings) else { throw UsageError(language.flagRepeated(typed)) }
        if value == nil, let next = pending.first, !next.hasPrefix("--") {
          value = pending.removeFirst()
        }
        guard let value, !value.isEmpty else { throw UsageError(language.flagMissingValue(typed)) }
      }
      flag.apply(&settings, value)
    }
  }
}

/// How many characters must be inserted, removed or replaced to turn `a` into `b`.
private func distance(_ a: String, _ b: String) -> Int {
  let b = Array(b)
  var row = Array(0...b.count)
  for (i, character) in a.enumerated() {
    var previous = row[0]
    row[0] = i + 1
    for j in b.indices {
      let substitution = previous + (character == b[j] ? 0 : 1)
      previous = row[j + 1]
      row[j + 1] = min(substitution, row[j] + 1, row[j + 1] + 1)
    }
  }
  return row[b.count]
}
