import Catalogo
import Foundation
import PedidosClient
import Storage
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

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
/// - `.pedidos.jsonl.lock` — the lock every process holds while it changes the journal
///   (``FileLock``, `flock(2)`).
/// - `pedidos-pendientes/ID.json` — orders paid but not saved yet (`{"version":1,"fecha":…,
///   "pedido":{…}}`), saved into the journal by the next save or the next ``abrir()``; their
///   writers hold `.pedidos-pendientes.lock`, not the journal's lock, so an order can be kept
///   aside while another process holds the journal.
/// - `pedidos.danado-FECHA.jsonl` — a damaged journal, set aside whole (see below).
///
/// Saving takes the lock, cuts off a line a killed process left half-written, reads the last
/// line for the last number, appends the order with the next one and flushes it to disk — the
/// same few reads and writes however long the book is. An order is confirmed only after that
/// flush, so a crash at any instant loses nothing confirmed; the journal is only ever appended
/// to, except when it is found damaged. Reading needs no lock and streams: pages come from the
/// end of the file backwards, stopping as soon as the page is full.
///
/// A damaged journal — a header that is not an orders file's, a line that is not an order —
/// is set aside once: the first ``abrir()`` in a process reads every line, and a save that
/// finds the header or the last line damaged does the same. The damaged file is kept whole
/// under a new name, a new journal holding the orders that could be read takes its place
/// (one atomic rename), and ``abrir()`` reports it (``DiarioApartado``). A journal of an
/// unknown version (a newer app's) is not damage: it is reported
/// (``ErrorLibroDePedidos/versionDesconocida(_:_:)``) and left as it is. A version 1 book
/// (`pedidos.json`, one JSON document) is copied into a new journal on first use and left
/// untouched.
///
/// Every lock is waited for at most `espera`; past it, the work is not done and
/// ``ErrorLibroDePedidos/ocupado(_:)`` says so (a save then keeps the order aside).
///
/// > Important: every method blocks on the disk and on locks: call them through
/// > ``BlockingWork``, never from the main actor or the cooperative pool. The live client
/// > (``PedidosClient/ClientePedidos/live(archivo:)``) does.
public final class LibroDePedidos: Sendable {
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
  private let cerrojoDePendientes: FileLock
  private let archivoVersion1: URL
  private let ahora: @Sendable () -> Date
  /// Whether this instance has checked the whole journal since it last saw damage.
  private let revisado = Mutex(false)
  /// A journal set aside that ``abrir()`` has not reported yet.
  private let apartadoSinAvisar = Mutex<DiarioApartado?>(nil)

  /// An order book whose journal is `url`; its other files go beside it. Nothing is created
  /// until the first save.
  ///
  /// - Parameters:
  ///   - url: The journal.
  ///   - ahora: The clock that dates saved orders and names a damaged journal set aside.
  ///   - espera: How long to wait for another process's lock; ``FileLock/defaultTimeout``.
  public init(
    url: URL, ahora: @escaping @Sendable () -> Date = { Date() },
    espera: Duration = FileLock.defaultTimeout
  ) {
    self.url = url
    let carpeta = url.deletingLastPathComponent()
    carpetaDePendientes = carpeta.appending(path: Self.nombreDeCarpetaDePendientes)
    archivoVersion1 = carpeta.appending(path: Self.nombreDeArchivoVersion1)
    diario = JSONLinesFile(url: url)
    cerrojo = FileLock(guarding: url, timeout: espera)
    cerrojoDePendientes = FileLock(guarding: carpetaDePendientes, timeout: espera)
    self.ahora = ahora
  }

  // MARK: - Writing

