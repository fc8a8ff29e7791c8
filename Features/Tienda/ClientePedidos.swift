import Runtime
import Synchronization

/// The order book: where paid orders are kept.
///
/// Its test value is an in-memory book, harmless by nature: a purchase flow saves its order
/// there without the test overriding anything. To look at what was saved, give the test its own
/// book: `let libro = ClientePedidos.enMemoria()` and `$0.pedidos = libro`.
public struct ClientePedidos: Sendable {
  /// Saves an order and returns the number it was given.
  public var guardar: @Sendable (Pedido) async throws -> Int
  /// Every saved order, oldest first.
  public var cargar: @Sendable () async throws -> [PedidoGuardado]

  /// Creates a client from its endpoints.
  public init(
    guardar: @escaping @Sendable (Pedido) async throws -> Int,
    cargar: @escaping @Sendable () async throws -> [PedidoGuardado]
  ) {
    self.guardar = guardar
    self.cargar = cargar
  }
}

extension ClientePedidos {
  /// An empty order book in memory, numbering orders from 1.
  public static func enMemoria() -> ClientePedidos {
    let pedidos = Mutex<[PedidoGuardado]>([])
    return ClientePedidos(
      guardar: { pedido in
        pedidos.withLock { pedidos in
          let guardado = PedidoGuardado(numero: pedidos.count + 1, pedido: pedido)
          pedidos.append(guardado)
          return guardado.numero
        }
      },
      cargar: { pedidos.withLock { $0 } })
  }
}

private enum ClientePedidosKey: DependencyKey {
  static let liveValue = ClientePedidos.live(
    archivo: DataFolder.url().appending(path: LibroDePedidos.nombreDeArchivo))
  // A fresh, empty book each time the dependency is read, so tests never share orders.
  static var testValue: ClientePedidos { .enMemoria() }
}

extension DependencyValues {
  /// The order book: a JSON file in the app's data folder in the app, an in-memory book in
  /// tests.
  public var pedidos: ClientePedidos {
    get { self[ClientePedidosKey.self] }
    set { self[ClientePedidosKey.self] = newValue }
  }
}
