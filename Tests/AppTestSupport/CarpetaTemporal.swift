import Foundation

/// A fresh folder under the system's temporary directory for one test, removed when released:
/// the one place the tests that touch the disk get their files from.
///
/// ```swift
/// let carpeta = try CarpetaTemporal()
/// let libro = LibroDePedidos(url: carpeta.url.appending(path: "pedidos.jsonl"))
/// try carpeta.nombres()  // ["pedidos.jsonl", …]
/// ```
public final class CarpetaTemporal: Sendable {
  /// The folder.
  public let url: URL

  /// Creates a new, empty folder, named after the test bundle's process and a UUID.
  public init() throws {
    url = FileManager.default.temporaryDirectory
      .appending(path: "\(ProcessInfo.processInfo.processName)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  deinit { try? FileManager.default.removeItem(at: url) }

  /// The path of `nombre` inside the folder.
  public func ruta(_ nombre: String) -> String { url.appending(path: nombre).path }

  /// The names in `subcarpeta` (the folder itself by default), hidden ones included, sorted;
  /// none if it does not exist.
  public func nombres(en subcarpeta: String = "") throws -> [String] {
    let ruta = subcarpeta.isEmpty ? url.path : url.appending(path: subcarpeta).path
    guard FileManager.default.fileExists(atPath: ruta) else { return [] }
    return try FileManager.default.contentsOfDirectory(atPath: ruta).sorted()
  }
}
