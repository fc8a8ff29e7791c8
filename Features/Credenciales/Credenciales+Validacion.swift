extension Credenciales.State {
  /// What keeps the form from being sent, checked in this order: the email's shape, then an
  /// empty password. `nil` when it can be sent.
  public var errorDeValidacion: ErrorCredenciales? {
    if !Self.esCorreoValido(correo) { return .correoNoValido }
    if clave.isEmpty { return .claveVacia }
    return nil
  }

  /// The credentials a press of the button would send now — the email trimmed — or `nil` when
  /// the press would be ignored (a request is in flight) or refused (the form is not valid).
  ///
  /// A parent that sends the request reads this **before** the form handles the press.
  public var solicitud: (correo: String, clave: String)? {
    guard !entrando, errorDeValidacion == nil else { return nil }
    return (correo.trimmingCharacters(in: .whitespaces), clave)
  }

  /// Records the service's refusal: the form can be sent again and shows `error`.
  public mutating func entradaRechazada(_ error: ErrorCredenciales) {
    entrando = false
    self.error = error
  }

  /// Whether `texto` has the shape of an email: one `@` with something before it, and a domain
  /// of at least two non-empty dot-separated labels, with no spaces inside.
  public static func esCorreoValido(_ texto: String) -> Bool {
    let correo = texto.trimmingCharacters(in: .whitespaces)
    guard !correo.contains(where: \.isWhitespace) else { return false }
    let partes = correo.split(separator: "@", omittingEmptySubsequences: false)
    guard partes.count == 2, !partes[0].isEmpty else { return false }
    let etiquetas = partes[1].split(separator: ".", omittingEmptySubsequences: false)
    return etiquetas.count >= 2 && etiquetas.allSatisfy { !$0.isEmpty }
  }
}
