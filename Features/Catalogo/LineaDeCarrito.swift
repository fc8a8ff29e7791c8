/// A product in the cart, with how many units.
public struct LineaDeCarrito: Equatable, Hashable, Identifiable, Sendable, Codable {
  /// The most units of one product a cart holds.
  public static let cantidadMaxima = 99

  /// The product.
  public var producto: Producto
  /// How many units, from 1 to ``cantidadMaxima``.
  public var cantidad: Int

  /// A line is identified by its product: a cart has at most one line per product.
  public var id: Producto.ID { producto.id }

  /// The line's price: the unit price times the quantity, in cents.
  public var subtotalEnCentimos: Int { producto.precioEnCentimos * cantidad }

  /// Creates a line; `cantidad` is clamped to 1…``cantidadMaxima``.
  public init(producto: Producto, cantidad: Int = 1) {
    self.producto = producto
    self.cantidad = min(max(cantidad, 1), Self.cantidadMaxima)
  }
}

extension Sequence where Element == LineaDeCarrito {
  /// What the lines cost, in cents: the sum of their subtotals.
  public var totalEnCentimos: Int { reduce(0) { $0 + $1.subtotalEnCentimos } }

  /// How many units the lines hold.
  public var numeroDeArticulos: Int { reduce(0) { $0 + $1.cantidad } }
}
