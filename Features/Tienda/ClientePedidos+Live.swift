import Foundation

extension ClientePedidos {
  /// An order book in the JSON file at `archivo` (see ``LibroDePedidos``).
  public static func live(archivo: URL) -> ClientePedidos {
    let libro = LibroDePedidos(url: archivo)
    return ClientePedidos(
      guardar: { pedido in try libro.guardar(pedido) },
      cargar: { try libro.pedidos() })
  }
}
