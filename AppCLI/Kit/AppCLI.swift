import Foundation
import Runtime
import SessionRecording
import StoreConsole

/// The command-line app: the shop's screens, as the registry puts them together, driven by a
/// console program — its sessions, scripts, recordings and replays (docs/CLI.md).
///
/// `main.swift` is one call: `exit(await AppCLI.ejecutar(CommandLine.arguments.dropFirst()))`.
public enum AppCLI {
  /// The options of the app's own: where its data lives.
  public struct Opciones: Sendable, Equatable {
    /// `--data CARPETA`: the data folder; by default the XDG one (see the registry).
    public var datos: String?

    /// No options: the default data folder.
    public init(datos: String? = nil) { self.datos = datos }
  }

  /// Runs `AppCLI` with `argumentos` (without the program's name) and returns the exit
  /// status.
  ///
  /// - Parameters:
  ///   - argumentos: The command line after the program's name.
  ///   - salida: Where to write; the process's standard output and error by default.
  ///   - entrada: The input of a session without `--script`; standard input by default.
  ///   - reloj: What paces a session; real time by default.
  @MainActor
  public static func ejecutar(
    _ argumentos: some Sequence<String>, salida: ConsoleOutput = .standard,
    entrada: () -> ConsoleInput = ConsoleInput.standard, reloj: WallClock = .continuous
  ) async -> Int32 {
    await Registro.programa.run(argumentos, output: salida, input: entrada, wallClock: reloj)
      .rawValue
  }
}
