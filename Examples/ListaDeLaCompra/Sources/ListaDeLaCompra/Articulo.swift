import Foundation

/// One line of the shopping list.
public struct Articulo: Identifiable, Equatable, Sendable, Codable {
  /// Unique within the list; comes from the `uuid` dependency.
  public var id: UUID
  /// What to buy, as typed.
  public var nombre: String
  /// Whether it is already in the basket.
  public var comprado: Bool

  /// Creates an item, not bought yet unless said.
  public init(id: UUID, nombre: String, comprado: Bool = false) {
    self.id = id
    self.nombre = nombre
    self.comprado = comprado
  }
}