  /// Gets the book ready: deletes the temporary files crashed processes left, saves the
  /// orders kept aside, and — the first time in this instance, or after damage was seen —
  /// reads every line and sets a damaged journal aside.
  ///
  /// - Returns: What it did, and a journal set aside since the last call, if any.
  /// - Throws: ``ErrorLibroDePedidos`` when the journal can't be used (an unknown version, a
  ///   lock held too long), or the file system's error.
  @discardableResult
  public func abrir() throws -> AperturaDelLibro {
    let guardados = try conCerrojo {
      AtomicFile.removeAbandonedTemporaries(of: url)
      try conCerrojoDePendientes {
        for archivo in try archivosEnPendientes() where archivo.lastPathComponent.hasPrefix(".") {
          try? FileManager.default.removeItem(at: archivo)
        }
      }
      let hayPendientes = try !pendientes().isEmpty
      guard diario.exists || existeVersion1 || hayPendientes else { return 0 }
      try prepararDiario(revisarEntero: !revisado.withLock { $0 })
      revisado.withLock { $0 = true }
      return try guardarPendientes()
    }
    let apartado = apartadoSinAvisar.withLock { apartado in
      defer { apartado = nil }
      return apartado
    }
    return AperturaDelLibro(pendientesGuardados: guardados, diarioApartado: apartado)
  }

