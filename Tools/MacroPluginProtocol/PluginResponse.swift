/// A message the plugin sends the compiler in answer to a ``HostMessage``.
enum PluginResponse: Equatable {
  /// The answer to `getCapability`.
  case capability(protocolVersion: Int)
  /// The answer to any expansion: the expanded source (`nil` when expansion failed) and the
  /// diagnostics to show at the use site.
  case expansion(MacroExpansion)
  /// The answer to `loadPluginLibrary`: an executable plugin loads no library.
  case libraryNotLoaded(diagnostics: [MacroDiagnostic])

  var json: JSON {
    switch self {
    case .capability(let version):
      return .object([
        "getCapabilityResult": .object([
          "capability": .object(["protocolVersion": .integer(version)])
        ])
      ])
    case .expansion(let expansion):
      return .object([
        "expandMacroResult": .object([
          "expandedSource": expansion.source.map(JSON.string) ?? .null,
          "diagnostics": .array(expansion.diagnostics.map(\.json)),
        ])
      ])
    case .libraryNotLoaded(let diagnostics):
      return .object([
        "loadPluginLibraryResult": .object([
          "loaded": .bool(false), "diagnostics": .array(diagnostics.map(\.json)),
        ])
      ])
    }
  }
}

extension MacroDiagnostic {
  var json: JSON {
    .object([
      "message": .string(message),
      "severity": .string(severity.rawValue),
      "position": position.json,
      "highlights": .array(highlights.map(\.json)),
      "notes": .array(
        notes.map { note in
          .object(["position": note.position.json, "message": .string(note.message)])
        }),
      "fixIts": .array(
        fixIts.map { fixIt in
          .object([
            "message": .string(fixIt.message),
            "changes": .array(
              fixIt.changes.map { change in
                .object(["range": change.range.json, "newText": .string(change.newText)])
              }),
          ])
        }),
    ])
  }
}

extension SourcePosition {
  var json: JSON { .object(["fileName": .string(fileName), "offset": .integer(offset)]) }
}

extension SourceRange {
  var json: JSON {
    .object([
      "fileName": .string(fileName), "startOffset": .integer(start), "endOffset": .integer(end),
    ])
  }
}
