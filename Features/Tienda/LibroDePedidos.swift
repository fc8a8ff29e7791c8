import Foundation
import Runtime
import Storage

/// The order book on disk: every paid order once, with a unique number, whatever number of
/// processes pay at once, and nothing confirmed lost whenever a process dies.
///
/// Its files, in the data folder:
///
/// - `pedidos.jsonl` — the journal: a header line, then one order per line, oldest first:
///
///   ```json
///   {"formato":"pedidos","version":2}
///   {"fecha":"2025-03-01T10:00:00Z","numero":1,"pedido":{"comprador":1,"id":"6F1C…","lineas":[{"cantidad":2,"producto":{"categoria":"Ropa","id":1,"nombre":"Camiseta de algodón blanca","precioEnCentimos":1299}}]}}
///   ```
///
/// - `.pedidos.lock` — the lock every process holds while it appends (`flock(2)`).
/// - `pedidos-pendientes/ID.json` — orders paid but not saved yet (`{"version":1,"fecha":…,
///   "pedido":{…}}`), saved into the journal by the next save or the next ``abrir()``.
///
/// Saving takes the lock, cuts off a line a killed process left half-written, reads the last
/// line for the last number, appends the order with the next one and flushes it to disk — the
/// same few reads and writes however long the book is. An order is confirmed only after that
/// flush, so a crash at any instant loses nothing confirmed; the journal is never rewritten, so
/// there is nothing to compact. Reading needs no lock and streams: pages come from the end of
/// the file backwards, stopping as soon as the page is full.
///
/// A journal whose header is not version 2, or a line that is not an order, is reported
/// (``ErrorLibroDePedidos``) and the file is left as it is. A version 1 book (`pedidos.json`,
/// one JSON document) is copied into a new journal on first use and left untouched.
public final class LibroDePedidos: Sendable {
  /// The journal's name inside the data folder.
  public static let nombreDeArchivo = "pedidos.jsonl"
  /// The name of the version 1 book, which is read once into the journal.
  public static let nombreDeArchivoVersion1 = "pedidos.json"
  /// The name of the folder of orders paid but not saved yet.
  public static let nombreDeCarpetaDePendientes = "pedidos-pendientes"
  /// The journal format this book reads and writes.
  public static let version = 2

  /// The journal.
  public let url: URL
  /// The folder of orders paid but not saved yet.
  public let carpetaDePendientes: URL

  private let diario: JSONLinesFile
  private let cerrojo: FileLock
  private let archivoVersion1: URL
  private let ahora: @Sendable () -> Date

  /// An order book whose journal is `url`; its other files go beside it. Nothing is created
  /// until the first save.
  ///
  /// - Parameter ahora: The clock that dates saved orders.
  public init(url: URL, ahora: @escaping @Sendable () -> Date = { Date() }) {
    self.url = url
    let carpeta = url.deletingLastPathComponent()
    carpetaDePendientes = carpeta.appending(path: Self.nombreDeCarpetaDePendientes)
    archivoVersion1 = carpeta.appending(path: Self.nombreDeArchivoVersion1)
    diario = JSONLinesFile(url: url)
    cerrojo = FileLock(guarding: url)
    self.ahora = ahora
  }

  // MARK: - Writing

  /// Gets the book ready at the start of a session: deletes the temporary files crashed
  /// processes left, and saves the orders kept aside.
  ///
  /// - Returns: How many orders kept aside it saved.
  @discardableResult
  public func abrir() throws -> Int {
    try cerrojo.withLock {
      AtomicFile.removeAbandonedTemporaries(of: url)
      for archivo in try archivosEnPendientes() where archivo.lastPathComponent.hasPrefix(".") {
        try? FileManager.default.removeItem(at: archivo)
      }
      let hayPendientes = try !pendientes().isEmpty
      guard diario.exists || existeVersion1 || hayPendientes else { return 0 }
      try prepararDiario()
      return try guardarPendientes()
    }
  }

  /// Saves `pedido` with the next number and returns it, once it is on disk.
  ///
  /// - Throws: ``PedidoPendiente`` when the journal could not take the order but it was kept
  ///   aside, to be saved by the next save or the next ``abrir()``; the journal's error when
  ///   it could not even be kept aside.
  public func guardar(_ pedido: Pedido) throws -> Int {
    do {
      return try cerrojo.withLock {
        try prepararDiario()
        try guardarPendientes()
        return try anadir(pedido, fecha: ahora())
      }
    } catch let errorDelDiario {
      let archivo = carpetaDePendientes.appending(path: "\(pedido.id.uuidString).json")
      let pendiente = Pendiente(version: 1, fecha: ahora(), pedido: pedido)
      do {
        try cerrojo.withLock { try AtomicFile.write(try Self.codificar(pendiente), to: archivo) }
      } catch {
        throw errorDelDiario
      }
      throw PedidoPendiente(id: pedido.id, archivo: archivo, motivo: "\(errorDelDiario)")
    }
  }

