import Catalogo
import Foundation
import Storage

/// The product catalogue shipped with the app: `Recursos/catalogo.json`, 202 products. The
/// search searches it and the shop sells it. It sits in a module of its own, below the two
/// live clients that read it (`BusquedaClientLive`, `CatalogoClientLive`), so that the models
/// (`Catalogo`) read no file and no feature links `Storage`.
///
/// The file is a JSON array of products — `{"id", "nombre", "categoria", "precioEnCentimos"}` —
/// ordered by id:
///
/// ```swift
/// let productos = try await CatalogoIncluido.cargar()
/// productos.first == .camiseta  // true
/// ```
///
/// Live clients load it with the `async` methods, which read the file on a thread kept for
/// blocking work (`Storage`'s `BlockingWork`), never on the caller's.
public enum CatalogoIncluido {
  /// Where the shipped catalogue is, or `nil` if the resource is missing from the bundle.
  public static var url: URL? { Bundle.module.url(forResource: "catalogo", withExtension: "json") }

  /// The shipped catalogue's products, read on first use and kept.
  ///
  /// - Throws: ``CatalogoNoEncontrado`` when the resource is missing; a decoding error when it
  ///   is not a catalogue. A failed read is not remembered: the next call tries again.
  public static func productos() throws -> [Producto] {
    if let leido = leidoAlEmpezar { return leido }
    guard let url else { throw CatalogoNoEncontrado() }
    return try cargar(desde: url)
  }

  /// Reads and decodes the catalogue file at `url` — the shipped one or any other.
  public static func cargar(desde url: URL) throws -> [Producto] {
    BlockingWorkMonitor.check("read \(url.lastPathComponent)")
    return try JSONDecoder().decode([Producto].self, from: Data(contentsOf: url))
  }

  /// The shipped catalogue's products (``productos()``), read on a thread kept for blocking
  /// work.
  public static func cargar() async throws -> [Producto] {
    try await BlockingWork.run { try productos() }
  }

  /// The catalogue file at `url` (``cargar(desde:)-(URL)``), read on a thread kept for
  /// blocking work.
  public static func cargar(desde url: URL) async throws -> [Producto] {
    try await BlockingWork.run { try cargar(desde: url) }
  }

  // The shipped catalogue, read by the first call. Swift runs a static's initializer once,
  // thread-safely — in a way the thread sanitizer can follow, unlike a contended `Mutex`, whose
  // slow path runs in the toolchain's uninstrumented library. If that first read fails, this is
  // nil and every call reads the file again.
  private static let leidoAlEmpezar: [Producto]? = url.flatMap { try? cargar(desde: $0) }
}

/// The error when the shipped catalogue is missing from the bundle.
public struct CatalogoNoEncontrado: Error, CustomStringConvertible {
  public var description: String { "The product catalogue resource is missing from the bundle." }
}
