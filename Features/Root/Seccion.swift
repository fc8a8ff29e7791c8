import BuscadorFeature
import PedidosFeature
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
  /// The person's order history.
  case pedidos

  /// The destination this section opens with in `sesion`: the shop holds the session's cart —
  /// the same shared value — and saves its orders under the person's id; the history shows
  /// that person's orders.
  public func destinoInicial(en sesion: Sesion) -> Destino.State {
    switch self {
    case .buscador: .buscador(Buscador.State())
    case .tienda: .tienda(Tienda.State(comprador: sesion.usuario.id, carrito: sesion.$carrito))
    case .temporizador: .temporizador(Temporizador.State())
    case .pedidos: .pedidos(Pedidos.State(comprador: sesion.usuario.id))
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
    case .pedidos: .pedidos
    }
  }
}
