import AppIdentity
import AutenticacionClient
import AutenticacionClientLive
import CredencialesFeature
import Foundation
import Runtime
import SessionRecording
import StoreConsole

extension Credenciales {
  /// The login form at the command line: the `acceso` screen, `entrar`, the authentication it
  /// records, and the password it never writes down.
  static let pantalla = Screen<State, Action>(
    "acceso",
    commands: [
      Command(
        "entrar CORREO [CLAVE]", "inicia sesión (sin CLAVE, la pide sin mostrarla)",
        secret: "Contraseña", .wordAndRest
      ) { credenciales, formulario in
        if formulario.entrando {
          return .refuse("Ya se está comprobando el acceso; espera un momento.")
        }
        let (correo, clave) = credenciales
        return .send([.correoEscrito(correo), .claveEscrita(clave), .entrarPulsado])
      }
    ],
    endpoints: [
      RecordableEndpoint(
        "autenticacion.entrar", \.autenticacion.entrar, errors: ErrorCredenciales.self)
    ],
    mask: { accion in
      guard case .claveEscrita(let clave) = accion, !clave.isEmpty else { return accion }
      return .claveEscrita(Redaction.mask)
    },
    defaultValues: [State()]
  ) { formulario, _ in
    if formulario.entrando {
      return ["Comprobando el acceso de \(formulario.correo)…"]
        + (formulario.error.map { ["  ⏳ \($0.mensaje)"] } ?? [])
    }
    return [formulario.error?.mensaje ?? "Sin sesión. Escribe «entrar CORREO CLAVE»."]
  }

  /// Its live dependencies: the users file in `archivos`, with the recommended rounds, always — a
  /// user the command line creates is stored with them.
  static func enVivo(_ dependencias: inout DependencyValues, archivos: DataFiles) {
    dependencias.autenticacion = .live(archivos: archivos)
  }
}
