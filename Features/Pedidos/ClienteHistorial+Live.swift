import Foundation
import TiendaFeature

extension ClienteHistorial {
  /// The order book the shop writes in `carpeta` (its journal, ``LibroDePedidos``), read only:
  /// a page is read from the end of the journal backwards, so recent orders come at once.
  public static func live(carpeta: URL) -> ClienteHistorial {
    let libro = LibroDePedidos(url: carpeta.appending(path: LibroDePedidos.nombreDeArchivo))
    return ClienteHistorial(
      pagina: { consulta in try libro.pagina(consulta) },
      pedido: { numero in try libro.pedido(numero: numero) })
  }
}
