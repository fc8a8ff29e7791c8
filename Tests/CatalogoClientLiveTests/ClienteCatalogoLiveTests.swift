import Catalogo
import CatalogoClient
import CatalogoClientLive
import Testing

struct ClienteCatalogoLiveTests {
  @Test
  func elCatalogoVivoVendeTodoElCatalogo() async throws {
    let productos = try await ClienteCatalogo.live.cargar()
    #expect(productos.count == 202)
    #expect(productos.first == .camiseta)
    #expect(productos.contains { $0.id == 70 && $0.nombre == "Sartén antiadherente 24 cm" })
  }
}
