import AppTestSupport
import Foundation
import Storage
import TelemetriaClient
import TelemetriaClientLive
import Testing

struct ClienteTelemetriaLiveTests {
  @Test
  func laTelemetriaVivaAnadeUnaLineaPorEvento() async throws {
    let carpeta = try CarpetaTemporal()
    let archivo = carpeta.url.appending(path: "datos/telemetria.jsonl")
    let telemetria = ClienteTelemetria.live(archivo: archivo)

    await telemetria.enviar(.pagoIniciado(totalEnCentimos: 1299))
    await telemetria.enviar(.pagoRechazado(.fondosInsuficientes))

    let lineas = try String(contentsOf: archivo, encoding: .utf8).split(separator: "\n")
    #expect(lineas.count == 2)
    let decodificados = try lineas.map {
      try JSONDecoder().decode(EventoDeTelemetria.self, from: Data($0.utf8))
    }
    #expect(
      decodificados == [.pagoIniciado(totalEnCentimos: 1299), .pagoRechazado(.fondosInsuficientes)])
  }

  @Test
  func laTelemetriaNoContinuaUnaLineaQueOtroProcesoDejoAMedias() async throws {
    let carpeta = try CarpetaTemporal()
    let archivo = carpeta.url.appending(path: "telemetria.jsonl")
    try Data("{\"pagoIniciado\":{\"totalEnCentimos\":1}}\n{\"pagoIn".utf8).write(to: archivo)

    await ClienteTelemetria.live(archivo: archivo).enviar(.pagoIniciado(totalEnCentimos: 2))

    #expect(
      try String(contentsOf: archivo, encoding: .utf8)
        == "{\"pagoIniciado\":{\"totalEnCentimos\":1}}\n{\"pagoIniciado\":{\"totalEnCentimos\":2}}\n"
    )
  }
}