  /// Saves `pedido` with the next number and returns it, once it is on disk.
  ///
  /// - Throws: ``PedidosClient/PedidoPendiente`` when the journal could not take the order
  ///   but it was kept aside, to be saved by the next save or the next ``abrir()``; the
  ///   journal's error when it could not even be kept aside.
  public func guardar(_ pedido: Pedido) throws -> Int {
    do {
      return try conCerrojo {
        try prepararDiario(revisarEntero: false)
        try guardarPendientes()
        return try anadir(pedido, fecha: ahora())
      }
    } catch let errorDelDiario {
      let archivo = carpetaDePendientes.appending(path: "\(pedido.id.uuidString).json")
      let pendiente = Pendiente(version: 1, fecha: ahora(), pedido: pedido)
      do {
        try conCerrojoDePendientes {
          try AtomicFile.write(try Self.codificar(pendiente), to: archivo)
        }
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

  /// Creates the journal (from the version 1 book, if there is one), checks its header and
  /// last line — every line when `revisarEntero` — and cuts off a torn last line. A damaged
  /// journal is set aside and replaced (``apartar(_:)``).
  private func prepararDiario(revisarEntero: Bool) throws {
    if !diario.exists {
      let anteriores = try leerVersion1() ?? []
      try diario.createIfMissing(
        lines: [try Self.codificar(Self.cabecera)] + anteriores.map { try Self.codificar($0) })
    }
    try diario.repairTornTail()
    do {
      try comprobarCabecera()
      if revisarEntero {
        try diario.forEachLine(.oldestFirst) { linea in
          _ = try entrada(linea)
          return true
        }
      } else if let ultima = try diario.lastLine() {
        _ = try entrada(ultima)
      }
    } catch ErrorLibroDePedidos.corrupto {
      try apartar(url)
    }
  }

  /// Sets the damaged journal `danado` aside whole, under a new name beside it, and puts in its
  /// place a journal holding the orders that could be read from it (each number once, in
  /// order). The new journal replaces the old in one atomic rename, after the damaged one is
  /// linked under its new name: a crash at any point leaves a journal, and the damaged file.
  private func apartar(_ danado: URL) throws {
    var recuperados: [PedidoGuardado] = []
    var claves: Set<UUID> = []
    if danado == url {
      try diario.forEachLine(.oldestFirst) { linea in
        if let guardado = try? Self.decodificador().decode(PedidoGuardado.self, from: linea),
          guardado.numero > (recuperados.last?.numero ?? 0),
          claves.insert(guardado.pedido.id).inserted
        {
          recuperados.append(guardado)
        }
        return true
      }
    }
    let apartado = nombreParaApartar(danado)
    guard link(danado.path, apartado.path) == 0 else {
      throw FileError(step: "set aside", path: danado.path, code: errno)
    }
    var contenido = try Self.codificar(Self.cabecera) + Data("\n".utf8)
    for guardado in recuperados { contenido += try Self.codificar(guardado) + Data("\n".utf8) }
    if danado == url {
      try AtomicFile.write(contenido, to: url)
    } else {
      try FileManager.default.removeItem(at: danado)
      try diario.createIfMissing(lines: [try Self.codificar(Self.cabecera)])
    }
    revisado.withLock { $0 = true }
    apartadoSinAvisar.withLock {
      $0 = DiarioApartado(archivo: apartado.path, pedidosRecuperados: recuperados.count)
    }
  }

  /// `pedidos.danado-20250301T100000Z.jsonl` beside `danado` (`-2`, `-3`… if taken).
  private func nombreParaApartar(_ danado: URL) -> URL {
    let fecha = ahora().formatted(
      Date.ISO8601FormatStyle().year().month().day().dateTimeSeparator(.standard).time(
        includingFractionalSeconds: false)
    ).filter { $0 != "-" && $0 != ":" }
    let base = danado.deletingPathExtension().lastPathComponent + ".danado-\(fecha)Z"
    let carpeta = danado.deletingLastPathComponent()
    var candidato = carpeta.appending(path: "\(base).\(danado.pathExtension)")
    var numero = 2
    while FileManager.default.fileExists(atPath: candidato.path) {
      candidato = carpeta.appending(path: "\(base)-\(numero).\(danado.pathExtension)")
      numero += 1
    }
    return candidato
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

  /// Runs `cuerpo` holding the journal's lock; a lock held too long by another process is
  /// ``ErrorLibroDePedidos/ocupado(_:)``.
  private func conCerrojo<T>(_ cuerpo: () throws -> T) throws -> T {
    do {
      return try cerrojo.withLock(cuerpo)
    } catch is FileLockTimeout {
      throw ErrorLibroDePedidos.ocupado(url)
    }
  }

  /// Runs `cuerpo` holding the pending folder's lock (taken after the journal's, never before).
  private func conCerrojoDePendientes<T>(_ cuerpo: () throws -> T) throws -> T {
    do {
      return try cerrojoDePendientes.withLock(cuerpo)
    } catch is FileLockTimeout {
      throw ErrorLibroDePedidos.ocupado(carpetaDePendientes)
    }
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
      revisado.withLock { $0 = false }
      throw ErrorLibroDePedidos.corrupto(url)
    }
    return .cabecera
  }

  private func comprobarCabecera() throws {
    guard let linea = try diario.firstLine(),
      let cabecera = try? Self.decodificador().decode(Cabecera.self, from: linea),
      cabecera.formato == Self.cabecera.formato
    else {
      revisado.withLock { $0 = false }
      throw ErrorLibroDePedidos.corrupto(url)
    }
    guard cabecera.version == Self.version else {
      throw ErrorLibroDePedidos.versionDesconocida(url, cabecera.version)
    }
  }

  /// Visits the saved orders newest first, migrating a version 1 book first if needed. A
  /// damaged line stops the reading with ``ErrorLibroDePedidos/corrupto(_:)``, and the next
  /// ``abrir()`` sets the journal aside.
  private func recorrerDesdeElFinal(_ visitar: (PedidoGuardado) -> Bool) throws {
    if !diario.exists {
      guard existeVersion1 else { return }
      try conCerrojo { try prepararDiario(revisarEntero: false) }
    }
    try comprobarCabecera()
    try diario.forEachLine(.newestFirst) { linea in
      guard case .pedido(let guardado) = try entrada(linea) else { return false }
      return visitar(guardado)
    }
  }

  /// The version 1 book's orders, by number, or `nil` when there is none. A version 1 book
  /// that can't be read is set aside, and the journal starts empty.
  private func leerVersion1() throws -> [PedidoGuardado]? {
    guard existeVersion1 else { return nil }
    let datos = try Data(contentsOf: archivoVersion1)
    guard let libro = try? JSONDecoder().decode(Version1.self, from: datos) else {
      try apartar(archivoVersion1)
      return nil
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
        guard let datos = try? AtomicFile.read(archivo),
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
