import Foundation
import Synchronization

extension ClienteBusqueda {
  /// Searches the product catalogue in the JSON file at `catalogo` (the catalogue shipped with
  /// this module when `nil`): case- and accent-insensitive, ranked, at most 20 results (see
  /// ``IndiceDeBusqueda``).
  ///
  /// The file is an array of `{"id", "nombre", "categoria", "precioEnCentimos"}` objects. It is
  /// read on the first search and kept; a file that can't be read or decoded makes each search
  /// throw, and is tried again on the next one.
  public static func live(catalogo: URL? = nil) -> ClienteBusqueda {
    let indice = IndiceCargable(url: catalogo)
    return ClienteBusqueda { termino in
      try indice.obtener().buscar(termino)
    }
  }
}

/// The shipped catalogue: `Recursos/catalogo.json`.
public enum CatalogoIncluido {
  /// Where the shipped catalogue is.
  public static var url: URL? { Bundle.module.url(forResource: "catalogo", withExtension: "json") }

  /// Reads and decodes a catalogue file.
  public static func cargar(desde url: URL) throws -> [Resultado] {
    try JSONDecoder().decode([Resultado].self, from: Data(contentsOf: url))
  }
}

/// The error a search throws when there is no catalogue to search.
public struct CatalogoNoEncontrado: Error, CustomStringConvertible {
  public var description: String { "The product catalogue resource is missing from the bundle." }
}

/// Loads an index once, on first use. A failed load is not remembered, so it is retried.
private final class IndiceCargable: Sendable {
  private let url: URL?
  // Guards the loaded index; loading happens under the lock, so it happens once.
  private let indice = Mutex<IndiceDeBusqueda?>(nil)

  init(url: URL?) { self.url = url }

  func obtener() throws -> IndiceDeBusqueda {
    try indice.withLock { indice in
      if let indice { return indice }
      guard let url = url ?? CatalogoIncluido.url else { throw CatalogoNoEncontrado() }
      let cargado = IndiceDeBusqueda(productos: try CatalogoIncluido.cargar(desde: url))
      indice = cargado
      return cargado
    }
  }
}
