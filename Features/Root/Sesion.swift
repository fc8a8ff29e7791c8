import CredencialesFeature
import Runtime
import TiendaFeature

/// Who is logged in, and what belongs to their session rather than to a screen: their cart.
///
/// The cart stays while the person moves between screens: the shop shows it and changes it,
/// picking a search result adds to it, and it is kept between sessions (`carritos`): a person
/// finds it again at the next login, and paying empties it.
public struct Sesion: Equatable, Hashable, Sendable, Codable {
  /// The person who logged in.
  public var usuario: Usuario
  /// The person's cart: one line per product.
  public var carrito: IdentifiedArrayOf<LineaDeCarrito>
  /// Something the person should know about the session: that the cart kept from last time
  /// could not be read, or could not be kept.
  public var aviso: String?

  /// Creates a session for `usuario`, with an empty cart unless given one.
  public init(
    usuario: Usuario, carrito: IdentifiedArrayOf<LineaDeCarrito> = [], aviso: String? = nil
  ) {
    self.usuario = usuario
    self.carrito = carrito
    self.aviso = aviso
  }
}
