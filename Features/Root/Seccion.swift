import BuscadorFeature
import TemporizadorFeature
import TiendaFeature

/// A part of the app a logged-in person can open.
public enum Seccion: String, Equatable, Hashable, Sendable, Codable, CaseIterable {
  /// Product search.
  case buscador
  /// The shop.
  case tienda
  /// The timer.
  case temporizador

  /// The destination this section opens with in `sesion`: the shop shows the session's cart
  /// and saves its orders under the person's id.
  public func destinoInicial(en sesion: Sesion) -> Destino.State {
    switch self {
    case .buscador: .buscador(Buscador.State())
    case .tienda: .tienda(Tienda.State(comprador: sesion.usuario.id, carrito: sesion.carrito))
    case .temporizador: .temporizador(Temporizador.State())
    }
  }
}

extension Destino.State {
  /// The section this destination shows.
  public var seccion: Seccion {
    switch self {
    case .buscador: .buscador
    case .tienda: .tienda
    case .temporizador: .temporizador
    }
  }
}
