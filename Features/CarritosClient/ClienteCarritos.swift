import Catalogo
import Runtime
import Synchronization

/// Where each person's cart is kept between sessions and between processes.
///
/// The cart a session shows lives in memory, as one shared value per person
/// (``Runtime/SharedKey/carrito(de:)``); this client keeps it on disk. The root loads it with
/// ``cargar`` in an effect when a session opens, and saves it with ``guardar`` in an effect
/// each time it changes — a reducer never reads or writes the file itself.
///
/// Its test value is a store in memory, harmless by nature: a login or a purchase keeps the
/// cart there without the test overriding anything. To look at what was kept, or to start from
/// a kept cart, give the test its own: `$0.carritos = .enMemoria([1: [LineaDeCarrito(…)]])`.
///
/// ```swift
/// let carritos = ClienteCarritos.enMemoria()
/// try await carritos.guardar([LineaDeCarrito(producto: .camiseta)], 1)
/// try await carritos.cargar(1)  // [LineaDeCarrito(producto: .camiseta)]
/// ```
@DependencyClient
public struct ClienteCarritos: Sendable {
  /// The cart kept for the user with this id; empty when none was kept.
  ///
  /// > Important: it throws ``ErrorCarritoGuardado`` when a kept cart can't be read (a corrupt
  /// > file, an unknown version); the live client then refuses to save over it, so nothing is
  /// > lost.
  public var cargar: @Sendable (_ usuario: Int) async throws -> IdentifiedArrayOf<LineaDeCarrito>
  /// Keeps `carrito` for the user with this id, replacing what was kept.
  public var guardar:
    @Sendable (_ carrito: IdentifiedArrayOf<LineaDeCarrito>, _ usuario: Int) async throws -> Void
}

extension ClienteCarritos {
  /// Carts kept in memory, starting with `carritos` (by user id; none by default).
  ///
  /// - Parameter carritos: The carts kept to start with, by user id.
  public static func enMemoria(
    _ carritos: [Int: IdentifiedArrayOf<LineaDeCarrito>] = [:]
  ) -> ClienteCarritos {
    let carritos = Mutex(carritos)
    return ClienteCarritos(
      cargar: { usuario in carritos.withLock { $0[usuario] ?? [] } },
      guardar: { carrito, usuario in carritos.withLock { $0[usuario] = carrito } })
  }
}

extension ClienteCarritos: TestDependencyKey {
  // Computed once per test (as every dependency value is), so tests never share carts.
  public static var testValue: ClienteCarritos { .enMemoria() }
}

extension DependencyValues {
  /// Each person's kept cart: a file per person in the data folder in the app
  /// (`CarritosClientLive`), carts in memory in tests.
  public var carritos: ClienteCarritos {
    get { self[ClienteCarritos.self] }
    set { self[ClienteCarritos.self] = newValue }
  }
}
