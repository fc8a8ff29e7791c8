import CredencialesFeature

/// Who is logged in.
public struct Sesion: Equatable, Hashable, Sendable, Codable {
  /// The person who logged in.
  public var usuario: Usuario

  /// Creates a session for `usuario`.
  public init(usuario: Usuario) {
    self.usuario = usuario
  }
}
