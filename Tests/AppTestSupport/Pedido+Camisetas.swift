import Catalogo
import Foundation
import Runtime

extension Pedido {
  /// An order of `unidades` T-shirts by `comprador`, under the key `UUID(clave)`.
  public static func camisetas(_ unidades: Int, clave: Int, comprador: Int? = nil) -> Pedido {
    Pedido(
      id: UUID(clave), comprador: comprador,
      lineas: [LineaDeCarrito(producto: .camiseta, cantidad: unidades)])
  }
}
