import Foundation
import Synchronization

/// The product catalogue shipped with the app: `Recursos/catalogo.json`, 202 products. The
/// search searches it and the shop sells it.
///
/// The file is a JSON array of products — `{"id", "nombre", "categoria", "precioEnCentimos"}` —
/// ordered by id:
///
/// ```swift
/// let productos = try CatalogoIncluido.productos()
/// productos.first == .camiseta  // true
/// ```
public enum CatalogoIncluido {
  /// Where the shipped catalogue is, or `nil` if the resource is missing from the bundle.
  public static var url: URL? { Bundle.module.url(forResource: "catalogo", withExtension: "json") }

  /// The shipped catalogue's products, read on first use and kept.
  ///
  /// - Throws: ``CatalogoNoEncontrado`` when the resource is missing; a decoding error when it
  ///   is not a catalogue. A failed read is not remembered: the next call tries again.
  public static func productos() throws -> [Producto] {
    try cargado.withLock { cargado in
      if let cargado { return cargado }
      guard let url else { throw CatalogoNoEncontrado() }
      let productos = try cargar(desde: url)
      cargado = productos
      return productos
    }
  }

  /// Reads and decodes the catalogue file at `url` — the shipped one or any other.
  public static func cargar(desde url: URL) throws -> [Producto] {
    try JSONDecoder().decode([Producto].self, from: Data(contentsOf: url))
  }

  // The shipped catalogue once read; reading happens under the lock, so it happens once.
  private static let cargado = Mutex<[Producto]?>(nil)
}

/// The error when the shipped catalogue is missing from the bundle.
public struct CatalogoNoEncontrado: Error, CustomStringConvertible {
  public var description: String { "The product catalogue resource is missing from the bundle." }
}
