import Catalogo
import Foundation
import Synchronization

extension ClienteBusqueda {
  /// Searches the product catalogue in the JSON file at `catalogo` (the shipped catalogue,
  /// ``CatalogoIncluido``, when `nil`): case- and accent-insensitive, ranked, at most 20 results
  /// (see ``IndiceDeBusqueda``).
  ///
  /// The file is read on the first search and kept; a file that can't be read or decoded makes
  /// each search throw, and is tried again on the next one.
  public static func live(catalogo: URL? = nil) -> ClienteBusqueda {
    let indice = IndiceCargable {
      if let catalogo {
        try CatalogoIncluido.cargar(desde: catalogo)
      } else {
        try CatalogoIncluido.productos()
      }
    }
    return ClienteBusqueda { termino in
      try indice.obtener().buscar(termino)
    }
  }
}

/// Loads an index once, on first use. A failed load is not remembered, so it is retried.
private final class IndiceCargable: Sendable {
  private let cargar: @Sendable () throws -> [Resultado]
  // Guards the loaded index; loading happens under the lock, so it happens once.
  private let indice = Mutex<IndiceDeBusqueda?>(nil)

  init(cargar: @escaping @Sendable () throws -> [Resultado]) { self.cargar = cargar }

  func obtener() throws -> IndiceDeBusqueda {
    try indice.withLock { indice in
      if let indice { return indice }
      let cargado = IndiceDeBusqueda(productos: try cargar())
      indice = cargado
      return cargado
    }
  }
}
