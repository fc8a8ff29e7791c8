import AppTestSupport
import Catalogo
import Dispatch
import Foundation
import PedidosClient
import PedidosClientLive
import Storage
import Testing

/// The order book on disk: numbering, pages, the journal's format, what crashes leave behind,
/// orders kept aside, a damaged journal set aside, locks held too long, and version 1 books.
struct LibroDePedidosTests {
  let carpeta: CarpetaTemporal
  let archivo: URL
  let fecha = Date(timeIntervalSince1970: 1_750_000_000)

  init() throws {
    carpeta = try CarpetaTemporal()
    archivo = carpeta.url.appending(path: "datos/pedidos.jsonl")
  }

  func libro() -> LibroDePedidos { LibroDePedidos(url: archivo, ahora: { [fecha] in fecha }) }

  func lineas() throws -> [String] {
    try String(contentsOf: archivo, encoding: .utf8).split(separator: "\n").map(String.init)
  }

  func todos(_ libro: LibroDePedidos) throws -> [PedidoGuardado] {
    try libro.pagina(ConsultaDePedidos(tamano: 1000)).pedidos
  }

  @Test
  func sinArchivoNoHayPedidosNiSeCreaNada() throws {
    let libro = libro()
    #expect(
      try libro.pagina(ConsultaDePedidos())
        == PaginaDePedidos(pagina: 1, pedidos: [], hayMas: false))
    #expect(try libro.pedido(numero: 1) == nil)
    #expect(try libro.abrir() == AperturaDelLibro())
    #expect(
      try carpeta.nombres(en: "datos") == [".pedidos-pendientes.lock", ".pedidos.jsonl.lock"])
  }

  @Test
  func guardaNumeraYEscribeUnaLineaPorPedido() throws {
    let libro = libro()
    #expect(try libro.guardar(.camisetas(2, clave: 1, comprador: 1)) == 1)
    #expect(try libro.guardar(.camisetas(1, clave: 2)) == 2)

    #expect(try carpeta.nombres(en: "datos") == [".pedidos.jsonl.lock", "pedidos.jsonl"])
    let lineas = try lineas()
    #expect(lineas.count == 3)
    #expect(lineas[0] == #"{"formato":"pedidos","version":2}"#)
    #expect(
      lineas[1]
        == #"{"fecha":"2025-06-15T15:06:40Z","numero":1,"pedido":{"comprador":1,"#
        + #""id":"00000000-0000-0000-0000-000000000001","lineas":[{"cantidad":2,"producto":"#
        + #"{"categoria":"Ropa","id":1,"nombre":"Camiseta de algodón blanca","#
        + #""precioEnCentimos":1299}}]}}"#)
    // A second book on the same file carries on where the first left off.
    #expect(try LibroDePedidos(url: archivo).guardar(.camisetas(1, clave: 3)) == 3)
  }

  @Test
  func leePorPaginasLoMasNuevoPrimeroYUnPedidoPorNumero() throws {
    let libro = libro()
    for clave in 1...25 {
      _ = try libro.guardar(.camisetas(1, clave: clave, comprador: clave.isMultiple(of: 2) ? 2 : 1))
    }

    let primera = try libro.pagina(ConsultaDePedidos(comprador: 1, pagina: 1, tamano: 5))
    #expect(primera.pedidos.map(\.numero) == [25, 23, 21, 19, 17])
    #expect(primera.hayMas)
    let ultima = try libro.pagina(ConsultaDePedidos(comprador: 1, pagina: 3, tamano: 5))
    #expect(ultima.pedidos.map(\.numero) == [5, 3, 1])
    #expect(!ultima.hayMas)
    #expect(try libro.pagina(ConsultaDePedidos(comprador: 1, pagina: 4, tamano: 5)).pedidos == [])
    #expect(
      try libro.pagina(ConsultaDePedidos(comprador: 2, tamano: 3)).pedidos.map(\.numero) == [
        24, 22, 20,
      ])
    #expect(try libro.pagina(ConsultaDePedidos(tamano: 3)).pedidos.map(\.numero) == [25, 24, 23])

    #expect(
      try libro.pedido(numero: 7)
        == PedidoGuardado(numero: 7, fecha: fecha, pedido: .camisetas(1, clave: 7, comprador: 1)))
    #expect(try libro.pedido(numero: 26) == nil)
    #expect(try libro.pedido(numero: 0) == nil)
  }

  @Test
  func variosLibrosQueGuardanALaVezNoRepitenNiPierdenNumeros() async throws {
    // Two books on one file are two openers of it, as two processes are: only the file lock
    // keeps them apart.
    let libros = [libro(), libro()]
    try await withThrowingTaskGroup(of: [Int].self) { grupo in
      for tarea in 0..<4 {
        grupo.addTask {
          try (0..<25).map { pedido in
            try libros[tarea % 2].guardar(.camisetas(1, clave: tarea * 100 + pedido))
          }
        }
      }
      var numeros: [Int] = []
      for try await suyos in grupo { numeros += suyos }
      #expect(numeros.sorted() == Array(1...100))
    }
    let guardados = try todos(libros[0])
    #expect(guardados.map(\.numero) == Array((1...100).reversed()))
    #expect(Set(guardados.map(\.pedido.id)).count == 100)
  }

  @Test
  func unaLineaQueUnProcesoMuertoDejoAMediasSeCortaAlGuardar() throws {
    let libro = libro()
    _ = try libro.guardar(.camisetas(1, clave: 1))
    // What a process killed in the middle of an append leaves behind.
    let salida = try FileHandle(forWritingTo: archivo)
    try salida.seekToEnd()
    try salida.write(contentsOf: Data(#"{"fecha":"2025-06-15T15:06:40Z","numero":2,"ped"#.utf8))
    try salida.close()

    #expect(try todos(libro).map(\.numero) == [1], "readers skip the half-written line")
    #expect(try libro.guardar(.camisetas(1, clave: 2)) == 2)
    #expect(try lineas().count == 3)
    #expect(try todos(libro).map(\.pedido.id) == [UUID(2), UUID(1)])
  }

  @Test
  func abrirBorraLosTemporalesQueDejaronLosProcesosMuertos() throws {
    let libro = libro()
    _ = try libro.guardar(.camisetas(1, clave: 1))
    let pendientes = libro.carpetaDePendientes
    try FileManager.default.createDirectory(at: pendientes, withIntermediateDirectories: true)
    try Data("a medias".utf8).write(
      to: archivo.deletingLastPathComponent().appending(path: ".pedidos.jsonl.A.tmp"))
    try Data("a medias".utf8).write(to: pendientes.appending(path: ".B.json.C.tmp"))

    #expect(try libro.abrir() == AperturaDelLibro())
    #expect(
      try carpeta.nombres(en: "datos") == [
        ".pedidos-pendientes.lock", ".pedidos.jsonl.lock", "pedidos-pendientes", "pedidos.jsonl",
      ])
    #expect(try carpeta.nombres(en: "datos/pedidos-pendientes") == [])
    #expect(try todos(libro).count == 1)
  }

  @Test
  func unPedidoQueNoCabeEnElLibroSeApartaYSeGuardaEnElSiguienteIntento() throws {
    let libro = libro()
    _ = try libro.guardar(.camisetas(1, clave: 1))
    let bueno = try Data(contentsOf: archivo)
    // A journal this version can't write to (a newer app's): the paid order must not be lost.
    let futuro = Data("{\"formato\":\"pedidos\",\"version\":3}\n".utf8)
    try futuro.write(to: archivo)

    #expect(throws: PedidoPendiente.self) { try libro.guardar(.camisetas(3, clave: 2)) }
    #expect(
      try carpeta.nombres(en: "datos/pedidos-pendientes") == [
        "00000000-0000-0000-0000-000000000002.json"
      ])
    #expect(try libro.pendientes() == [.camisetas(3, clave: 2)])
    #expect(try Data(contentsOf: archivo) == futuro, "left untouched")

    // Repaired, the next save saves the order kept aside first, then its own.
    try bueno.write(to: archivo)
    #expect(try libro.guardar(.camisetas(1, clave: 3)) == 3)
    #expect(try todos(libro).map(\.pedido.id) == [UUID(3), UUID(2), UUID(1)])
    #expect(try libro.pendientes() == [])
    #expect(try carpeta.nombres(en: "datos/pedidos-pendientes") == [])
  }

  @Test
  func abrirGuardaLosApartadosUnaSolaVez() throws {
    let libro = libro()
    _ = try libro.guardar(.camisetas(1, clave: 1))
    let bueno = try Data(contentsOf: archivo)
    try Data("{\"formato\":\"pedidos\",\"version\":3}\n".utf8).write(to: archivo)
    #expect(throws: PedidoPendiente.self) { try libro.guardar(.camisetas(2, clave: 2)) }
    try bueno.write(to: archivo)

    // The next session saves it when it opens the book.
    #expect(try LibroDePedidos(url: archivo).abrir() == AperturaDelLibro(pendientesGuardados: 1))
    #expect(try todos(libro).map(\.pedido.id) == [UUID(2), UUID(1)])

    // A process that died after saving a kept order but before deleting its file leaves it
    // behind: it is deleted, not saved again.
    let pendiente = libro.carpetaDePendientes.appending(path: "\(UUID(2).uuidString).json")
    let encoder = JSONEncoder()
    encoder.dateEncodingStrategy = .iso8601
    struct Pendiente: Encodable {
      var version = 1
      var fecha: Date
      var pedido: Pedido
    }
    try encoder.encode(Pendiente(fecha: fecha, pedido: .camisetas(2, clave: 2))).write(
      to: pendiente)
    #expect(try libro.abrir() == AperturaDelLibro())
    #expect(try todos(libro).map(\.pedido.id) == [UUID(2), UUID(1)])
    #expect(try libro.pendientes() == [])
  }

  @Test
  func unLibroDeOtraVersionSeInformaYNoSeToca() throws {
    try FileManager.default.createDirectory(
      at: archivo.deletingLastPathComponent(), withIntermediateDirectories: true)
    let libro = libro()
    let futuro = Data("{\"formato\":\"pedidos\",\"version\":3}\n".utf8)
    try futuro.write(to: archivo)

    #expect(throws: ErrorLibroDePedidos.versionDesconocida(archivo, 3)) {
      try libro.pagina(ConsultaDePedidos())
    }
    #expect(throws: ErrorLibroDePedidos.versionDesconocida(archivo, 3)) { try libro.abrir() }
    #expect(try Data(contentsOf: archivo) == futuro)
    #expect(
      ErrorLibroDePedidos.versionDesconocida(archivo, 3).mensaje
        == "El libro de pedidos es de la versión 3, que esta aplicación no conoce; no se ha "
        + "tocado.")
  }

  @Test
  func unDiarioDanadoSeApartaEnteroUnaSolaVezYSeSigueConLoQueSePuedeLeer() throws {
    let libro = libro()
    for clave in 1...3 { _ = try libro.guardar(.camisetas(1, clave: clave)) }
    // A line in the middle that is not an order: pages can't be read past it.
    var lineas = try lineas()
    lineas.insert(#"{"numero": dos}"#, at: 2)
    let danado = Data((lineas.joined(separator: "\n") + "\n").utf8)
    try danado.write(to: archivo)
    #expect(throws: ErrorLibroDePedidos.corrupto(archivo)) { try libro.pagina(ConsultaDePedidos()) }

    // The next opening sets it aside, whole, and goes on with the three orders it could read.
    let apertura = try LibroDePedidos(url: archivo, ahora: { [fecha] in fecha }).abrir()
    let apartado = carpeta.url.appending(path: "datos/pedidos.danado-20250615T150640Z.jsonl")
    #expect(
      apertura
        == AperturaDelLibro(
          diarioApartado: DiarioApartado(archivo: apartado.path, pedidosRecuperados: 3)))
    #expect(
      apertura.diarioApartado?.mensaje
        == "El libro de pedidos estaba dañado: se ha apartado entero en "
        + "«pedidos.danado-20250615T150640Z.jsonl» y se sigue con uno nuevo que conserva los 3 "
        + "pedidos que se podían leer.")
    #expect(try Data(contentsOf: apartado) == danado, "nothing of it is lost")
    #expect(try todos(libro).map(\.numero) == [3, 2, 1])
    #expect(try libro.guardar(.camisetas(1, clave: 4)) == 4)

    // Reported once: the new journal is whole.
    #expect(try libro.abrir() == AperturaDelLibro())
    #expect(try LibroDePedidos(url: archivo).abrir() == AperturaDelLibro())
  }

  @Test
  func unaCabeceraIlegibleNoConvierteCadaPagoEnUnPendienteParaSiempre() throws {
    try FileManager.default.createDirectory(
      at: archivo.deletingLastPathComponent(), withIntermediateDirectories: true)
    let basura = Data("esto no es un libro de pedidos\n".utf8)
    try basura.write(to: archivo)
    let libro = libro()

    // The save sets the journal aside itself, and the order is saved, not kept aside.
    #expect(try libro.guardar(.camisetas(1, clave: 1)) == 1)
    #expect(try libro.guardar(.camisetas(1, clave: 2)) == 2)
    #expect(try libro.pendientes() == [])
    #expect(
      try carpeta.nombres(en: "datos").filter { !$0.hasPrefix(".") } == [
        "pedidos.danado-20250615T150640Z.jsonl", "pedidos.jsonl",
      ])
    #expect(
      try Data(
        contentsOf: carpeta.url.appending(path: "datos/pedidos.danado-20250615T150640Z.jsonl"))
        == basura)
    // The next opening says what happened, once.
    #expect(try libro.abrir().diarioApartado?.pedidosRecuperados == 0)
    #expect(try libro.abrir() == AperturaDelLibro())
  }

  @Test
  func unCerrojoRetenidoDemasiadoEsUnErrorTipadoYElPedidoSeAparta() async throws {
    let libro = LibroDePedidos(
      url: archivo, ahora: { [fecha] in fecha }, espera: .milliseconds(50))
    _ = try libro.guardar(.camisetas(1, clave: 1))
    try await conCerrojoRetenido(de: archivo) {
      #expect(throws: ErrorLibroDePedidos.ocupado(archivo)) { try libro.abrir() }
      // A payment while the journal is held: kept aside — its lock is another one.
      #expect(throws: PedidoPendiente.self) { try libro.guardar(.camisetas(1, clave: 2)) }
    }
    #expect(
      ErrorLibroDePedidos.ocupado(archivo).mensaje
        == "Otra sesión está usando el libro de pedidos. Inténtalo de nuevo en unos segundos.")

    #expect(try libro.abrir() == AperturaDelLibro(pendientesGuardados: 1))
    #expect(try todos(libro).map(\.pedido.id) == [UUID(2), UUID(1)])
  }

  @Test
  func unLibroDeLaVersion1SeCopiaAlDiarioYSeDejaComoEstaba() throws {
    let anterior = archivo.deletingLastPathComponent().appending(path: "pedidos.json")
    try FileManager.default.createDirectory(
      at: anterior.deletingLastPathComponent(), withIntermediateDirectories: true)
    let version1 = Data(
      """
      {"version": 1, "pedidos": [
        {"numero": 2, "pedido": {"lineas": [{"producto": {"id": 5, "nombre": "Sudadera con capucha gris", "precioEnCentimos": 3495}, "cantidad": 1}]}},
        {"numero": 1, "pedido": {"lineas": [{"producto": {"id": 1, "nombre": "Camiseta de algodón blanca", "precioEnCentimos": 1299}, "cantidad": 2}]}}
      ]}
      """.utf8)
    try version1.write(to: anterior)
    let libro = libro()

    let migrados = try todos(libro)
    #expect(migrados.map(\.numero) == [2, 1])
    #expect(migrados.map(\.fecha) == [nil, nil])
    #expect(migrados[1].pedido.lineas.first?.producto.nombre == "Camiseta de algodón blanca")
    #expect(try libro.guardar(.camisetas(1, clave: 9)) == 3)
    #expect(try Data(contentsOf: anterior) == version1)

    let desconocido = Data(#"{"version": 7, "pedidos": []}"#.utf8)
    try FileManager.default.removeItem(at: archivo)
    try desconocido.write(to: anterior)
    #expect(throws: ErrorLibroDePedidos.versionDesconocida(anterior, 7)) {
      try libro.pagina(ConsultaDePedidos())
    }
    #expect(try Data(contentsOf: anterior) == desconocido)
  }
}
