import Foundation
import Runtime
import Synchronization

/// The order book: where paid orders are kept, numbered, and read back a page at a time.
///
/// Its test value is an in-memory book, harmless by nature: a purchase flow takes its order's
/// key and saves its order there without the test overriding anything. To look at what was
/// saved, give the test its own book:
///
/// ```swift
/// let libro = ClientePedidos.enMemoria()
/// // withDependencies: { $0.pedidos = libro }
/// let pagina = try await libro.pagina(ConsultaDePedidos())
/// ```
public struct ClientePedidos: Sendable {
  /// A new order key, unique across processes (``Pedido/id``).
  public var nuevoId: @Sendable () -> UUID
  /// Saves an order and returns the number it was given. When the order was paid but the book
  /// could not take it, the live book keeps it aside and throws ``PedidoPendiente``.
  public var guardar: @Sendable (Pedido) async throws -> Int
  /// One page of saved orders, newest first.
  public var pagina: @Sendable (ConsultaDePedidos) async throws -> PaginaDePedidos
  /// The saved order with this number, if there is one.
  public var pedido: @Sendable (_ numero: Int) async throws -> PedidoGuardado?

  /// Creates a client from its endpoints.
  public init(
    nuevoId: @escaping @Sendable () -> UUID,
    guardar: @escaping @Sendable (Pedido) async throws -> Int,
    pagina: @escaping @Sendable (ConsultaDePedidos) async throws -> PaginaDePedidos,
    pedido: @escaping @Sendable (_ numero: Int) async throws -> PedidoGuardado?
  ) {
    self.nuevoId = nuevoId
    self.guardar = guardar
    self.pagina = pagina
    self.pedido = pedido
  }
}

extension ClientePedidos {
  /// An empty order book in memory: keys `UUID(0)`, `UUID(1)`, …; orders numbered from 1, all
  /// saved at `fecha`.
  ///
  /// - Parameter fecha: The date every order is saved with; the Unix epoch by default, so tests
  ///   stay deterministic.
  public static func enMemoria(
    fecha: Date = Date(timeIntervalSince1970: 0)
  ) -> ClientePedidos {
    let libro = Mutex(LibroEnMemoria())
    return ClientePedidos(
      nuevoId: { libro.withLock { $0.nuevoId() } },
      guardar: { pedido in libro.withLock { $0.guardar(pedido, fecha: fecha) } },
      pagina: { consulta in libro.withLock { $0.pagina(consulta) } },
      pedido: { numero in libro.withLock { $0.guardados.last { $0.numero == numero } } })
  }
}

/// The in-memory book's state.
private struct LibroEnMemoria {
  var guardados: [PedidoGuardado] = []
  var ids = 0

  mutating func nuevoId() -> UUID {
    defer { ids += 1 }
    return UUID(ids)
  }

  mutating func guardar(_ pedido: Pedido, fecha: Date) -> Int {
    let guardado = PedidoGuardado(numero: guardados.count + 1, fecha: fecha, pedido: pedido)
    guardados.append(guardado)
    return guardado.numero
  }

  func pagina(_ consulta: ConsultaDePedidos) -> PaginaDePedidos {
    var recogida = RecogidaDePagina(consulta)
    for guardado in guardados.reversed() where !recogida.ofrecer(guardado) { break }
    return recogida.pagina
  }
}

private enum ClientePedidosKey: DependencyKey {
  static let liveValue = ClientePedidos.live(
    archivo: DataFolder.url().appending(path: LibroDePedidos.nombreDeArchivo))
  // Computed once per test (as every dependency value is), so tests never share orders.
  static var testValue: ClientePedidos { .enMemoria() }
}

extension DependencyValues {
  /// The order book: a journal file in the app's data folder in the app, an in-memory book in
  /// tests.
  public var pedidos: ClientePedidos {
    get { self[ClientePedidosKey.self] }
    set { self[ClientePedidosKey.self] = newValue }
  }
}
