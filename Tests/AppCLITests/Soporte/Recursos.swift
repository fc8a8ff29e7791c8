import Foundation
import Testing

/// The test target's fixtures and golden files.
enum Recursos {
  /// The golden session's recording (`Fixtures/sesion-de-oro.txt`, recorded).
  static func sesionDeOro() throws -> String { try fixture("sesion-de-oro", "jsonl") }

  /// A recording in `Fixtures/`, by name without extension.
  static func grabacion(_ nombre: String) throws -> String { try fixture(nombre, "jsonl") }

  /// A recording of version 1, from before dependencies and clocks were recorded.
  static func sesionV1() throws -> String { try fixture("sesion-v1", "jsonl") }

  /// A golden test: what `AppCLI replay FILE --test` prints for a fixture (the golden session
  /// by default). It is also compiled into this target, and runs.
  static func testDeOro(_ nombre: String = "RecordedSesionDeOroTests") throws -> String {
    let url = URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .appending(path: "Golden/\(nombre).swift")
    return String(decoding: try Data(contentsOf: url), as: UTF8.self)
  }

  private static func fixture(_ nombre: String, _ extension: String) throws -> String {
    let url = try #require(
      Bundle.module.url(forResource: nombre, withExtension: `extension`, subdirectory: "Fixtures"))
    return String(decoding: try Data(contentsOf: url), as: UTF8.self)
  }
}
