/// Something the shop sells.
///
/// Prices are integer cents, never floating point: `precioEnCentimos: 1299` is 12,99 €.
public struct Producto: Equatable, Hashable, Identifiable, Sendable, Codable {
  /// The product's id in the catalogue.
  public var id: Int
  /// The product's name, as a person reads it.
  public var nombre: String
  /// The price of one unit, in cents.
  public var precioEnCentimos: Int

  /// Creates a product.
  public init(id: Int, nombre: String, precioEnCentimos: Int) {
    self.id = id
    self.nombre = nombre
    self.precioEnCentimos = precioEnCentimos
  }
}

extension Producto {
  /// A white cotton T-shirt, 12,99 € — product 1 of the catalogue.
  public static let camiseta = Producto(
    id: 1, nombre: "Camiseta de algodón blanca", precioEnCentimos: 1299)

  /// The shop's featured shelf, which the live catalogue serves. Ids and prices match the
  /// search catalogue's.
  public static let destacados: [Producto] = [
    .camiseta,
    Producto(id: 5, nombre: "Sudadera con capucha gris", precioEnCentimos: 3495),
    Producto(id: 29, nombre: "Zapatillas de running talla 42", precioEnCentimos: 8195),
    Producto(id: 69, nombre: "Sartén antiadherente 20 cm", precioEnCentimos: 2495),
    Producto(id: 72, nombre: "Cafetera italiana 6 tazas", precioEnCentimos: 2199),
    Producto(id: 91, nombre: "Auriculares inalámbricos negros", precioEnCentimos: 5999),
    Producto(id: 115, nombre: "Aprende a programar en Swift", precioEnCentimos: 3490),
    Producto(id: 129, nombre: "Bicicleta estática", precioEnCentimos: 24900),
  ]
}
