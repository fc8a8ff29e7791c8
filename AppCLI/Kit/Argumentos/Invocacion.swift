/// What one run of `AppCLI` was asked to do, as parsed from its arguments.
///
/// ```swift
/// try Invocacion.analizar(["--json", "--datos", "/tmp/d"])
/// // .sesion(OpcionesDeSesion(json: true, datos: "/tmp/d"))
/// ```
enum Invocacion: Equatable, Sendable {
  /// Run a session: interactive on a terminal, scripted otherwise.
  case sesion(OpcionesDeSesion)
  /// Replay a recorded session (`AppCLI replay FILE`).
  case reproducir(OpcionesDeReproduccion)
  /// Print the help text (`--help`).
  case ayuda
  /// Print the version (`--version`).
  case version
}

/// The options of a session.
struct OpcionesDeSesion: Equatable, Sendable {
  /// `--script FILE`: read commands from this file instead of standard input.
  var guion: String?
  /// `--json`: print one JSON object per state change on standard output.
  var json: Bool
  /// `--trace`: print each action and the state diff it caused on standard error.
  var traza: Bool
  /// `--datos DIR`: the data folder (users, orders, telemetry); `nil` follows XDG.
  var datos: String?
  /// `--record FILE`: save every action as JSON lines to this new file.
  var grabacion: String?

  /// Creates the options; every one is off by default.
  init(
    guion: String? = nil, json: Bool = false, traza: Bool = false, datos: String? = nil,
    grabacion: String? = nil
  ) {
    self.guion = guion
    self.json = json
    self.traza = traza
    self.datos = datos
    self.grabacion = grabacion
  }
}

/// The options of `AppCLI replay FILE`.
struct OpcionesDeReproduccion: Equatable, Sendable {
  /// The recording to replay.
  var archivo: String
  /// `--test`: print a Swift Testing test that replays the recording, instead of the state.
  var generarTest: Bool
  /// `--continuar`: skip corrupt lines (reporting them) instead of replaying nothing.
  var continuar: Bool
  /// `--trace`: print each replayed action and the state diff it caused on standard error.
  var traza: Bool

  /// Creates the options for replaying `archivo`.
  init(
    archivo: String, generarTest: Bool = false, continuar: Bool = false, traza: Bool = false
  ) {
    self.archivo = archivo
    self.generarTest = generarTest
    self.continuar = continuar
    self.traza = traza
  }
}

/// A command line that can't be understood. `AppCLI` prints it as `Error: …` followed by the
/// usage, on standard error, and exits with status 64.
struct ErrorDeUso: Error, Equatable, Sendable, CustomStringConvertible {
  /// What is wrong, in Spanish.
  var mensaje: String

  /// Creates the error.
  init(_ mensaje: String) { self.mensaje = mensaje }

  var description: String { mensaje }
}
