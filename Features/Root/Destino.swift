import BuscadorFeature
import PedidosFeature
import Runtime
import TemporizadorFeature
import TiendaFeature

/// The part of the app shown next to the session: search, shop, timer or order history — one
/// at a time.
///
/// An enum of features: its state is one of theirs, its actions are theirs, and its body runs
/// the one that is showing. The root presents it with `ifLet(\.$destino, action: \.destino)`,
/// which cancels a destination's effects when it closes or is replaced.
public struct Destino: Reducer, Sendable {
  /// The destination showing, with its feature's state.
  public enum State: Equatable, Sendable, CasePathable {
    /// Product search.
    case buscador(Buscador.State)
    /// The shop.
    case tienda(Tienda.State)
    /// The timer.
    case temporizador(Temporizador.State)
    /// The order history.
    case pedidos(Pedidos.State)
  }

  /// An action of the destination showing.
  public enum Action: Equatable, Sendable, Codable, CasePathable {
    /// An action of the search.
    case buscador(Buscador.Action)
    /// An action of the shop.
    case tienda(Tienda.Action)
    /// An action of the timer.
    case temporizador(Temporizador.Action)
    /// An action of the order history.
    case pedidos(Pedidos.Action)
  }

  /// Creates the feature.
  public init() {}

  public var body: some ReducerOf<Self> {
    Scope(state: \.buscador, action: \.buscador) {
      Buscador()
    }
    Scope(state: \.tienda, action: \.tienda) {
      Tienda()
    }
    Scope(state: \.temporizador, action: \.temporizador) {
      Temporizador()
    }
    Scope(state: \.pedidos, action: \.pedidos) {
      Pedidos()
    }
  }
}
