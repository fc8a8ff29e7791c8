import Foundation
import Testing
import TiendaFeature

/// The order book on disk: numbering, pages, the journal's format, what crashes leave behind,
/// orders kept aside, and version 1 books.
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
    #expect(try libro.abrir() == 0)
    #expect(try carpeta.archivos(en: "datos") == [".pedidos.jsonl.lock"])
  }

  @Test
  func guardaNumeraYEscribeUnaLineaPorPedido() throws {
    let libro = libro()
    #expect(try libro.guardar(.camisetas(2, clave: 1, comprador: 1)) == 1)
    #expect(try libro.guardar(.camisetas(1, clave: 2)) == 2)

    #expect(try carpeta.archivos(en: "datos") == [".pedidos.jsonl.lock", "pedidos.jsonl"])
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

    #expect(try libro.abrir() == 0)
    #expect(
      try carpeta.archivos(en: "datos") == [
        ".pedidos.jsonl.lock", "pedidos-pendientes", "pedidos.jsonl",
      ])
    #expect(try carpeta.archivos(en: "datos/pedidos-pendientes") == [])
    #expect(try todos(libro).count == 1)
  }

  @Test
  func unPedidoQueNoCabeEnElLibroSeApartaYSeGuardaEnElSiguienteIntento() throws {
    let libro = libro()
    _ = try libro.guardar(.camisetas(1, clave: 1))
    let bueno = try Data(contentsOf: archivo)
    // A journal that can't be read: the paid order must not be lost.
    try Data("esto no es un libro\n".utf8).write(to: archivo)

    #expect(throws: PedidoPendiente.self) { try libro.guardar(.camisetas(3, clave: 2)) }
    #expect(
      try carpeta.archivos(en: "datos/pedidos-pendientes") == [
        "00000000-0000-0000-0000-000000000002.json"
      ])
    #expect(try libro.pendientes() == [.camisetas(3, clave: 2)])
    #expect(try Data(contentsOf: archivo) == Data("esto no es un libro\n".utf8), "left untouched")

    // Repaired, the next save saves the order kept aside first, then its own.
    try bueno.write(to: archivo)
    #expect(try libro.guardar(.camisetas(1, clave: 3)) == 3)
    #expect(try todos(libro).map(\.pedido.id) == [UUID(3), UUID(2), UUID(1)])
    #expect(try libro.pendientes() == [])
    #expect(try carpeta.archivos(en: "datos/pedidos-pendientes") == [])
  }

  @Test
  func abrirGuardaLosApartadosUnaSolaVez() throws {
    let libro = libro()
    _ = try libro.guardar(.camisetas(1, clave: 1))
    let bueno = try Data(contentsOf: archivo)
    try Data("{}\n".utf8).write(to: archivo)
    #expect(throws: PedidoPendiente.self) { try libro.guardar(.camisetas(2, clave: 2)) }
    try bueno.write(to: archivo)

    // The next session saves it when it opens the book.
    #expect(try LibroDePedidos(url: archivo).abrir() == 1)
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
    #expect(try libro.abrir() == 0)
    #expect(try todos(libro).map(\.pedido.id) == [UUID(2), UUID(1)])
    #expect(try libro.pendientes() == [])
  }

  @Test
  func unLibroCorruptoODeOtraVersionSeInformaYNoSeToca() throws {
    try FileManager.default.createDirectory(
      at: archivo.deletingLastPathComponent(), withIntermediateDirectories: true)
    let libro = libro()

    let futuro = Data("{\"formato\":\"pedidos\",\"version\":3}\n".utf8)
    try futuro.write(to: archivo)
    #expect(throws: ErrorLibroDePedidos.versionDesconocida(archivo, 3)) {
      try libro.pagina(ConsultaDePedidos())
    }
    #expect(try Data(contentsOf: archivo) == futuro)

    let roto = Data("{\"formato\":\"pedidos\",\"version\":2}\n{\"numero\": uno}\n".utf8)
    try roto.write(to: archivo)
    #expect(throws: ErrorLibroDePedidos.corrupto(archivo)) { try libro.pagina(ConsultaDePedidos()) }
    #expect(throws: PedidoPendiente.self) { try libro.guardar(.camisetas(1, clave: 1)) }
    #expect(try Data(contentsOf: archivo) == roto)
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
