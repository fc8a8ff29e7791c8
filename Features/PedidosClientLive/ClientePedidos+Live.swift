import AppIdentity
import Foundation
import PedidosClient
import Runtime
import Storage

extension ClientePedidos {
  /// The order book whose journal is `archivo` (see ``LibroDePedidos``). Building it touches no
  /// file: the book is opened by ``PedidosClient/ClientePedidos/abrir``, which reports what it
  /// found. Every endpoint runs on a thread kept for blocking work (``Storage/BlockingWork``),
  /// never on the caller's.
  ///
  /// - Parameters:
  ///   - archivo: The journal; the app uses `pedidos.jsonl` in the data folder.
  ///   - espera: How long to wait for another process's lock before giving up.
  public static func live(
    archivo: URL, espera: Duration = FileLock.defaultTimeout
  ) -> ClientePedidos {
    let libro = LibroDePedidos(url: archivo, espera: espera)
    return ClientePedidos(
      abrir: { try await BlockingWork.run { try libro.abrir() } },
      guardar: { pedido in try await BlockingWork.run { try libro.guardar(pedido) } },
      pagina: { consulta in try await BlockingWork.run { try libro.pagina(consulta) } },
      pedido: { numero in try await BlockingWork.run { try libro.pedido(numero: numero) } })
  }
}

extension ClientePedidos: DependencyKey {
  /// The order book in the app's data folder (``AppIdentity/DataFiles/pedidos``).
  public static let liveValue = ClientePedidos.live(
    archivo: DataFiles().pedidos)
}
