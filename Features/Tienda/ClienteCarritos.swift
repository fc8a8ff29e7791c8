import Runtime
import Synchronization

/// Where each person's cart is kept between sessions.
///
/// Its test value is a store in memory, harmless by nature: a login or a purchase keeps the
/// cart there without the test overriding anything. To look at what was kept, or to keep a
/// cart across a logout and a login, give the test its own: `$0.carritos = .enMemoria()`.
///
/// ```swift
/// let carritos = ClienteCarritos.enMemoria()
/// try await carritos.guardar([LineaDeCarrito(producto: .camiseta)], 1)
/// try carritos.cargar(1)  // [LineaDeCarrito(producto: .camiseta)]
/// ```
public struct ClienteCarritos: Sendable {
  /// The cart kept for the user with this id; empty when none was kept. Synchronous: a session
  /// opens with its cart already there.
  ///
  /// > Important: it throws when a kept cart can't be read (a corrupt file, an unknown
  /// > version); the live client then refuses to save over it, so nothing is lost.
  public var cargar: @Sendable (_ usuario: Int) throws -> IdentifiedArrayOf<LineaDeCarrito>
  /// Keeps `carrito` for the user with this id, replacing what was kept.
  public var guardar:
    @Sendable (_ carrito: IdentifiedArrayOf<LineaDeCarrito>, _ usuario: Int) async throws -> Void

  /// Creates a client from its endpoints.
  public init(
    cargar: @escaping @Sendable (_ usuario: Int) throws -> IdentifiedArrayOf<LineaDeCarrito>,
    guardar:
      @escaping @Sendable (_ carrito: IdentifiedArrayOf<LineaDeCarrito>, _ usuario: Int)
      async throws -> Void
  ) {
    self.cargar = cargar
    self.guardar = guardar
  }
}

extension ClienteCarritos {
  /// Carts kept in memory, none to start with.
  public static func enMemoria() -> ClienteCarritos {
    let carritos = Mutex<[Int: IdentifiedArrayOf<LineaDeCarrito>]>([:])
    return ClienteCarritos(
      cargar: { usuario in carritos.withLock { $0[usuario] ?? [] } },
      guardar: { carrito, usuario in carritos.withLock { $0[usuario] = carrito } })
  }
}

private enum ClienteCarritosKey: DependencyKey {
  static let liveValue = ClienteCarritos.live(
    carpeta: DataFolder.url().appending(path: ClienteCarritos.nombreDeCarpeta))
  // Computed once per test (as every dependency value is), so tests never share carts.
  static var testValue: ClienteCarritos { .enMemoria() }
}

extension DependencyValues {
  /// Each person's kept cart: a file per person in the data folder in the app, carts in
  /// memory in tests.
  public var carritos: ClienteCarritos {
    get { self[ClienteCarritosKey.self] }
    set { self[ClienteCarritosKey.self] = newValue }
  }
}
