import Foundation
import Testing
import TiendaFeature

struct LibroDePedidosTests {
  let carpeta: CarpetaTemporal
  let archivo: URL

  init() throws {
    carpeta = try CarpetaTemporal()
    archivo = carpeta.url.appending(path: "datos/pedidos.json")
  }

  let camisetas = Pedido(lineas: [LineaDeCarrito(producto: .camiseta, cantidad: 2)])
  let bici = Pedido(lineas: [
    LineaDeCarrito(
      producto: Producto(id: 129, nombre: "Bicicleta estática", precioEnCentimos: 24900))
  ])

  @Test
  func sinArchivoNoHayPedidos() throws {
    #expect(try LibroDePedidos(url: archivo).pedidos().isEmpty)
  }

  @Test
  func guardaYNumeraLosPedidos() async throws {
    let cliente = ClientePedidos.live(archivo: archivo)

    #expect(try await cliente.guardar(camisetas) == 1)
    #expect(try await cliente.guardar(bici) == 2)

    #expect(
      try await cliente.cargar() == [
        PedidoGuardado(numero: 1, pedido: camisetas), PedidoGuardado(numero: 2, pedido: bici),
      ])
    // A second book on the same file sees the same orders.
    #expect(try LibroDePedidos(url: archivo).pedidos().map(\.numero) == [1, 2])
    #expect(try carpeta.archivos(en: "datos") == ["pedidos.json"])
  }

  @Test
  func guardarReemplazaElArchivoSinEscribirEncima() throws {
    let libro = LibroDePedidos(url: archivo)
    _ = try libro.guardar(camisetas)
    let anterior = try Data(contentsOf: archivo)
    // A reader that opened the file before the save…
    let lector = try FileHandle(forReadingFrom: archivo)
    defer { try? lector.close() }

    _ = try libro.guardar(bici)

    // …still reads the complete old file: the new one was renamed into place, not written into
    // the old one. A crash mid-write leaves the old file just as whole.
    #expect(try lector.readToEnd() == anterior)
    #expect(try libro.pedidos().count == 2)
  }

  @Test
  func unTemporalAbandonadoPorUnFalloNoAfectaALosPedidos() throws {
    let libro = LibroDePedidos(url: archivo)
    _ = try libro.guardar(camisetas)
    // What a crash between writing the temporary file and renaming it leaves behind.
    let abandonado = archivo.deletingLastPathComponent().appending(path: ".pedidos.json.x.tmp")
    try Data(#"{"version": 1, "pedidos": [{"num"#.utf8).write(to: abandonado)

    #expect(try libro.pedidos() == [PedidoGuardado(numero: 1, pedido: camisetas)])
    #expect(try libro.guardar(bici) == 2)
    #expect(try libro.pedidos().map(\.numero) == [1, 2])
  }

  @Test
  func unArchivoCorruptoSeInformaYNoSeSobrescribe() throws {
    try FileManager.default.createDirectory(
      at: archivo.deletingLastPathComponent(), withIntermediateDirectories: true)
    let basura = Data("pedidos: ninguno\n".utf8)
    try basura.write(to: archivo)
    let libro = LibroDePedidos(url: archivo)

    #expect(throws: ErrorLibroDePedidos.corrupto(archivo)) { try libro.guardar(camisetas) }
    #expect(throws: ErrorLibroDePedidos.corrupto(archivo)) { try libro.pedidos() }
    #expect(try Data(contentsOf: archivo) == basura)
    #expect(try carpeta.archivos(en: "datos") == ["pedidos.json"])
  }
}

struct ClientePagosLiveTests {
  @Test
  func cobraLoQueNoPasaDelLimite() async throws {
    #expect(ClientePagos.limiteEnCentimos == 100_000)
    #expect(try await ClientePagos.live.cobrar(1) == .exito)
    #expect(try await ClientePagos.live.cobrar(100_000) == .exito)
  }

  @Test
  func rechazaLoQueSuperaElLimite() async throws {
    #expect(try await ClientePagos.live.cobrar(100_001) == .rechazado(.importeExcedeLimite))
    #expect(
      MotivoDeRechazo.importeExcedeLimite.mensaje
        == "El pago supera el límite de 1.000,00 € por compra.")
  }

  @Test
  func rechazaImportesNoPositivos() {
    #expect(ProcesadorSimulado.cobrar(0) == .rechazado(.importeNoValido))
    #expect(ProcesadorSimulado.cobrar(-1299) == .rechazado(.importeNoValido))
  }
}

struct OtrosClientesLiveTests {
  @Test
  func elCatalogoVivoSirveLosDestacados() async throws {
    #expect(try await ClienteCatalogo.live().cargar() == Producto.destacados)
    #expect(Producto.destacados.first == .camiseta)
  }

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
  func eurosSinComaFlotante() {
    #expect(Euros.texto(0) == "0,00 €")
    #expect(Euros.texto(5) == "0,05 €")
    #expect(Euros.texto(1299) == "12,99 €")
    #expect(Euros.texto(100_000) == "1.000,00 €")
    #expect(Euros.texto(123_456_789) == "1.234.567,89 €")
    #expect(Euros.texto(-1050) == "-10,50 €")
  }
}

/// A fresh folder under the system's temporary directory, removed when released.
final class CarpetaTemporal: Sendable {
  let url: URL

  init() throws {
    url = FileManager.default.temporaryDirectory
      .appending(path: "TiendaFeatureTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  /// The names of the files in `subcarpeta`, hidden ones included, sorted.
  func archivos(en subcarpeta: String) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: url.appending(path: subcarpeta).path)
      .sorted()
  }

  deinit { try? FileManager.default.removeItem(at: url) }
}
