import BuscadorFeature
import RootFeature
import Testing
import TiendaFeature

/// The shop's featured shelf and the search catalogue are two modules' data; a product must
/// be the same product in both, or picking a search result would put a different price in the
/// cart than the shelf shows.
struct CatalogoCoherenteTests {
  @Test
  func losDestacadosDeLaTiendaEstanEnElCatalogoDeBusqueda() throws {
    let catalogo = try CatalogoIncluido.cargar(desde: try #require(CatalogoIncluido.url))
    let porId = Dictionary(uniqueKeysWithValues: catalogo.map { ($0.id, $0) })

    for producto in Producto.destacados {
      let resultado = try #require(porId[producto.id], "\(producto.nombre) is not in the catalogue")
      #expect(Producto(resultado) == producto)
    }
  }

  @Test
  func unResultadoSeConvierteEnElMismoProducto() {
    #expect(Producto(Resultado.demo) == .camiseta)
  }
}
