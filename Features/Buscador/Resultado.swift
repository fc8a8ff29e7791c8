/// A product of the catalogue as the search shows it.
///
/// Prices are integer cents, never floating point: `precioEnCentimos: 1299` is 12,99 €.
public struct Resultado: Equatable, Hashable, Identifiable, Sendable, Codable {
  /// The product's id in the catalogue.
  public var id: Int
  /// The product's name, as a person reads it: `"Camiseta de algodón blanca"`.
  public var nombre: String
  /// The catalogue section it belongs to: `"Ropa"`, `"Cocina"`…
  public var categoria: String
  /// The price in cents.
  public var precioEnCentimos: Int

  /// Creates a result.
  public init(id: Int, nombre: String, categoria: String, precioEnCentimos: Int) {
    self.id = id
    self.nombre = nombre
    self.categoria = categoria
    self.precioEnCentimos = precioEnCentimos
  }
}

extension Resultado {
  /// A result to use in examples and tests: the first product of the shipped catalogue.
  public static let demo = Resultado(
    id: 1, nombre: "Camiseta de algodón blanca", categoria: "Ropa", precioEnCentimos: 1299)
}
