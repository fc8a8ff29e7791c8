import AutenticacionClientLive
import CredencialesFeature
import Runtime

extension Credenciales {
  /// The login form at the command line: the `acceso` screen, `entrar`, the authentication it
  /// records, and the password it never writes down.
  static let pantalla = Pantalla<State, Action>(
    sustantivo: .masculino("acceso"),
    ordenes: [
      Orden(
        "entrar CORREO [CLAVE]", "inicia sesión (sin CLAVE, la pide sin mostrarla)",
        secreto: "Contraseña", .palabraYResto
      ) { credenciales, formulario in
        if formulario.entrando {
          return .rechazar("Ya se está comprobando el acceso; espera un momento.")
        }
        let (correo, clave) = credenciales
        return .enviar([.correoEscrito(correo), .claveEscrita(clave), .entrarPulsado])
      }
    ],
    extremos: [
      Extremo("autenticacion.entrar", \.autenticacion.entrar, errores: ErrorCredenciales.self)
    ],
    // The recommended rounds, always: a user the command line creates is stored with them.
    enVivo: { dependencias, datos in dependencias.autenticacion = .live(carpeta: datos) },
    enmascarar: { accion in
      guard case .claveEscrita(let clave) = accion, !clave.isEmpty else { return accion }
      return .claveEscrita(Enmascarado.clave)
    },
    iniciales: [State()]
  ) { formulario, _ in
    if formulario.entrando {
      return ["Comprobando el acceso de \(formulario.correo)…"]
        + (formulario.error.map { ["  ⏳ \($0.mensaje)"] } ?? [])
    }
    return [formulario.error?.mensaje ?? "Sin sesión. Escribe «entrar CORREO CLAVE»."]
  }
}
