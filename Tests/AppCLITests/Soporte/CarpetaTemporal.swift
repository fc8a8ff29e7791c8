import Foundation

/// A fresh temporary folder for one test, removed at the end.
struct CarpetaTemporal: ~Copyable {
  let url: URL

  init() throws {
    url = FileManager.default.temporaryDirectory.appending(path: "AppCLITests-\(UUID())")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  deinit { try? FileManager.default.removeItem(at: url) }

  /// A path inside the folder.
  func ruta(_ nombre: String) -> String { url.appending(path: nombre).path }
}
