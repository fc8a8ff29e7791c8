import Foundation
import Testing

@testable import Porting

/// `source` ported as a file of `role`, or an issue recorded and an empty result.
func ported(
  _ source: String, role: PortRole = .source, uiTypes: Set<String> = [],
  skippedTests: Set<String> = [], sourceLocation: SourceLocation = #_sourceLocation
) -> PortedSource {
  do {
    return try SourcePort.port(
      source, options: PortOptions(role: role, uiTypes: uiTypes, skippedTests: skippedTests))
  } catch {
    Issue.record(
      "unexpected error: \(error.diagnostic(path: "Entrada.swift"))",
      sourceLocation: sourceLocation)
    return PortedSource(
      text: "", changes: [], imports: [], tests: [], skippedTests: [], usesExpectFailure: false,
      isEmpty: true)
  }
}

/// The fixtures' folder: a tiny TCA package of ours, and its skip list.
let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .appendingPathComponent("Fixtures")

/// This repository's root.
let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .deletingLastPathComponent().deletingLastPathComponent()

/// A new empty temporary directory.
func temporaryDirectory() throws -> URL {
  let url = FileManager.default.temporaryDirectory
    .appendingPathComponent("PortingTests-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  return url
}
