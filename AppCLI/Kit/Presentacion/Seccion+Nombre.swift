import RootFeature

/// The words sentences about a section need, in agreement with its gender.
extension Seccion {
  /// With its article: `la tienda`.
  var nombreConArticulo: String {
    switch self {
    case .buscador: "el buscador"
    case .tienda: "la tienda"
    case .temporizador: "el temporizador"
    }
  }

  /// After `de`, contracted where Spanish contracts: `del buscador`, `de la tienda`.
  var nombreTrasDe: String {
    switch self {
    case .tienda: "de la tienda"
    case .buscador, .temporizador: "d" + nombreConArticulo
    }
  }

  /// `abierto` or `abierta`.
  var abierto: String { self == .tienda ? "abierta" : "abierto" }

  /// The object pronoun: `lo` or `la` (`ábrelo`, `ábrela`).
  var pronombre: String { self == .tienda ? "la" : "lo" }
}
