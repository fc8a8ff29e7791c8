import AutenticacionClient
import CarritosClient
import Catalogo
import CredencialesFeature
import Runtime
import TiendaFeature

/// Who is logged in, and what belongs to their session rather than to a screen: their cart.
///
/// The cart is the person's shared cart (``Runtime/SharedKey/carrito(de:)``): the shop holds
/// the very same value while it shows, and picking a search result adds to it, so nothing is
/// ever copied between them. The root loads it from `carritos` when the session opens and keeps
/// each change there, so the person finds it again at the next login, in any process; paying
/// empties it.
///
/// ```swift
/// let sesion = Sesion(usuario: .demo)
/// sesion.$carrito.withLock { $0.anadirUnaUnidad(de: .camiseta) }
/// Tienda.State(comprador: 1, carrito: sesion.$carrito).carrito  // the same line
/// ```
public struct Sesion: Equatable, Sendable {
  /// The person who logged in.
  public var usuario: Usuario
  /// The person's cart: one line per product, shared with the shop. Change it with
  /// `sesion.$carrito.withLock { … }`.
  @Shared public var carrito: IdentifiedArrayOf<LineaDeCarrito>
  /// Something the person should know about the session: that the cart kept from last time
  /// could not be read, or could not be kept.
  public var aviso: String?

  /// Creates a session for `usuario`.
  ///
  /// - Parameters:
  ///   - usuario: The person who logged in.
  ///   - carrito: `nil` (the default) for the person's shared cart, ``Runtime/SharedKey/carrito(de:)``,
  ///     as a login opens it; a cart to give the session one of its own, starting as this —
  ///     what a test or a preview usually wants.
  ///   - aviso: Something the person should know.
  public init(
    usuario: Usuario, carrito: IdentifiedArrayOf<LineaDeCarrito>? = nil, aviso: String? = nil
  ) {
    self.usuario = usuario
    self._carrito = carrito.map { Shared(value: $0) } ?? Shared(.carrito(de: usuario.id))
    self.aviso = aviso
  }
}
