import BusquedaClient
import Catalogo
import CatalogoIncluido
import Foundation
import Runtime
import Synchronization

extension ClienteBusqueda {
  /// Searches the product catalogue in the JSON file at `catalogo` (the shipped catalogue,
  /// ``CatalogoIncluido/CatalogoIncluido``, when `nil`): case- and accent-insensitive, ranked, at most
  /// 20 results (see ``IndiceDeBusqueda``).
  ///
  /// The file is read on the first search, on a thread kept for blocking work, and kept; a file
  /// that can't be read or decoded makes each search throw, and is tried again on the next one.
  public static func live(catalogo: URL? = nil) -> ClienteBusqueda {
    let indice = IndiceCargable()
    return ClienteBusqueda { termino in
      if let cargado = indice.cargado { return cargado.buscar(termino) }
      let productos =
        if let catalogo {
          try await CatalogoIncluido.cargar(desde: catalogo)
        } else {
          try await CatalogoIncluido.cargar()
        }
      return indice.guardar(IndiceDeBusqueda(productos: productos)).buscar(termino)
    }
  }
}

extension ClienteBusqueda: DependencyKey {
  /// The search over the shipped catalogue, ``live(catalogo:)``.
  public static let liveValue = ClienteBusqueda.live()
}

/// An index loaded once, on first use. A failed load is not remembered, so it is retried; two
/// first searches at once may both load it, and the first one kept wins.
private final class IndiceCargable: Sendable {
  private let indice = Mutex<IndiceDeBusqueda?>(nil)

  var cargado: IndiceDeBusqueda? { indice.withLock { $0 } }

  func guardar(_ nuevo: IndiceDeBusqueda) -> IndiceDeBusqueda {
    indice.withLock { indice in
      if let indice { return indice }
      indice = nuevo
      return nuevo
    }
  }
}
