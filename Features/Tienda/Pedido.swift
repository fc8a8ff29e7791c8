/// An order: the cart's lines at the moment it was paid for.
public struct Pedido: Equatable, Hashable, Sendable, Codable {
  /// What was bought.
  public var lineas: [LineaDeCarrito]

  /// What the order costs, in cents: the sum of its lines, derived, never stored.
  public var totalEnCentimos: Int { lineas.reduce(0) { $0 + $1.subtotalEnCentimos } }

  /// Creates an order.
  public init(lineas: [LineaDeCarrito]) {
    self.lineas = lineas
  }
}

/// An order as the order book keeps it, with the number it was given.
public struct PedidoGuardado: Equatable, Hashable, Sendable, Codable {
  /// The order's number, from 1, in the order the book saved them.
  public var numero: Int
  /// The order.
  public var pedido: Pedido

  /// Creates a saved order.
  public init(numero: Int, pedido: Pedido) {
    self.numero = numero
    self.pedido = pedido
  }
}
