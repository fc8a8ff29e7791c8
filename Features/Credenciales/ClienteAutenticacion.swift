import Runtime

/// Checks an email and password and says who logged in.
///
/// ```swift
/// withDependencies: {
///   $0.autenticacion.entrar = { _, _ in throw ErrorCredenciales.credencialesInvalidas }
/// }
/// ```
public struct ClienteAutenticacion: Sendable {
  /// Returns the user with these credentials. A refusal throws
  /// ``ErrorCredenciales/credencialesInvalidas``; any other error means the check could not be
  /// made.
  public var entrar: @Sendable (_ correo: String, _ clave: String) async throws -> Usuario

  /// Creates a client from its endpoint.
  public init(
    entrar: @escaping @Sendable (_ correo: String, _ clave: String) async throws -> Usuario
  ) {
    self.entrar = entrar
  }
}

extension ClienteAutenticacion {
  /// A client whose every endpoint fails the test that calls it, naming itself.
  public static let unimplemented = ClienteAutenticacion(
    entrar: Runtime.unimplemented("autenticacion.entrar"))
}

private enum ClienteAutenticacionKey: DependencyKey {
  static let liveValue = ClienteAutenticacion.live(
    archivo: DataFolder.url().appending(path: ArchivoDeUsuarios.nombreDeArchivo))
  static let testValue = ClienteAutenticacion.unimplemented
}

extension DependencyValues {
  /// Authentication: the users file in the app's data folder in the app,
  /// ``ClienteAutenticacion/unimplemented`` in tests.
  public var autenticacion: ClienteAutenticacion {
    get { self[ClienteAutenticacionKey.self] }
    set { self[ClienteAutenticacionKey.self] = newValue }
  }
}
