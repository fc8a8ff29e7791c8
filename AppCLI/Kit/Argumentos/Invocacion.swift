/// What one run of `AppCLI` was asked to do, as parsed from its arguments:
/// `Invocacion.analizar(["--json"])` is `.sesion(OpcionesDeSesion(json: true))`.
enum Invocacion: Equatable, Sendable {
  /// A session: interactive on a terminal, scripted otherwise.
  case sesion(OpcionesDeSesion)
  /// `AppCLI replay FILE`.
  case reproducir(OpcionesDeReproduccion)
  /// `--help`.
  case ayuda
  /// `--version`.
  case version
}

/// The options of a session; what each does is in its flag's declaration (``Bandera``).
struct OpcionesDeSesion: Equatable, Sendable {
  var guion: String?
  var json = false
  var traza = false
  var datos: String?
  var grabacion: String?
}

/// The options of `AppCLI replay FILE`.
struct OpcionesDeReproduccion: Equatable, Sendable {
  var archivo: String
  var generarTest = false
  var continuar = false
  var traza = false
}

/// A command line that can't be understood. `AppCLI` prints it as `Error: …`, the usage and
/// a pointer to `--help`, on standard error, and exits with status 64.
struct ErrorDeUso: Error, Equatable {
  /// What is wrong, in Spanish.
  var mensaje: String

  init(_ mensaje: String) { self.mensaje = mensaje }
}
