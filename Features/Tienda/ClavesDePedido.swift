import Foundation
import Runtime
import Synchronization

/// Where order keys (``PedidosClient/Pedido/id``) come from: the shop takes one when the cart
/// is accepted for payment. It is not the order book's business, so keys need no book.
///
/// Its test value hands out `UUID(0)`, `UUID(1)`, … (a fresh sequence in each test): keys are
/// identities only, so a test that does not look at them overrides nothing, and one that does
/// knows them — or says what they are: `$0.clavesDePedido = .constante(UUID(7))`.
///
/// ```swift
/// @Dependency(\.clavesDePedido) var clavesDePedido
/// let pedido = Pedido(id: clavesDePedido.nueva(), lineas: Array(carrito))
/// ```
public struct ClavesDePedido: Sendable {
  /// A new key.
  public var nueva: @Sendable () -> UUID

  /// Creates a generator from its endpoint.
  public init(nueva: @escaping @Sendable () -> UUID) { self.nueva = nueva }
}

extension ClavesDePedido {
  /// Random keys, unique across processes: the app's.
  public static let aleatorias = ClavesDePedido { UUID() }

  /// `UUID(0)`, `UUID(1)`, `UUID(2)`, …: a fresh sequence each time this is read.
  public static var consecutivas: ClavesDePedido {
    let siguiente = Mutex(0)
    return ClavesDePedido {
      siguiente.withLock { numero in
        defer { numero += 1 }
        return UUID(numero)
      }
    }
  }

  /// Always `clave`.
  public static func constante(_ clave: UUID) -> ClavesDePedido { ClavesDePedido { clave } }
}

extension ClavesDePedido: DependencyKey {
  public static let liveValue = ClavesDePedido.aleatorias
  // Computed once per test (as every dependency value is): each test's keys start at UUID(0).
  public static var testValue: ClavesDePedido { .consecutivas }
}

extension DependencyValues {
  /// Order keys: random in the app, `UUID(0)`, `UUID(1)`, … in tests.
  public var clavesDePedido: ClavesDePedido {
    get { self[ClavesDePedido.self] }
    set { self[ClavesDePedido.self] = newValue }
  }
}
