import Foundation
import Storage

/// ``LimiteDeIntentos`` kept in a file of the data folder, `accesos-fallidos.json`, so a wait
/// set by a failure in one process holds in every other:
///
/// ```json
/// {"version": 1, "limite": {"correos": {"ana@tienda.es": {"esperaHasta": …, "esperas": 1,
///   "fallos": [ … ]}}}}
/// ```
///
/// Reading needs no lock (writes replace the file whole, ``Storage/AtomicFile``); recording a
/// failure or a success reads, changes and writes it holding its lock
/// (`.accesos-fallidos.json.lock`). A file that can't be read counts as no record — and is
/// replaced at the next change: losing it only forgets recent failures.
///
/// > Important: it blocks on the disk and a lock: call it through ``Storage/BlockingWork``.
public struct RegistroDeIntentos: Sendable {
  /// The file.
  public let url: URL
  private let cerrojo: FileLock

  /// The record in `url`.
  ///
  /// - Parameters:
  ///   - url: The file.
  ///   - espera: How long to wait for another process's lock.
  public init(url: URL, espera: Duration = FileLock.defaultTimeout) {
    self.url = url
    cerrojo = FileLock(guarding: url, timeout: espera)
  }

  /// How long an attempt for `correo` at `ahora` must still wait; `nil` when it may go ahead.
  public func espera(de correo: String, en ahora: Date) -> TimeInterval? {
    leer().espera(de: correo, en: ahora)
  }

  /// Records a failed login for `correo` at `ahora`; returns the wait it sets, if any.
  @discardableResult
  public func anotarFallo(de correo: String, en ahora: Date) throws -> TimeInterval? {
    try cambiar { $0.anotarFallo(de: correo, en: ahora) }
  }

  /// Forgets `correo`'s failures: it logged in. Writes nothing when there were none.
  public func anotarExito(de correo: String) throws {
    guard leer().correos[correo] != nil else { return }
    try cambiar { $0.anotarExito(de: correo) }
  }

  private struct Contenido: Codable {
    var version = 1
    var limite: LimiteDeIntentos
  }

  private func leer() -> LimiteDeIntentos {
    guard let datos = try? AtomicFile.read(url),
      let contenido = try? Self.decodificador.decode(Contenido.self, from: datos),
      contenido.version == 1
    else { return LimiteDeIntentos() }
    return contenido.limite
  }

  private func cambiar<T>(_ cambio: (inout LimiteDeIntentos) -> T) throws -> T {
    try cerrojo.withLock {
      var limite = leer()
      let resultado = cambio(&limite)
      try AtomicFile.write(
        try Self.codificador.encode(Contenido(limite: limite)), to: url, permissions: 0o600)
      return resultado
    }
  }

  private static var codificador: JSONEncoder {
    let codificador = JSONEncoder()
    codificador.outputFormatting = [.sortedKeys]
    codificador.dateEncodingStrategy = .secondsSince1970
    return codificador
  }

  private static var decodificador: JSONDecoder {
    let decodificador = JSONDecoder()
    decodificador.dateDecodingStrategy = .secondsSince1970
    return decodificador
  }
}
