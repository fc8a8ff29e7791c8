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

  /// The destination this section opens with.
  public var destinoInicial: Destino.State {
    switch self {
    case .buscador: .buscador(Buscador.State())
    case .tienda: .tienda(Tienda.State())
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
