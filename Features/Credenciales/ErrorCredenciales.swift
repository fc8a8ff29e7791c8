/// Why logging in did not work: a form that can't be sent, or an answer from the service.
public enum ErrorCredenciales: Error, Equatable, Hashable, Sendable, Codable {
  /// The email does not look like one (checked before any request).
  case correoNoValido
  /// The password is empty (checked before any request).
  case claveVacia
  /// No user has that email and password. It does not say which of the two was wrong.
  case credencialesInvalidas
  /// The service could not answer: the users file is unreadable, or something else failed.
  case servicioNoDisponible

  /// What the person reads, in Spanish.
  public var mensaje: String {
    switch self {
    case .correoNoValido: "Escribe un correo válido, como nombre@dominio.es."
    case .claveVacia: "Escribe tu contraseña."
    case .credencialesInvalidas: "El correo o la contraseña no son correctos."
    case .servicioNoDisponible: "No se pudo comprobar el acceso. Inténtalo de nuevo."
    }
  }
}
