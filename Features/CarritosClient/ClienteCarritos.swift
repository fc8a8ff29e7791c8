import Catalogo
import Runtime
import Synchronization

/// Where each person's cart is kept between sessions and between processes.
///
/// The cart a session shows lives in memory, as one shared value per person
/// (``Runtime/SharedKey/carrito(de:)``); this client keeps it on disk. The root loads it with
/// ``cargar`` in an effect when a session opens, and keeps each change with ``guardar`` in an
/// effect — a reducer never reads or writes the file itself.
///
/// What is kept is the sum of every session's changes, not the last cart saved: a person with
/// the shop open in two windows who adds a shirt in one and a mug in the other finds both, and
/// each window shows what the other did the next time it reads the cart.
///
/// Its test value is a store in memory, harmless by nature: a login or a purchase keeps the
/// cart there without the test overriding anything. To look at what was kept, or to start from
/// a kept cart, give the test its own: `$0.carritos = .enMemoria([1: [LineaDeCarrito(…)]])`.
///
/// ```swift
/// let carritos = ClienteCarritos.enMemoria()
/// let camiseta: IdentifiedArrayOf<LineaDeCarrito> = [LineaDeCarrito(producto: .camiseta)]
/// try await carritos.guardar(CambioDeCarrito(de: [], a: camiseta), 1)
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
  /// Makes `cambio` to the cart kept for the user with this id, as it is at that moment
  /// (``CambioDeCarrito/aplicado(a:)``): what other sessions kept meanwhile stays.
  ///
  /// > Important: each change must be kept once. A caller never cancels a call in flight to
  /// > make a newer one (the older change would be lost); it makes both, in any order.
  public var guardar: @Sendable (_ cambio: CambioDeCarrito, _ usuario: Int) async throws -> Void
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
      guardar: { cambio, usuario in
        carritos.withLock { $0[usuario] = cambio.aplicado(a: $0[usuario] ?? []) }
      })
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
