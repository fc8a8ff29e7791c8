/// A product of the catalogue: what the search finds and what the shop sells — one type for
/// both, read from one file (``CatalogoIncluido``).
///
/// Prices are integer cents, never floating point: `precioEnCentimos: 1299` is 12,99 €.
///
/// ```swift
/// let camiseta = Producto(
///   id: 1, nombre: "Camiseta de algodón blanca", categoria: "Ropa", precioEnCentimos: 1299)
/// camiseta == .camiseta  // true
/// ```
///
/// The search calls it `Resultado` and the shop `Producto`; both names are this type.
public struct Producto: Equatable, Hashable, Identifiable, Sendable, Codable {
  /// The product's id in the catalogue: `anadir 70` in the shop adds product 70.
  public var id: Int
  /// The product's name, as a person reads it: `"Camiseta de algodón blanca"`.
  public var nombre: String
  /// The catalogue section it belongs to: `"Ropa"`, `"Cocina"`… Empty for a product made up
  /// outside the catalogue.
  public var categoria: String
  /// The price of one unit, in cents.
  public var precioEnCentimos: Int

  /// Creates a product.
  ///
  /// - Parameters:
  ///   - id: Its id in the catalogue.
  ///   - nombre: Its name.
  ///   - categoria: Its section of the catalogue; leave it out for a product that is in none,
  ///     as examples sometimes do.
  ///   - precioEnCentimos: The price of one unit, in cents.
  ///
  /// > Important: two products are equal only if every field is, `categoria` included: a
  /// > product made without a category is not equal to the catalogue's product with that id.
  public init(id: Int, nombre: String, categoria: String = "", precioEnCentimos: Int) {
    self.id = id
    self.nombre = nombre
    self.categoria = categoria
    self.precioEnCentimos = precioEnCentimos
  }

  private enum CodingKeys: String, CodingKey {
    case id, nombre, categoria, precioEnCentimos
  }

  /// Decodes a product. Files written before the catalogue was one model (orders, recordings)
  /// have no `categoria`; it decodes as empty.
  public init(from decoder: any Decoder) throws {
    let contenedor = try decoder.container(keyedBy: CodingKeys.self)
    id = try contenedor.decode(Int.self, forKey: .id)
    nombre = try contenedor.decode(String.self, forKey: .nombre)
    categoria = try contenedor.decodeIfPresent(String.self, forKey: .categoria) ?? ""
    precioEnCentimos = try contenedor.decode(Int.self, forKey: .precioEnCentimos)
  }
}

extension Producto {
  /// A white cotton T-shirt, 12,99 € — product 1 of the catalogue, as the catalogue has it.
  public static let camiseta = Producto(
    id: 1, nombre: "Camiseta de algodón blanca", categoria: "Ropa", precioEnCentimos: 1299)
}
