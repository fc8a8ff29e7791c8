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
    enVivo: { dependencias, datos in
      dependencias.autenticacion = .live(
        archivo: datos.appending(path: ArchivoDeUsuarios.nombreDeArchivo))
    },
    enmascarar: { accion in
      guard case .claveEscrita(let clave) = accion, !clave.isEmpty else { return accion }
      return .claveEscrita(Enmascarado.clave)
    },
    iniciales: [State()]
  ) { formulario, _ in
    if formulario.entrando { return ["Comprobando el acceso de \(formulario.correo)…"] }
    return [formulario.error?.mensaje ?? "Sin sesión. Escribe «entrar CORREO CLAVE»."]
  }
}
