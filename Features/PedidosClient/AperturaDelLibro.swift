import Catalogo
import Foundation

/// What opening the order book did: the orders kept aside it saved, and the damaged journal it
/// set aside, if it found one.
///
/// ```swift
/// let apertura = try await pedidos.abrir()
/// if let apartado = apertura.diarioApartado { print(apartado.mensaje) }
/// ```
public struct AperturaDelLibro: Equatable, Hashable, Sendable, Codable {
  /// How many orders kept aside (paid, not saved yet) it saved into the journal.
  public var pendientesGuardados: Int
  /// The damaged journal it set aside, if any.
  public var diarioApartado: DiarioApartado?

  /// Creates a report; by default, of an opening that had nothing to do.
  public init(pendientesGuardados: Int = 0, diarioApartado: DiarioApartado? = nil) {
    self.pendientesGuardados = pendientesGuardados
    self.diarioApartado = diarioApartado
  }
}

/// A journal the book could not read, moved aside whole so nothing in it is lost, and replaced
/// by a new journal holding the orders that could still be read.
///
/// It happens once: the new journal is whole, so the next opening has nothing to set aside —
/// a damaged journal never turns every later payment into "saved later".
public struct DiarioApartado: Equatable, Hashable, Sendable, Codable {
  /// The file the damaged journal was moved to, beside the new one.
  public var archivo: String
  /// How many orders of it could be read, and were copied into the new journal.
  public var pedidosRecuperados: Int

  /// Creates the report.
  public init(archivo: String, pedidosRecuperados: Int) {
    self.archivo = archivo
    self.pedidosRecuperados = pedidosRecuperados
  }

  /// What the person reads, in Spanish.
  public var mensaje: String {
    let nombre = URL(filePath: archivo).lastPathComponent
    let recuperados =
      pedidosRecuperados == 1 ? "el único pedido" : "los \(pedidosRecuperados) pedidos"
    return "El libro de pedidos estaba dañado: se ha apartado entero en «\(nombre)» y se sigue "
      + (pedidosRecuperados == 0
        ? "con uno nuevo; no se pudo leer ningún pedido de él."
        : "con uno nuevo que conserva \(recuperados) que se podían leer.")
  }
}
