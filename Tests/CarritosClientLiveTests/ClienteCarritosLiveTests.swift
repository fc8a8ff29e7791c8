import AppTestSupport
import CarritosClient
import CarritosClientLive
import Catalogo
import Dispatch
import Foundation
import Runtime
import Storage
import Testing

/// Each person's cart kept in the data folder, between sessions.
struct ClienteCarritosLiveTests {
  let carpeta: CarpetaTemporal
  let carritos: ClienteCarritos
  let archivo: URL

  init() throws {
    carpeta = try CarpetaTemporal()
    carritos = .live(carpeta: carpeta.url.appending(path: "datos/carritos"))
    archivo = carpeta.url.appending(path: "datos/carritos/1.json")
  }

  let dosCamisetas: IdentifiedArrayOf<LineaDeCarrito> = [
    LineaDeCarrito(producto: .camiseta, cantidad: 2)
  ]
  /// The change that adds two T-shirts.
  var anadirDosCamisetas: CambioDeCarrito { CambioDeCarrito(de: [], a: dosCamisetas) }

  @Test
  func sinCarritoGuardadoElCarritoEstaVacio() async throws {
    #expect(try await carritos.cargar(1) == [])
  }

  @Test
  func cadaPersonaTieneSuCarritoEnSuArchivo() async throws {
    try await carritos.guardar(anadirDosCamisetas, 1)
    try await carritos.guardar(CambioDeCarrito(de: [], a: [LineaDeCarrito(producto: .camiseta)]), 2)

    #expect(try await carritos.cargar(1) == dosCamisetas)
    #expect(try await carritos.cargar(2) == [LineaDeCarrito(producto: .camiseta)])
    // Another session, another client: the same carts.
    #expect(
      try await ClienteCarritos.live(carpeta: carpeta.url.appending(path: "datos/carritos")).cargar(
        1)
        == dosCamisetas)
    #expect(
      try carpeta.nombres(en: "datos/carritos") == [
        ".1.json.lock", ".2.json.lock", "1.json", "2.json",
      ])
    let json = try JSONSerialization.jsonObject(with: Data(contentsOf: archivo)) as? [String: Any]
    #expect(json?["version"] as? Int == 1)
    #expect(json?["usuario"] as? Int == 1)
    #expect((json?["lineas"] as? [Any])?.count == 1)
  }

  @Test
  func unCarritoIlegibleOFuturoSeInformaYNoSeSobrescribe() async throws {
    try FileManager.default.createDirectory(
      at: archivo.deletingLastPathComponent(), withIntermediateDirectories: true)
    for (contenido, error) in [
      (
        #"{"version": 2, "usuario": 1, "lineas": []}"#,
        ErrorCarritoGuardado.versionDesconocida(2)
      ),
      (#"{"version": 1, "lineas": "#, ErrorCarritoGuardado.corrupto),
    ] {
      try Data(contenido.utf8).write(to: archivo)
      await #expect(throws: error) { try await carritos.cargar(1) }
      await #expect(throws: error) { try await carritos.guardar(anadirDosCamisetas, 1) }
      #expect(try String(contentsOf: archivo, encoding: .utf8) == contenido)
    }
  }

  @Test
  func cargarBorraLosTemporalesQueDejoUnProcesoMuerto() async throws {
    try await carritos.guardar(anadirDosCamisetas, 1)
    try Data("a medias".utf8).write(
      to: archivo.deletingLastPathComponent().appending(path: ".1.json.X.tmp"))

    #expect(try await carritos.cargar(1) == dosCamisetas)
    #expect(try carpeta.nombres(en: "datos/carritos") == [".1.json.lock", "1.json"])
  }

  @Test
  func unCarritoRetenidoPorOtraSesionDemasiadoTiempoSeDiceOcupado() async throws {
    let impaciente = ClienteCarritos.live(
      carpeta: carpeta.url.appending(path: "datos/carritos"), espera: .milliseconds(50))
    try await impaciente.guardar(anadirDosCamisetas, 1)
    try await conCerrojoRetenido(de: archivo) {
      await #expect(throws: ErrorCarritoGuardado.ocupado) { try await impaciente.cargar(1) }
      await #expect(throws: ErrorCarritoGuardado.ocupado) {
        try await impaciente.guardar(CambioDeCarrito(de: dosCamisetas, a: []), 1)
      }
    }
    #expect(
      try await ClienteCarritos.live(carpeta: carpeta.url.appending(path: "datos/carritos"))
        .cargar(1) == dosCamisetas, "nothing was changed")
  }

  @Test
  func dosSesionesQueCambianElCarritoALaVezGuardanAmbosCambios() async throws {
    // Two clients, as two processes: neither knows what the other kept.
    let otra = ClienteCarritos.live(carpeta: carpeta.url.appending(path: "datos/carritos"))
    let taza = Producto(id: 2, nombre: "Taza", categoria: "Hogar", precioEnCentimos: 850)
    try await carritos.guardar(anadirDosCamisetas, 1)

    // This one takes a T-shirt away while the other, which loaded nothing, adds a mug.
    try await carritos.guardar(
      CambioDeCarrito(de: dosCamisetas, a: [LineaDeCarrito(producto: .camiseta)]), 1)
    try await otra.guardar(CambioDeCarrito(de: [], a: [LineaDeCarrito(producto: taza)]), 1)

    let ambos: IdentifiedArrayOf<LineaDeCarrito> = [
      LineaDeCarrito(producto: .camiseta), LineaDeCarrito(producto: taza),
    ]
    #expect(try await carritos.cargar(1) == ambos)
    #expect(try await otra.cargar(1) == ambos)
  }

  @Test
  func unCambioQueNoSePudoGuardarSeGuardaConElSiguiente() async throws {
    let impaciente = ClienteCarritos.live(
      carpeta: carpeta.url.appending(path: "datos/carritos"), espera: .milliseconds(50))
    try await impaciente.guardar(anadirDosCamisetas, 1)
    let tresCamisetas: IdentifiedArrayOf<LineaDeCarrito> = [
      LineaDeCarrito(producto: .camiseta, cantidad: 3)
    ]
    try await conCerrojoRetenido(de: archivo) {
      await #expect(throws: ErrorCarritoGuardado.ocupado) {
        try await impaciente.guardar(CambioDeCarrito(de: dosCamisetas, a: tresCamisetas), 1)
      }
    }
    let taza = Producto(id: 2, nombre: "Taza", categoria: "Hogar", precioEnCentimos: 850)
    var tresCamisetasYUnaTaza = tresCamisetas
    tresCamisetasYUnaTaza.append(LineaDeCarrito(producto: taza))
    try await impaciente.guardar(CambioDeCarrito(de: tresCamisetas, a: tresCamisetasYUnaTaza), 1)

    #expect(
      try await ClienteCarritos.live(carpeta: carpeta.url.appending(path: "datos/carritos"))
        .cargar(1) == tresCamisetasYUnaTaza)
  }

  @Test
  func unCambioQueNoSePudoGuardarSeGuardaAlCargar() async throws {
    let impaciente = ClienteCarritos.live(
      carpeta: carpeta.url.appending(path: "datos/carritos"), espera: .milliseconds(50))
    try await conCerrojoRetenido(de: archivo) {
      await #expect(throws: ErrorCarritoGuardado.ocupado) {
        try await impaciente.guardar(anadirDosCamisetas, 1)
      }
    }
    #expect(try await impaciente.cargar(1) == dosCamisetas)
    #expect(
      try await ClienteCarritos.live(carpeta: carpeta.url.appending(path: "datos/carritos"))
        .cargar(1) == dosCamisetas, "kept on disk, not only answered")
  }
}
