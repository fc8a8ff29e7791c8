import Foundation
import TiendaFeature

/// A fresh folder under the system's temporary directory, removed when released.
final class CarpetaTemporal: Sendable {
  let url: URL

  init() throws {
    url = FileManager.default.temporaryDirectory
      .appending(path: "TiendaFeatureTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  /// The names of the files in `subcarpeta`, hidden ones included, sorted; none if it does not
  /// exist.
  func archivos(en subcarpeta: String) throws -> [String] {
    let ruta = url.appending(path: subcarpeta).path
    guard FileManager.default.fileExists(atPath: ruta) else { return [] }
    return try FileManager.default.contentsOfDirectory(atPath: ruta).sorted()
  }

  deinit { try? FileManager.default.removeItem(at: url) }
}

extension Pedido {
  /// An order of `unidades` T-shirts by `comprador`, under the key `UUID(clave)`.
  static func camisetas(_ unidades: Int, clave: Int, comprador: Int? = nil) -> Pedido {
    Pedido(
      id: UUID(clave), comprador: comprador,
      lineas: [LineaDeCarrito(producto: .camiseta, cantidad: unidades)])
  }
}
