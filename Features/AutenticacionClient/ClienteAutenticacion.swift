import Runtime

/// Checks an email and password and says who logged in.
///
/// The live client (`AutenticacionClientLive`) checks them against the users file in the data
/// folder, and slows down guessing: after five failed logins in a minute for one email, each
/// attempt must wait a delay that doubles with every further failure, in every process.
///
/// ```swift
/// withDependencies: {
///   $0.autenticacion.entrar = { _, _ in throw ErrorCredenciales.credencialesInvalidas }
/// }
/// ```
@DependencyClient
public struct ClienteAutenticacion: Sendable {
  /// Returns the user with these credentials. A refusal throws
  /// ``ErrorCredenciales/credencialesInvalidas``; an email with too many recent failures
  /// ``ErrorCredenciales/demasiadosIntentos(segundos:)``, without checking anything; any other
  /// error means the check could not be made.
  public var entrar: @Sendable (_ correo: String, _ clave: String) async throws -> Usuario
}

extension ClienteAutenticacion {
  /// The demo account's password. The demo account (``Usuario/demo``, `demo@tienda.es`) is
  /// created with it the first time the live users file is used.
  public static let claveDeDemo = "demo1234"

  /// A client whose every endpoint fails the test that calls it, naming itself by the key path a
  /// test overrides (`autenticacion.entrar`).
  public static let unimplemented = ClienteAutenticacion(
    entrar: Runtime.unimplemented("autenticacion.entrar"))
}

extension ClienteAutenticacion: TestDependencyKey {
  public static let testValue = ClienteAutenticacion.unimplemented
}

extension DependencyValues {
  /// Authentication: the users file in the app's data folder in the app
  /// (`AutenticacionClientLive`), ``ClienteAutenticacion/unimplemented`` in tests.
  public var autenticacion: ClienteAutenticacion {
    get { self[ClienteAutenticacion.self] }
    set { self[ClienteAutenticacion.self] = newValue }
  }
}
