import AppTestSupport
import Catalogo
import Foundation
import PagosClient
import PagosClientLive
import Testing

struct ClientePagosLiveTests {
  @Test
  func cobraLoQueNoPasaDelLimite() async throws {
    #expect(ClientePagos.limiteEnCentimos == 100_000)
    #expect(ProcesadorSimulado.cobrar(1) == .exito)
    #expect(ProcesadorSimulado.cobrar(100_000) == .exito)
    #expect(try await ClientePagos.live.cobrar(.camisetas(1, clave: 100)) == .exito)
  }

  @Test
  func rechazaLoQueSuperaElLimite() async throws {
    let caro = Pedido.camisetas(99, clave: 101)
    #expect(caro.totalEnCentimos > ClientePagos.limiteEnCentimos)
    #expect(try await ClientePagos.live.cobrar(caro) == .rechazado(.importeExcedeLimite))
    #expect(
      MotivoDeRechazo.importeExcedeLimite.mensaje
        == "El pago supera el límite de 1.000,00 € por compra.")
  }

  @Test
  func rechazaImportesNoPositivos() {
    #expect(ProcesadorSimulado.cobrar(0) == .rechazado(.importeNoValido))
    #expect(ProcesadorSimulado.cobrar(-1299) == .rechazado(.importeNoValido))
  }

  @Test
  func unPedidoYaRespondidoRecibeLaMismaRespuesta() async throws {
    // The key is what the processor goes by: the same order asked again, even with other
    // lines, gets its first answer and is not charged again.
    let pedido = Pedido.camisetas(1, clave: 102)
    #expect(try await ClientePagos.live.cobrar(pedido) == .exito)
    var otraVez = pedido
    otraVez.lineas = Pedido.camisetas(99, clave: 102).lineas
    #expect(try await ClientePagos.live.cobrar(otraVez) == .exito)
  }
}
