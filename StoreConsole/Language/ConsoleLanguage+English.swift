extension ConsoleLanguage {
  /// English: `help`, `state`, `history`, `wait`, `quit`; "Goodbye."
  public static let english = ConsoleLanguage(
    helpCommand: ("help [COMMAND]", "lists the commands, or how to use one"),
    commandsHeader: "Commands:",
    stateCommand: ("state", "shows the whole state (without secrets)"),
    historyCommand: ("history", "shows every action, the person's and the effects'"),
    waitCommand: ("wait SECONDS", "lets time pass (useful in scripts)"),
    quitCommand: ("quit", "ends the session (Ctrl-D too)", ["exit"]),
    describe: { "\($0) — \($1)." },
    usage: { "Usage: \($0) — \($1)." },
    unknownCommand: { "Unknown command “\($0)”. Type “help” for the list." },
    noActionsYet: "No actions yet.",
    origins: ("person", "effect"),
    unchanged: "no change",
    farewell: "Goodbye.",
    cancelledAtTheEnd: { count, stopping in
      let effects = count == 1 ? "1 effect that was" : "\(count) effects that were"
      return "End of input: cancelling \(effects) still running"
        + stopping.map { " (\($0))" }.joined() + "."
    },
    noScreenShows: { state in
      "Internal error: no screen shows the state the session reached, which ends here. "
        + "State: \(state)"
    },
    fileMissing: { "\($0) “\($1)” does not exist." },
    fileUnreadable: { "\($0) “\($1)” can't be read." },
    fileNouns: ("the script", "the recording"),
    recordingNotCreated: { path, reason in
      let why =
        switch reason {
        case .exists: "it exists, and is never overwritten"
        case .system(let description): description
        }
      return "can't create the recording “\(path)”: \(why)."
    },
    recordingStopped: { "could not write to the recording “\($0)”: \($1)" },
    errorPrefix: "Error: ",
    warningPrefix: "Warning: ",
    moreHelp: { "Type “\($0) --help” for every option." },
    unknownFlag: { flag, suggestion in
      "unknown option: \(flag)." + (suggestion.map { " Did you mean \($0)?" } ?? "")
    },
    flagTakesNoValue: { "\($0) takes no value." },
    flagRepeated: { "\($0) is given more than once." },
    flagMissingValue: { "\($0) needs a value." },
    unexpectedArgument: { "unexpected argument: “\($0)”." },
    replayTakesOneFile: "replay reads one file.",
    replayNeedsAFile: "replay needs the recording to replay.",
    deprecatedFlag: { "Warning: \($0) is deprecated; use \($1)." },
    fileValue: "FILE",
    inputParagraph: [
      "Without --script, commands come from standard input: a terminal gets an interactive",
      "session (type “help”); anything else is read as a script.",
    ],
    sessionOptionsHeader: "Session options:",
    replayHeader: "Replaying a recording:",
    replayHelp: [
      "feeds the recorded actions to the reducer, without effects, and", "prints the final state.",
    ],
    flagHelp: FlagHelp(
      script: ["reads commands from FILE, one per line."],
      json: [
        "one JSON object per state change on standard output;",
        "everything else goes to standard error.",
      ],
      trace: ["each action and the state change it caused (standard error)."],
      record: [
        "records to FILE, which must not exist, every action, what the",
        "dependencies answered and the clock's sleeps, as JSON lines.",
      ],
      test: [
        "prints instead a Swift Testing test that replays the session",
        "(recordings of version 2 or later).",
      ],
      skipDamaged: ["skips damaged lines (warning each) instead of replaying", "nothing."],
      replayTrace: ["each replayed action and the state change it caused."]),
    exitStatuses: { statuses in
      "Exit statuses: "
        + statuses.map { status in
          let meaning =
            switch status {
            case .success: "success"
            case .replayDiffers: "the replay does not reach the recorded state"
            case .usage: "bad usage"
            case .dataError:
              "a damaged recording, of an unknown version, or of version 1 with --test"
            case .noInput: "a file can't be read"
            case .software: "internal error"
            case .cantCreate: "the recording can't be created"
            }
          return "\(status.rawValue) \(meaning)"
        }.joined(separator: "; ") + "."
    },
    unknownVersion: { path, version, current in
      "Error: “\(path)” is a recording of version \(version); this version reads up to "
        + "\(current). Nothing is replayed."
    },
    damagedLine: { path, line, reason, skipping in
      skipping
        ? "Warning: skipping line \(line) of “\(path)”: \(reason)."
        : "Error: line \(line) of “\(path)”: \(reason)."
    },
    problem: { reason in
      switch reason {
      case .notJSON: "not valid JSON"
      case .missingField(let field): "the field “\(field)” is missing"
      case .invalidField(let field): "the field “\(field)” is not valid"
      case .notARecordingLine: "not a recording line"
      case .versionNotFirst: "the version goes on the first line"
      case .afterEnd: "lines after the end"
      }
    },
    nothingReplayed: "Nothing is replayed. With --skip-damaged, damaged lines are skipped.",
    noTestFromVersion1: { path in
      "Error: “\(path)” is a recording of version 1, which does not keep what the dependencies "
        + "answered or when the clock woke: no test can replay it. Without --test it replays; "
        + "for a test, record the session again."
    },
    finalStateAfter: { "Final state after replaying \($0 == 1 ? "1 action" : "\($0) actions"):" },
    noEndLine: "The recording has no end line: there is no recorded state to compare with.",
    matches: "Same as the recorded final state.",
    differs: {
      "Error: the final state differs from the recorded one.\nRecorded: \($0)\nReplayed: \($1)"
    })
}
