import AutenticacionClient
import Crypto
import Foundation
import Storage
import Synchronization

/// The users file: who can log in, with salted, stretched password hashes — never passwords.
///
/// ```json
/// {"version": 1, "usuarios": [{"id": 1, "correo": "demo@tienda.es", "nombre": "Demo",
///   "sal": "…", "iteraciones": 600000, "hash": "…"}]}
/// ```
///
/// `hash` is PBKDF2-HMAC-SHA-256 (PBKDF2 (`Crypto`'s `PBKDF2`)) of the password with the user's random 16-byte
/// `sal` and `iteraciones` rounds, in hexadecimal. New hashes get ``iteraciones`` rounds —
/// ``iteracionesRecomendadas`` (OWASP's 600,000) unless told otherwise — and a hash stored with
/// fewer is computed again, with a new salt, at its user's next successful login. A record
/// with more than ``iteracionesMaximas`` rounds makes the file invalid: a crafted file can't
/// make a login run for hours. When the file does not exist it is created with the demo user
/// (``AutenticacionClient/Usuario/demo``, password
/// ``AutenticacionClient/ClienteAutenticacion/claveDeDemo``). A file that can't be decoded is
/// reported as ``ErrorArchivoDeUsuarios/corrupto(_:)`` and left as it is. Writes are atomic,
/// and the file is readable only by its owner.
///
/// An unknown email costs what a known one does: a decoy hash is computed with the rounds the
/// file's users are stored with, so how long a refusal takes does not tell which emails exist.
///
/// Several processes may use the file at once. Every change — creating it, adding a user,
/// rehashing one — reads, modifies and writes it while holding the lock `.usuarios.json.lock`
/// beside it (``Storage/FileLock``), so no process's change is lost; reading needs no lock,
/// since each write replaces the file whole. The first use in a process also deletes the
/// temporary files of writes a killed process left behind.
///
/// > Important: every method blocks on the disk, a lock and hundreds of thousands of hash
/// > rounds: call them through ``Storage/BlockingWork``, as the live client does.
public final class ArchivoDeUsuarios: Sendable {
  /// The PBKDF2 rounds new hashes get unless told otherwise: OWASP's current figure for
  /// PBKDF2-HMAC-SHA-256, 600,000.
  public static let iteracionesRecomendadas = 600_000
  /// The most rounds a stored hash may have: more makes the file invalid.
  public static let iteracionesMaximas = 5_000_000

  /// Where the file is.
  public let url: URL
  /// The PBKDF2 rounds for hashes made from now on: new users, and users rehashed because
  /// they were stored with fewer.
  public let iteraciones: Int

  // Held, across processes, by every change to the file.
  private let cerrojo: FileLock
  // Whether this instance has cleaned up after crashed writers and made sure the file exists.
  private let abierto = Mutex(false)

  /// A users file at `url`.
  ///
  /// - Parameters:
  ///   - url: The file.
  ///   - iteraciones: The rounds for hashes made from now on; ``iteracionesRecomendadas`` by
  ///     default. Tests use fewer to run fast; the app never does.
  ///   - espera: How long to wait for another process's lock; ``Storage/FileLock/defaultTimeout``.
  public init(
    url: URL, iteraciones: Int = ArchivoDeUsuarios.iteracionesRecomendadas,
    espera: Duration = FileLock.defaultTimeout
  ) {
    precondition(
      (1...Self.iteracionesMaximas).contains(iteraciones),
      "PBKDF2 rounds must be between 1 and \(Self.iteracionesMaximas)")
    self.url = url
    self.iteraciones = iteraciones
    cerrojo = FileLock(guarding: url, timeout: espera)
  }

  /// The user with these credentials. The email is compared trimmed and lowercased. A user
  /// stored with fewer rounds than ``iteraciones`` is rehashed now, with a new salt.
  ///
  /// - Throws: ``AutenticacionClient/ErrorCredenciales/credencialesInvalidas`` for an unknown
  ///   email or a wrong password (the same error, and the same work, for both);
  ///   ``ErrorArchivoDeUsuarios`` when the file can't be read or created;
  ///   ``Storage/FileLockTimeout`` when another process holds it too long.
  public func entrar(correo: String, clave: String) throws -> Usuario {
    let registros = try leerOCrear()
    let buscado = Self.normalizar(correo)
    guard let registro = registros.first(where: { $0.correo == buscado }) else {
      _ = RegistroDeUsuario.resumen(
        de: clave, sal: Self.salSenuelo, iteraciones: Self.iteracionesDelSenuelo(registros))
      throw ErrorCredenciales.credencialesInvalidas
    }
    guard registro.admite(clave) else { throw ErrorCredenciales.credencialesInvalidas }
    if registro.iteraciones < iteraciones { try rehacer(registro, clave: clave) }
    return registro.usuario
  }

  /// The rounds of the decoy hash an unknown email costs: the most any user's stored hash has
  /// (already capped at ``iteracionesMaximas`` by validation), so a refusal takes as long as
  /// checking a real user.
  func iteracionesDelSenuelo() throws -> Int { Self.iteracionesDelSenuelo(try leerOCrear()) }

  private static func iteracionesDelSenuelo(_ registros: [RegistroDeUsuario]) -> Int {
    registros.map(\.iteraciones).max() ?? iteracionesRecomendadas
  }

  /// Stores `registro` again with ``iteraciones`` rounds and a new salt, unless its password
  /// changed meanwhile in another process.
  private func rehacer(_ registro: RegistroDeUsuario, clave: String) throws {
    let nuevo = RegistroDeUsuario(usuario: registro.usuario, clave: clave, iteraciones: iteraciones)
    try cerrojo.withLock {
      var registros = try leerOCrearConCerrojo()
      guard let indice = registros.firstIndex(where: { $0.correo == registro.correo }),
        registros[indice].hash == registro.hash
      else { return }
      registros[indice] = nuevo
      try escribir(registros)
    }
  }

