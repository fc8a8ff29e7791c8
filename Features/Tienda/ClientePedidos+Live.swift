import Foundation

extension ClientePedidos {
  /// The order book whose journal is `archivo` (see ``LibroDePedidos``), opened at once: what
  /// crashed processes left behind is cleaned up and the orders kept aside are saved, so a new
  /// session starts from a whole book. A book that can't be opened now reports why when it is
  /// used.
  ///
  /// - Parameter archivo: The journal; the app uses `pedidos.jsonl` in the data folder.
  public static func live(archivo: URL) -> ClientePedidos {
    let libro = LibroDePedidos(url: archivo)
    _ = try? libro.abrir()
    return ClientePedidos(
      nuevoId: { UUID() },
      guardar: { pedido in try libro.guardar(pedido) },
      pagina: { consulta in try libro.pagina(consulta) },
      pedido: { numero in try libro.pedido(numero: numero) })
  }
}
