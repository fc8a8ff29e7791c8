import Foundation
import Runtime

/// The command-line program: reads the number of seconds, runs a ``CuentaAtras`` in a `Store`,
/// and prints the count as the state changes.
public enum Programa {
  /// How to call the program, for `--help` and for mistakes.
  public static let uso =
    "Usage: CuentaAtras [SECONDS]  (a whole number from 0 to 60; 3 by default)"

  /// Runs the program with `argumentos` (without the program's name) and returns its exit
  /// status: 0, or 64 for a bad command line.
  ///
  /// - Parameters:
  ///   - escribir: Writes one line of standard output.
  ///   - avisar: Writes one line of standard error.
  @MainActor
  public static func ejecutar(
    _ argumentos: some Sequence<String>,
    escribir: @escaping @MainActor (String) -> Void = { print($0) },
    avisar: (String) -> Void = { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }
  ) async -> Int32 {
    let argumentos = Array(argumentos)
    if argumentos == ["--help"] || argumentos == ["-h"] {
      escribir(uso)
      return 0
    }
    guard argumentos.count <= 1,
      let segundos = argumentos.isEmpty ? 3 : Int(argumentos[0]), (0...60).contains(segundos)
    else {
      let dado = argumentos.joined(separator: " ")
      avisar("Error: expected a whole number of seconds from 0 to 60, got '\(dado)'.")
      avisar(uso)
      return 64
    }

    let store = Store(initialState: CuentaAtras.State(restantes: segundos)) {
      CuentaAtras()
    }
    escribir("\(segundos)…")
    var mostrado = store.state
    let observacion = store.observe { estado in
      guard estado != mostrado else { return }
      mostrado = estado
      escribir(estado.despegado ? "¡Despegue!" : "\(estado.restantes)…")
    }
    await store.send(.iniciar).finish()
    observacion.cancel()
    return 0
  }
}
