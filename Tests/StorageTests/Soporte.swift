import Foundation

/// A fresh folder under the system's temporary directory, removed when released.
final class CarpetaTemporal: Sendable {
  let url: URL

  init() throws {
    url = FileManager.default.temporaryDirectory.appending(path: "StorageTests-\(UUID())")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  /// The names in the folder, hidden ones included, sorted.
  func nombres() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: url.path).sorted()
  }

  deinit { try? FileManager.default.removeItem(at: url) }
}

extension Data {
  /// The UTF-8 bytes of `texto`.
  init(_ texto: String) { self = Data(texto.utf8) }
}
