import CredencialesFeature
import RootFeature

/// How passwords are kept out of recordings, histories and JSON output.
public enum Enmascarado {
  /// What a typed password becomes: always the same, so it reveals not even the length. An
  /// empty password stays empty, so the form's validation replays the same way.
  public static let clave = "********"
}

extension Root.Action {
  /// The action as it may be written down: a typed password becomes ``Enmascarado/clave``.
  ///
  /// Replaying masked actions reaches the same state as the session, except for the password
  /// field itself, which dumps print as `<redacted>` either way.
  public var enmascarada: Root.Action {
    guard case .credenciales(.claveEscrita(let clave)) = self, !clave.isEmpty else { return self }
    return .credenciales(.claveEscrita(Enmascarado.clave))
  }
}