  // MARK: - Reading

  /// One page of saved orders, newest first, read from the end of the journal backwards.
  public func pagina(_ consulta: ConsultaDePedidos) throws -> PaginaDePedidos {
    var recogida = RecogidaDePagina(consulta)
    try recorrerDesdeElFinal { recogida.ofrecer($0) }
    return recogida.pagina
  }

  /// The saved order with number `numero`, or `nil`. Reads backwards from the end of the
  /// journal until it passes that number: recent orders are found at once.
  public func pedido(numero: Int) throws -> PedidoGuardado? {
    var encontrado: PedidoGuardado?
    try recorrerDesdeElFinal { guardado in
      if guardado.numero == numero { encontrado = guardado }
      return guardado.numero > numero
    }
    return encontrado
  }

  /// The orders kept aside, paid but not saved yet, oldest first. Files that are not pending
  /// orders this version understands are left out (and left alone).
  public func pendientes() throws -> [Pedido] {
    try pendientesEnDisco().map(\.pendiente.pedido)
  }

  // MARK: - Inside the lock

  /// Creates the journal (from the version 1 book, if there is one), checks its header, and
  /// cuts off a torn last line.
  private func prepararDiario() throws {
    if !diario.exists {
      let anteriores = try leerVersion1() ?? []
      try diario.createIfMissing(
        lines: [try Self.codificar(Self.cabecera)] + anteriores.map { try Self.codificar($0) })
    }
    try comprobarCabecera()
    try diario.repairTornTail()
  }

  /// Appends `pedido` with the number after the last line's.
  private func anadir(_ pedido: Pedido, fecha: Date?) throws -> Int {
    guard let linea = try diario.lastLine() else { throw ErrorLibroDePedidos.corrupto(url) }
    let ultimo: Int
    switch try entrada(linea) {
    case .pedido(let guardado): ultimo = guardado.numero
    case .cabecera: ultimo = 0
    }
    let guardado = PedidoGuardado(numero: ultimo + 1, fecha: fecha, pedido: pedido)
    try diario.append(try Self.codificar(guardado))
    return guardado.numero
  }

  /// Saves the orders kept aside — each once: one already in the journal (its process died
  /// between saving it and deleting its file) is not saved again. Returns how many it saved.
  @discardableResult
  private func guardarPendientes() throws -> Int {
    let enDisco = try pendientesEnDisco()
    guard !enDisco.isEmpty else { return 0 }
    var porGuardar = Set(enDisco.map(\.pendiente.pedido.id))
    try diario.forEachLine(.newestFirst) { linea in
      if case .pedido(let guardado)? = try? entrada(linea) {
        porGuardar.remove(guardado.pedido.id)
      }
      return !porGuardar.isEmpty
    }
    var guardados = 0
    for (archivo, pendiente) in enDisco {
      if porGuardar.contains(pendiente.pedido.id) {
        _ = try anadir(pendiente.pedido, fecha: pendiente.fecha)
        guardados += 1
      }
      try FileManager.default.removeItem(at: archivo)
    }
    return guardados
  }

  // MARK: - Files

  private static let cabecera = Cabecera(formato: "pedidos", version: version)

  private struct Cabecera: Codable {
    var formato: String
    var version: Int
  }

  /// A pending order's file.
  private struct Pendiente: Codable {
    var version: Int
    var fecha: Date
    var pedido: Pedido
  }

  /// The version 1 book.
  private struct Version1: Decodable {
    struct Guardado: Decodable {
      var numero: Int
      var pedido: PedidoV1
    }
    struct PedidoV1: Decodable {
      var lineas: [LineaDeCarrito]
    }
    var version: Int
    var pedidos: [Guardado]
  }

  private enum Entrada {
    case cabecera
    case pedido(PedidoGuardado)
  }

  private var existeVersion1: Bool { FileManager.default.fileExists(atPath: archivoVersion1.path) }

  private func entrada(_ linea: Data) throws -> Entrada {
    let decodificador = Self.decodificador()
    if let guardado = try? decodificador.decode(PedidoGuardado.self, from: linea) {
      return .pedido(guardado)
    }
    guard (try? decodificador.decode(Cabecera.self, from: linea)) != nil else {
      throw ErrorLibroDePedidos.corrupto(url)
    }
    return .cabecera
  }

