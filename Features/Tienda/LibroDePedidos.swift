import Foundation
import Runtime
import Synchronization

/// The orders file: every paid order, numbered, as JSON.
///
/// ```json
/// {"version": 1, "pedidos": [{"numero": 1, "pedido": {"lineas": [
///   {"producto": {"id": 1, "nombre": "Camiseta de algodón blanca", "precioEnCentimos": 1299},
///    "cantidad": 2}]}}]}
/// ```
///
/// Saving reads the file, adds the order and writes the whole file atomically — to a temporary
/// file that is then renamed over the old one — so a crash in the middle loses no earlier
/// order. A file that can't be decoded is reported as ``ErrorLibroDePedidos/corrupto(_:)`` and
/// never overwritten: the orders in it are worth more than the new one's convenience.
public final class LibroDePedidos: Sendable {
  /// The file's name inside the data folder.
  public static let nombreDeArchivo = "pedidos.json"

  /// Where the file is.
  public let url: URL

  // Serializes read-modify-write cycles within the process.
  private let cerrojo = Mutex(())

  /// An order book at `url`. The file is created by the first save.
  public init(url: URL) { self.url = url }

  /// Saves `pedido` with the next number (one more than the highest so far) and returns it.
  public func guardar(_ pedido: Pedido) throws -> Int {
    try cerrojo.withLock { _ in
      var pedidos = try leer()
      let numero = (pedidos.map(\.numero).max() ?? 0) + 1
      pedidos.append(PedidoGuardado(numero: numero, pedido: pedido))
      let codificador = JSONEncoder()
      codificador.outputFormatting = [.prettyPrinted, .sortedKeys]
      let datos = try codificador.encode(Contenido(version: Self.version, pedidos: pedidos))
      try AtomicFile.write(datos, to: url)
      return numero
    }
  }

  /// Every saved order, oldest first; none when the file does not exist yet.
  public func pedidos() throws -> [PedidoGuardado] {
    try cerrojo.withLock { _ in try leer() }
  }

  private static let version = 1

  private struct Contenido: Codable {
    var version: Int
    var pedidos: [PedidoGuardado]
  }

  private func leer() throws -> [PedidoGuardado] {
    guard FileManager.default.fileExists(atPath: url.path) else { return [] }
    let datos: Data
    do {
      datos = try Data(contentsOf: url)
    } catch {
      throw ErrorLibroDePedidos.ilegible(url)
    }
    guard let contenido = try? JSONDecoder().decode(Contenido.self, from: datos),
      contenido.version == Self.version
    else { throw ErrorLibroDePedidos.corrupto(url) }
    return contenido.pedidos
  }
}

/// Why the orders file could not be used. The file is never overwritten in these cases.
public enum ErrorLibroDePedidos: Error, Equatable, CustomStringConvertible {
  /// The file exists but is not an orders file this version understands.
  case corrupto(URL)
  /// The file exists but could not be read.
  case ilegible(URL)

  public var description: String {
    switch self {
    case .corrupto(let url): "The orders file at \(url.path) is corrupt; it was left untouched."
    case .ilegible(let url): "The orders file at \(url.path) could not be read."
    }
  }
}
