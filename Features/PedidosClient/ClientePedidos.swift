import Catalogo
import Foundation
import Runtime
import Synchronization

/// The order book: where paid orders are kept, numbered, and read back a page at a time — the
/// one client the shop saves orders through and the history reads them from.
///
/// Its test value is an in-memory book, harmless by nature: a purchase saves its order there
/// and the history reads it back without the test overriding anything. To look at what was
/// saved, or to start from some orders, give the test its own book:
///
/// ```swift
/// let libro = ClientePedidos.enMemoria()
/// // withDependencies: { $0.pedidos = libro }
/// let pagina = try await libro.pagina(ConsultaDePedidos())
/// ```
///
/// The live book (`PedidosClientLive`) keeps a journal in the app's data folder.
@DependencyClient
public struct ClientePedidos: Sendable {
  /// Gets the book ready: the first call in a process cleans up after crashed processes,
  /// saves the orders kept aside, and sets a damaged journal aside; it says what it did.
  /// Later calls report what happened since (a journal found damaged while saving).
  public var abrir: @Sendable () async throws -> AperturaDelLibro
  /// Saves an order and returns the number it was given. When the order was paid but the book
  /// could not take it, the live book keeps it aside and throws ``PedidoPendiente``.
  public var guardar: @Sendable (Pedido) async throws -> Int
  /// One page of saved orders, newest first.
  public var pagina: @Sendable (ConsultaDePedidos) async throws -> PaginaDePedidos
  /// The saved order with this number, if there is one.
  public var pedido: @Sendable (_ numero: Int) async throws -> PedidoGuardado?
}

extension ClientePedidos {
  /// An order book in memory holding `guardados` (none by default); new orders are numbered
  /// after the last of them, all saved at `fecha`. Opening it has nothing to report.
  ///
  /// - Parameters:
  ///   - guardados: The orders it starts with, oldest first.
  ///   - fecha: The date every new order is saved with; the Unix epoch by default, so tests
  ///     stay deterministic.
  public static func enMemoria(
    _ guardados: [PedidoGuardado] = [], fecha: Date = Date(timeIntervalSince1970: 0)
  ) -> ClientePedidos {
    let libro = Mutex(guardados)
    return ClientePedidos(
      abrir: { AperturaDelLibro() },
      guardar: { pedido in
        libro.withLock { guardados in
          let guardado = PedidoGuardado(
            numero: (guardados.last?.numero ?? 0) + 1, fecha: fecha, pedido: pedido)
          guardados.append(guardado)
          return guardado.numero
        }
      },
      pagina: { consulta in
        libro.withLock { guardados in
          var recogida = RecogidaDePagina(consulta)
          for guardado in guardados.reversed() where !recogida.ofrecer(guardado) { break }
          return recogida.pagina
        }
      },
      pedido: { numero in libro.withLock { $0.last { $0.numero == numero } } })
  }
}

extension ClientePedidos: TestDependencyKey {
  // Computed once per test (as every dependency value is), so tests never share orders.
  public static var testValue: ClientePedidos { .enMemoria() }
}

extension DependencyValues {
  /// The order book: a journal file in the app's data folder in the app (`PedidosClientLive`),
  /// an in-memory book in tests.
  public var pedidos: ClientePedidos {
    get { self[ClientePedidos.self] }
    set { self[ClientePedidos.self] = newValue }
  }
}