  private func comprobarCabecera() throws {
    guard let linea = try diario.firstLine(),
      let cabecera = try? Self.decodificador().decode(Cabecera.self, from: linea),
      cabecera.formato == Self.cabecera.formato
    else { throw ErrorLibroDePedidos.corrupto(url) }
    guard cabecera.version == Self.version else {
      throw ErrorLibroDePedidos.versionDesconocida(url, cabecera.version)
    }
  }

  /// Visits the saved orders newest first, migrating a version 1 book first if needed.
  private func recorrerDesdeElFinal(_ visitar: (PedidoGuardado) -> Bool) throws {
    if !diario.exists {
      guard existeVersion1 else { return }
      try cerrojo.withLock { try prepararDiario() }
    }
    try comprobarCabecera()
    try diario.forEachLine(.newestFirst) { linea in
      guard case .pedido(let guardado) = try entrada(linea) else { return false }
      return visitar(guardado)
    }
  }

  /// The version 1 book's orders, by number, or `nil` when there is none.
  private func leerVersion1() throws -> [PedidoGuardado]? {
    guard existeVersion1 else { return nil }
    let datos = try Data(contentsOf: archivoVersion1)
    guard let libro = try? JSONDecoder().decode(Version1.self, from: datos) else {
      throw ErrorLibroDePedidos.corrupto(archivoVersion1)
    }
    guard libro.version == 1 else {
      throw ErrorLibroDePedidos.versionDesconocida(archivoVersion1, libro.version)
    }
    return libro.pedidos.enumerated()
      .sorted { ($0.element.numero, $0.offset) < ($1.element.numero, $1.offset) }
      .map { _, guardado in
        PedidoGuardado(
          numero: guardado.numero, fecha: nil,
          pedido: Pedido(id: UUID(), lineas: guardado.pedido.lineas))
      }
  }

  private func archivosEnPendientes() throws -> [URL] {
    guard FileManager.default.fileExists(atPath: carpetaDePendientes.path) else { return [] }
    return try FileManager.default.contentsOfDirectory(atPath: carpetaDePendientes.path).sorted()
      .map { carpetaDePendientes.appending(path: $0) }
  }

  private func pendientesEnDisco() throws -> [(archivo: URL, pendiente: Pendiente)] {
    try archivosEnPendientes()
      .filter { !$0.lastPathComponent.hasPrefix(".") && $0.pathExtension == "json" }
      .compactMap { archivo in
        guard let datos = try? Data(contentsOf: archivo),
          let pendiente = try? Self.decodificador().decode(Pendiente.self, from: datos),
          pendiente.version == 1
        else { return nil }
        return (archivo, pendiente)
      }
      .sorted { $0.pendiente.fecha < $1.pendiente.fecha }
  }

  private static func codificar(_ valor: some Encodable) throws -> Data {
    let codificador = JSONEncoder()
    codificador.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    codificador.dateEncodingStrategy = .iso8601
    return try codificador.encode(valor)
  }

  private static func decodificador() -> JSONDecoder {
    let decodificador = JSONDecoder()
    decodificador.dateDecodingStrategy = .iso8601
    return decodificador
  }
}

/// The order was paid, but the journal could not take it: it is kept aside in
/// ``LibroDePedidos/carpetaDePendientes`` and saved by the next save or the next
/// ``LibroDePedidos/abrir()``.
public struct PedidoPendiente: Error, Equatable, CustomStringConvertible {
  /// The order's key.
  public var id: UUID
  /// The file it is kept in.
  public var archivo: URL
  /// Why the journal could not take it.
  public var motivo: String

  /// Creates the error.
  public init(id: UUID, archivo: URL, motivo: String) {
    self.id = id
    self.archivo = archivo
    self.motivo = motivo
  }

  public var description: String {
    "The order \(id) was kept aside in \(archivo.path) (\(motivo)); it will be saved later."
  }
}

/// Why the order book could not be used. Its files are never overwritten in these cases.
public enum ErrorLibroDePedidos: Error, Equatable, CustomStringConvertible {
  /// The file is not an orders file, or one of its lines is not an order.
  case corrupto(URL)
  /// The file is an orders file of a version this app does not know.
  case versionDesconocida(URL, Int)

  public var description: String {
    switch self {
    case .corrupto(let url):
      "The orders file at \(url.path) is corrupt; it was left untouched."
    case .versionDesconocida(let url, let version):
      "The orders file at \(url.path) is version \(version), which this app does not know; "
        + "it was left untouched."
    }
  }
}
