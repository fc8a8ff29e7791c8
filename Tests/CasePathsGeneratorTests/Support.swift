import CasePathsGeneration
import Testing

/// Expects that the file generated from `source` is exactly `expected` (plus its final line
/// break).
func expectGenerated(
  from source: String, _ expected: String, sourceLocation: SourceLocation = #_sourceLocation
) {
  do {
    let generated = try generateCasePaths(source: source, fileName: "Entrada.swift")
    #expect(generated == expected + "\n", sourceLocation: sourceLocation)
  } catch {
    Issue.record(
      "unexpected error: \(error.diagnostic(path: "Entrada.swift"))",
      sourceLocation: sourceLocation)
  }
}

/// Expects that generating from `source` fails at `line` with a message containing `message`.
func expectError(
  from source: String, line: Int, _ message: String,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  do {
    let generated = try generateCasePaths(source: source, fileName: "Entrada.swift")
    Issue.record("expected an error, generated:\n\(generated)", sourceLocation: sourceLocation)
  } catch {
    #expect(error.line == line, sourceLocation: sourceLocation)
    #expect(error.message.contains(message), "\(error.message)", sourceLocation: sourceLocation)
  }
}
