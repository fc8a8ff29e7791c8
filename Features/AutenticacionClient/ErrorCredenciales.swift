/// Why logging in did not work: a form that can't be sent, or an answer from the service.
public enum ErrorCredenciales: Error, Equatable, Hashable, Sendable, Codable {
  /// The email does not look like one (checked before any request).
  case correoNoValido
  /// The password is empty (checked before any request).
  case claveVacia
  /// No user has that email and password. It does not say which of the two was wrong.
  case credencialesInvalidas
  /// Too many failed logins with this email in a short time: the service checks nothing for
  /// it until this many seconds have passed.
  case demasiadosIntentos(segundos: Int)
  /// Another session held the users' data longer than this one would wait.
  case datosOcupados
  /// The service could not answer: the users file is unreadable, or something else failed.
  case servicioNoDisponible

  /// What the person reads, in Spanish.
  public var mensaje: String {
    switch self {
    case .correoNoValido: "Escribe un correo válido, como nombre@dominio.es."
    case .claveVacia: "Escribe tu contraseña."
    case .credencialesInvalidas: "El correo o la contraseña no son correctos."
    case .demasiadosIntentos(let segundos):
      "Demasiados intentos fallidos con este correo: se comprobará dentro de "
        + "\(segundos == 1 ? "1 segundo" : "\(segundos) segundos")."
    case .datosOcupados:
      "Otra sesión está usando los datos de acceso. Inténtalo de nuevo en unos segundos."
    case .servicioNoDisponible: "No se pudo comprobar el acceso. Inténtalo de nuevo."
    }
  }
}
