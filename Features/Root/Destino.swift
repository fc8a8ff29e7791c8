import BuscadorFeature
import PedidosFeature
import Runtime
import TemporizadorFeature
import TiendaFeature

/// The part of the app shown next to the session: search, shop, timer or order history — one
/// at a time.
///
/// An enum of features: `@Reducer` writes its ``State`` (one of theirs, with the feature's
/// state: `.tienda(Tienda.State)`), its ``Action`` (theirs) and a body that runs the one that
/// is showing. The root presents it with `ifLet(\.$destino, action: \.destino)`, which cancels
/// a destination's effects when it closes or is replaced.
@Reducer
public enum Destino {
  /// Product search.
  case buscador(Buscador)
  /// The shop.
  case tienda(Tienda)
  /// The timer.
  case temporizador(Temporizador)
  /// The order history.
  case pedidos(Pedidos)
}

extension Destino.State: Equatable, Sendable {}
extension Destino.Action: Equatable, Sendable, Codable {}
