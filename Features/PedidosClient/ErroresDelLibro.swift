import Catalogo
import Foundation

/// The order was paid, but the journal could not take it: it is kept aside in the book's
/// folder of pending orders and saved by the next save or the next opening of the book.
public struct PedidoPendiente: Error, Equatable, CustomStringConvertible {
  /// The order's key.
  public var id: UUID
  /// The file it is kept in.
  public var archivo: URL
  /// Why the journal could not take it.
  public var motivo: String

  /// Creates the error.
  public init(id: UUID, archivo: URL, motivo: String) {
    self.id = id
    self.archivo = archivo
    self.motivo = motivo
  }

  public var description: String {
    "The order \(id) was kept aside in \(archivo.path) (\(motivo)); it will be saved later."
  }
}

/// Why the order book could not be used. Its files are never overwritten in these cases.
public enum ErrorLibroDePedidos: Error, Equatable, CustomStringConvertible {
  /// The file is not an orders file, or one of its lines is not an order.
  case corrupto(URL)
  /// The file is an orders file of a version this app does not know.
  case versionDesconocida(URL, Int)
  /// Another session held the book's lock longer than this one would wait.
  case ocupado(URL)

  public var description: String {
    switch self {
    case .corrupto(let url):
      "The orders file at \(url.path) is corrupt; it was left untouched."
    case .versionDesconocida(let url, let version):
      "The orders file at \(url.path) is version \(version), which this app does not know; "
        + "it was left untouched."
    case .ocupado(let url):
      "The order book at \(url.path) was locked by another session for too long; nothing was "
        + "changed."
    }
  }

  /// What the person reads, in Spanish.
  public var mensaje: String {
    switch self {
    case .corrupto:
      "El libro de pedidos está dañado; no se ha tocado."
    case .versionDesconocida(_, let version):
      "El libro de pedidos es de la versión \(version), que esta aplicación no conoce; no se ha "
        + "tocado."
    case .ocupado:
      "Otra sesión está usando el libro de pedidos. Inténtalo de nuevo en unos segundos."
    }
  }
}
