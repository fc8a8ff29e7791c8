import AppIdentity
import AutenticacionClient
import Foundation
import Runtime
import Storage

extension ClienteAutenticacion {
  /// Checks credentials against the users file in `carpeta` (see ``ArchivoDeUsuarios``),
  /// creating it with the demo account if it does not exist, and slows down guessing with the
  /// failures recorded beside it (``RegistroDeIntentos``, ``LimiteDeIntentos``).
  ///
  /// An email that must wait is refused at once with
  /// ``AutenticacionClient/ErrorCredenciales/demasiadosIntentos(segundos:)``, its password
  /// unchecked; a failure is recorded in every process's view; a success forgets the email's
  /// failures. Everything runs on a thread kept for blocking work (``Storage/BlockingWork``):
  /// hundreds of thousands of hash rounds never hold up the caller's thread.
  ///
  /// - Parameters:
  ///   - archivos: Where the users file and the failed logins are (``AppIdentity/DataFiles``).
  ///   - iteraciones: PBKDF2 rounds for hashes this client makes (new users, rehashed ones):
  ///     ``ArchivoDeUsuarios/iteracionesRecomendadas`` unless a test asks for fewer.
  ///   - espera: How long to wait for another process's lock; past it, the answer is
  ///     ``AutenticacionClient/ErrorCredenciales/datosOcupados``.
  ///   - ahora: The wall clock the failures are dated with.
  public static func live(
    archivos: DataFiles,
    iteraciones: Int = ArchivoDeUsuarios.iteracionesRecomendadas,
    espera: Duration = FileLock.defaultTimeout,
    ahora: @escaping @Sendable () -> Date = { Date() }
  ) -> ClienteAutenticacion {
    let usuarios = ArchivoDeUsuarios(
      url: archivos.usuarios, iteraciones: iteraciones,
      espera: espera)
    let intentos = RegistroDeIntentos(
      url: archivos.accesosFallidos, espera: espera)
    return ClienteAutenticacion { correo, clave in
      try await BlockingWork.run {
        let normalizado = correo.trimmingCharacters(in: .whitespaces).lowercased()
        do {
          if let segundos = intentos.espera(de: normalizado, en: ahora()) {
            throw ErrorCredenciales.demasiadosIntentos(segundos: Int(segundos.rounded(.up)))
          }
          do {
            let usuario = try usuarios.entrar(correo: correo, clave: clave)
            try intentos.anotarExito(de: normalizado)
            return usuario
          } catch ErrorCredenciales.credencialesInvalidas {
            try intentos.anotarFallo(de: normalizado, en: ahora())
            throw ErrorCredenciales.credencialesInvalidas
          }
        } catch is FileLockTimeout {
          throw ErrorCredenciales.datosOcupados
        }
      }
    }
  }
}

extension ClienteAutenticacion: DependencyKey {
  /// The users file in the app's data folder (`DataFolder`), at the recommended rounds.
  public static let liveValue = ClienteAutenticacion.live(archivos: DataFiles())
}
