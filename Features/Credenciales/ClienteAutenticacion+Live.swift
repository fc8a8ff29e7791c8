import Foundation

extension ClienteAutenticacion {
  /// The demo account's password. The demo account (``Usuario/demo``, `demo@tienda.es`) is
  /// created with it the first time the users file is used.
  public static let claveDeDemo = "demo1234"

  /// Checks credentials against the users file at `archivo` (see ``ArchivoDeUsuarios``),
  /// creating it with the demo account if it does not exist.
  ///
  /// - Parameters:
  ///   - archivo: The users file; the app uses `usuarios.json` in the data folder (`DataFolder`).
  ///   - iteraciones: PBKDF2 rounds for users this client creates.
  public static func live(archivo: URL, iteraciones: Int = 10_000) -> ClienteAutenticacion {
    let usuarios = ArchivoDeUsuarios(url: archivo, iteraciones: iteraciones)
    return ClienteAutenticacion { correo, clave in
      try usuarios.entrar(correo: correo, clave: clave)
    }
  }
}
