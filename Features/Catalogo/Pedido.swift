import Foundation

/// An order: the cart's lines at the moment it was paid for, who bought them, and the key that
/// makes charging and saving it happen once.
///
/// ```swift
/// let pedido = Pedido(id: UUID(), comprador: 1, lineas: [LineaDeCarrito(producto: .camiseta)])
/// pedido.totalEnCentimos  // 1299
/// ```
public struct Pedido: Equatable, Hashable, Identifiable, Sendable, Codable {
  /// The order's key, made when the cart is accepted for payment (`clavesDePedido`),
  /// unique across processes. Payments are asked with it, so a processor charges one order at
  /// most once however often it is asked (an idempotency key); the order book uses it to save
  /// an order it had to keep aside exactly once.
  public var id: UUID
  /// Who is buying: the logged-in person's id; `nil` when the shop runs on its own.
  public var comprador: Int?
  /// What was bought.
  public var lineas: [LineaDeCarrito]

  /// What the order costs, in cents: the sum of its lines, derived, never stored.
  public var totalEnCentimos: Int { lineas.totalEnCentimos }

  /// Creates an order.
  ///
  /// - Parameters:
  ///   - id: Its key; the shop takes a new one from `clavesDePedido` for each order.
  ///   - comprador: The buyer's user id, if anyone is logged in.
  ///   - lineas: What is bought.
  public init(id: UUID, comprador: Int? = nil, lineas: [LineaDeCarrito]) {
    self.id = id
    self.comprador = comprador
    self.lineas = lineas
  }

  /// The key of orders recorded before orders had keys: all zeros.
  private static let claveDeLaVersion1 = UUID(
    uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0))

  private enum CodingKeys: String, CodingKey {
    case id, comprador, lineas
  }

  /// Decodes an order. Orders recorded before orders had keys (sessions recorded with version
  /// 1 of the app) have no `id`; they decode with the all-zero key.
  public init(from decoder: any Decoder) throws {
    let contenedor = try decoder.container(keyedBy: CodingKeys.self)
    id = try contenedor.decodeIfPresent(UUID.self, forKey: .id) ?? Self.claveDeLaVersion1
    comprador = try contenedor.decodeIfPresent(Int.self, forKey: .comprador)
    lineas = try contenedor.decode([LineaDeCarrito].self, forKey: .lineas)
  }
}

/// An order as the order book keeps it: with the number it was given and when.
public struct PedidoGuardado: Equatable, Hashable, Sendable, Codable {
  /// The order's number, from 1, unique in the book, in the order the book saved them.
  public var numero: Int
  /// When the book saved it; `nil` for orders kept before version 2 of the orders file, which
  /// did not record it.
  public var fecha: Date?
  /// The order.
  public var pedido: Pedido

  /// Creates a saved order.
  public init(numero: Int, fecha: Date?, pedido: Pedido) {
    self.numero = numero
    self.fecha = fecha
    self.pedido = pedido
  }
}
