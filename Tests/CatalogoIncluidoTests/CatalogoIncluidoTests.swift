import Catalogo
import CatalogoIncluido
import Foundation
import Testing

/// The one catalogue the search and the shop share.
struct CatalogoIncluidoTests {
  @Test
  func tieneDoscientosDosProductosConIdsYNombresUnicos() throws {
    let productos = try CatalogoIncluido.productos()

    #expect(productos.count == 202)
    #expect(Set(productos.map(\.id)).count == productos.count)
    #expect(Set(productos.map(\.nombre)).count == productos.count)
    #expect(productos.allSatisfy { $0.precioEnCentimos > 0 && !$0.categoria.isEmpty })
    #expect(productos.map(\.id) == productos.map(\.id).sorted())
  }

  @Test
  func laCamisetaEsElProductoUnoTalComoLoTieneElCatalogo() throws {
    #expect(try CatalogoIncluido.productos().first == .camiseta)
  }

  @Test
  func unProductoSinCategoriaSeLeeDeArchivosAnteriores() throws {
    let json = #"{"id": 1, "nombre": "Camiseta de algodón blanca", "precioEnCentimos": 1299}"#
    let producto = try JSONDecoder().decode(Producto.self, from: Data(json.utf8))

    #expect(
      producto == Producto(id: 1, nombre: "Camiseta de algodón blanca", precioEnCentimos: 1299))
    #expect(producto.categoria == "")
    #expect(producto != .camiseta, "a product without a category is not the catalogue's")
  }

  @Test
  func unProductoVaYVuelvePorJSONConSuCategoria() throws {
    let datos = try JSONEncoder().encode(Producto.camiseta)
    #expect(try JSONDecoder().decode(Producto.self, from: datos) == .camiseta)
  }
}
