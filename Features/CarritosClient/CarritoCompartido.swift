import Catalogo
import Runtime

extension SharedKey where Self == InMemoryKey<IdentifiedArrayOf<LineaDeCarrito>>.Default {
  /// The cart of the person with id `usuario`: one value in memory that the session, the shop
  /// and anything else holding this key share — changed in one place, seen in all.
  ///
  /// ```swift
  /// @Shared(.carrito(de: usuario.id)) var carrito  // [] until something is added
  /// state.$carrito.withLock { $0.anadirUnaUnidad(de: .camiseta) }
  /// ```
  ///
  /// The value lives in memory only (each test has its own); ``ClienteCarritos`` keeps it on
  /// disk, through effects.
  ///
  /// - Parameter usuario: The person's user id.
  public static func carrito(de usuario: Int) -> Self {
    Self[.inMemory("carrito/\(usuario)"), default: []]
  }
}

extension IdentifiedArray where ID == Producto.ID, Element == LineaDeCarrito {
  /// Adds one unit of `producto` to the cart: a new line with one unit, or one more on its line,
  /// up to ``Catalogo/LineaDeCarrito/cantidadMaxima``.
  ///
  /// ```swift
  /// var carrito: IdentifiedArrayOf<LineaDeCarrito> = []
  /// carrito.anadirUnaUnidad(de: .camiseta)  // 1 × camiseta
  /// carrito.anadirUnaUnidad(de: .camiseta)  // 2 × camiseta
  /// ```
  public mutating func anadirUnaUnidad(de producto: Producto) {
    if let linea = self[id: producto.id] {
      self[id: producto.id]?.cantidad = Swift.min(linea.cantidad + 1, LineaDeCarrito.cantidadMaxima)
    } else {
      append(LineaDeCarrito(producto: producto))
    }
  }
}
