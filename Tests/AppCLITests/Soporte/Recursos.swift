import Foundation
import Testing

/// The test target's fixtures and golden files.
enum Recursos {
  /// The recording the golden test was generated from.
  static func sesionDeOro() throws -> String {
    let url = try #require(
      Bundle.module.url(
        forResource: "sesion-de-oro", withExtension: "jsonl", subdirectory: "Fixtures"))
    return String(decoding: try Data(contentsOf: url), as: UTF8.self)
  }

  /// The golden test: what `AppCLI replay sesion-de-oro.jsonl --test` prints. It is also
  /// compiled into this target, and runs.
  static func testDeOro() throws -> String {
    let url = URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .appending(path: "Golden/GrabacionSesionDeOroTests.swift")
    return String(decoding: try Data(contentsOf: url), as: UTF8.self)
  }
}
