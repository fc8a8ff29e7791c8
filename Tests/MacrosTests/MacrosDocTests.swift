import Foundation
import Testing

/// The expansions docs/macros.md shows are what the plugin writes for the examples it shows
/// (which `Scripts/check-snippets.py` ties to `Tests/RuntimeTests/Macros/MacroDocExamples.swift`).
struct MacrosDocTests {
  private static let page: [String] = {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let text = (try? String(contentsOf: root.appending(path: "docs/macros.md"), encoding: .utf8))
    return text?.components(separatedBy: "\n") ?? []
  }()

  /// The fenced block after the marker line `marker`, without its fences.
  private static func block(after marker: String) -> String? {
    guard let start = page.firstIndex(of: marker), start + 1 < page.count,
      page[start + 1].hasPrefix("```")
    else { return nil }
    return page[(start + 2)...].prefix { !$0.hasPrefix("```") }.joined(separator: "\n")
  }

  @Test(
    arguments: [
      ("macros-reducer", [MacroUnderTest.reducer]),
      ("macros-observable-state", [.observableState, .observationStateTracked, .presents]),
      ("macros-case-pathable", [.casePathable]),
      ("macros-dependency-client", [.dependencyClient, .dependencyEndpoint]),
      ("macros-view-action", [.viewAction]),
    ])
  func expansionOfAnExample(name: String, macros: [MacroUnderTest]) throws {
    let source = try #require(Self.block(after: "<!-- snippet: \(name) -->"))
    let shown = try #require(Self.block(after: "<!-- checked: \(name)-expansion -->"))
    #expect(expandMacros(macros, in: source).expansion == shown)
  }

  @Test(
    arguments: [
      (
        "macros-tracked-expansion", MacroUnderTest.observationStateTracked,
        "struct Puntuacion {\n  @ObservationStateTracked var puntos = 0\n}"
      ),
      (
        "macros-endpoint-expansion", .dependencyEndpoint,
        "struct ClienteDelTiempo {\n  @DependencyEndpoint var pronostico: @Sendable (_ ciudad: String) async throws -> Int\n}"
      ),
    ])
  func expansionOfAMember(name: String, macro: MacroUnderTest, source: String) throws {
    let shown = try #require(Self.block(after: "<!-- checked: \(name) -->"))
    #expect(expandMacros([macro], in: source).expansion == shown)
  }
}
