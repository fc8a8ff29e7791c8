/// How secrets are kept out of recordings, histories and JSON output.
enum Enmascarado {
  /// What a typed password becomes when written down: always the same, so it reveals not even
  /// the length. A feature masks its own actions (see ``Pantalla``); an empty password stays
  /// empty, so a form's validation replays the same way.
  static let clave = "********"
}