  /// The users in the file, creating it with the demo user if it does not exist.
  public func usuarios() throws -> [Usuario] {
    try leerOCrear().map(\.usuario)
  }

  /// Adds a user with `clave`, or replaces the one with the same email.
  public func registrar(_ usuario: Usuario, clave: String) throws {
    try cerrojo.withLock {
      var registros = try leerOCrearConCerrojo()
      let nuevo = RegistroDeUsuario(
        usuario: Usuario(
          id: usuario.id, correo: Self.normalizar(usuario.correo), nombre: usuario.nombre),
        clave: clave, iteraciones: iteraciones)
      registros.removeAll { $0.correo == nuevo.correo }
      registros.append(nuevo)
      try escribir(registros)
    }
  }

  // MARK: - File

  private static let version = 1
  private static let salSenuelo = [UInt8](repeating: 0x5a, count: 16)

  private struct Contenido: Codable {
    var version: Int
    var usuarios: [RegistroDeUsuario]
  }

  /// The records; the first call in this instance takes the lock to clean up and create the
  /// file if needed.
  private func leerOCrear() throws -> [RegistroDeUsuario] {
    if abierto.withLock({ $0 }), let registros = try leer() { return registros }
    let registros = try cerrojo.withLock {
      AtomicFile.removeAbandonedTemporaries(of: url)
      return try leerOCrearConCerrojo()
    }
    abierto.withLock { $0 = true }
    return registros
  }

  /// The records, creating the file with the demo user if it does not exist. Call it holding
  /// the lock, so two processes never both create it.
  private func leerOCrearConCerrojo() throws -> [RegistroDeUsuario] {
    if let registros = try leer() { return registros }
    let demo = RegistroDeUsuario(
      usuario: .demo, clave: ClienteAutenticacion.claveDeDemo, iteraciones: iteraciones)
    try escribir([demo])
    return [demo]
  }

  /// The records, or `nil` when the file does not exist.
  private func leer() throws -> [RegistroDeUsuario]? {
    let datos: Data
    do {
      guard let leidos = try AtomicFile.read(url) else { return nil }
      datos = leidos
    } catch {
      throw ErrorArchivoDeUsuarios.ilegible(url)
    }
    guard let contenido = try? JSONDecoder().decode(Contenido.self, from: datos),
      contenido.version == Self.version,
      contenido.usuarios.allSatisfy(\.esValido)
    else { throw ErrorArchivoDeUsuarios.corrupto(url) }
    return contenido.usuarios
  }

  private func escribir(_ registros: [RegistroDeUsuario]) throws {
    let codificador = JSONEncoder()
    codificador.outputFormatting = [.prettyPrinted, .sortedKeys]
    let datos = try codificador.encode(Contenido(version: Self.version, usuarios: registros))
    try AtomicFile.write(datos, to: url, permissions: 0o600)
  }

  private static func normalizar(_ correo: String) -> String {
    correo.trimmingCharacters(in: .whitespaces).lowercased()
  }
}

/// Why the users file could not be used. The file is never overwritten in these cases.
public enum ErrorArchivoDeUsuarios: Error, Equatable, CustomStringConvertible {
  /// The file exists but is not a users file this version understands.
  case corrupto(URL)
  /// The file exists but could not be read.
  case ilegible(URL)

  public var description: String {
    switch self {
    case .corrupto(let url): "The users file at \(url.path) is corrupt; it was left untouched."
    case .ilegible(let url): "The users file at \(url.path) could not be read."
    }
  }
}

/// One user in the file.
struct RegistroDeUsuario: Codable, Sendable {
  var id: Int
  var correo: String
  var nombre: String
  var sal: String
  var iteraciones: Int
  var hash: String

  var usuario: Usuario { Usuario(id: id, correo: correo, nombre: nombre) }

  /// A record for `usuario` with a fresh random salt.
  init(usuario: Usuario, clave: String, iteraciones: Int) {
    var generador = SystemRandomNumberGenerator()
    let sal = (0..<16).map { _ in UInt8.random(in: .min ... .max, using: &generador) }
    id = usuario.id
    correo = usuario.correo
    nombre = usuario.nombre
    self.sal = sal.hex
    self.iteraciones = iteraciones
    hash = Self.resumen(de: clave, sal: sal, iteraciones: iteraciones).hex
  }

  /// Whether the salt and hash are well-formed hexadecimal and the rounds between 1 and
  /// ``ArchivoDeUsuarios/iteracionesMaximas``.
  var esValido: Bool {
    (1...ArchivoDeUsuarios.iteracionesMaximas).contains(iteraciones) && [UInt8](hex: sal) != nil
      && [UInt8](hex: hash)?.count == SHA256.tamanoDeResumen
  }

  /// Whether `clave` is this user's password. Compares in constant time.
  func admite(_ clave: String) -> Bool {
    guard let sal = [UInt8](hex: sal), let esperado = [UInt8](hex: hash) else { return false }
    let calculado = Self.resumen(de: clave, sal: sal, iteraciones: iteraciones)
    guard calculado.count == esperado.count else { return false }
    return zip(calculado, esperado).reduce(UInt8(0)) { $0 | ($1.0 ^ $1.1) } == 0
  }

  static func resumen(de clave: String, sal: [UInt8], iteraciones: Int) -> [UInt8] {
    PBKDF2.derivar(clave: Array(clave.utf8), sal: sal, iteraciones: iteraciones)
  }
}
