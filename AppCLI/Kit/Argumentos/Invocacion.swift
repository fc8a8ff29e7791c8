/// What one run of `AppCLI` was asked to do, as parsed from its arguments.
///
/// ```swift
/// try Invocacion.analizar(["--json", "--datos", "/tmp/d"])
/// // .sesion(OpcionesDeSesion(json: true, datos: "/tmp/d"))
/// ```
public enum Invocacion: Equatable, Sendable {
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
public struct OpcionesDeSesion: Equatable, Sendable {
  /// `--script FILE`: read commands from this file instead of standard input.
  public var guion: String?
  /// `--json`: print one JSON object per state change on standard output.
  public var json: Bool
  /// `--trace`: print each action and the state diff it caused on standard error.
  public var traza: Bool
  /// `--datos DIR`: the data folder (users, orders, telemetry); `nil` follows XDG.
  public var datos: String?
  /// `--record FILE`: save every action as JSON lines to this new file.
  public var grabacion: String?

  /// Creates the options; every one is off by default.
  public init(
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
public struct OpcionesDeReproduccion: Equatable, Sendable {
  /// The recording to replay.
  public var archivo: String
  /// `--test`: print a Swift Testing test that replays the recording, instead of the state.
  public var generarTest: Bool
  /// `--continuar`: skip corrupt lines (reporting them) instead of replaying nothing.
  public var continuar: Bool
  /// `--trace`: print each replayed action and the state diff it caused on standard error.
  public var traza: Bool

  /// Creates the options for replaying `archivo`.
  public init(
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
public struct ErrorDeUso: Error, Equatable, Sendable, CustomStringConvertible {
  /// What is wrong, in Spanish.
  public var mensaje: String

  /// Creates the error.
  public init(_ mensaje: String) { self.mensaje = mensaje }

  public var description: String { mensaje }
}
