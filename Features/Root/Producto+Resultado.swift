import BuscadorFeature
import TiendaFeature

extension Producto {
  /// The shop's product for a search result: same id, name and price.
  public init(_ resultado: Resultado) {
    self.init(
      id: resultado.id, nombre: resultado.nombre, precioEnCentimos: resultado.precioEnCentimos)
  }
}
