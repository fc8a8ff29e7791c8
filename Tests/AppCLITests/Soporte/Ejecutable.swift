import Foundation
import Testing

/// What a run of the built `AppCLI` did.
struct Ejecucion {
  var codigo: Int32
  var salida: String
  var errores: String
}

/// Runs the `AppCLI` executable SwiftPM built next to this test bundle.
enum Ejecutable {
  /// The executable: next to the test bundle, in `.build/<config>/`.
  static let url: URL? = {
    let candidatas = [
      Bundle.main.bundleURL,
      Bundle.main.executableURL?.deletingLastPathComponent(),
      URL(filePath: CommandLine.arguments[0]).deletingLastPathComponent(),
    ]
    for carpeta in candidatas.compactMap({ $0 }) {
      for url in [carpeta, carpeta.deletingLastPathComponent()] {
        let ejecutable = url.appending(path: "AppCLI")
        if FileManager.default.isExecutableFile(atPath: ejecutable.path) { return ejecutable }
      }
    }
    return nil
  }()

  /// Runs `AppCLI argumentos` with `entrada` on its standard input (a file, so not a terminal)
  /// in `carpeta`, and waits for it to end.
  static func ejecutar(
    _ argumentos: [String], entrada: String = "", en carpeta: URL
  ) async throws -> Ejecucion {
    let ejecutable = try #require(Ejecutable.url, "AppCLI was not found next to the tests")
    let archivoDeEntrada = carpeta.appending(path: ".entrada-\(UUID())")
    let archivoDeSalida = carpeta.appending(path: ".salida-\(UUID())")
    let archivoDeErrores = carpeta.appending(path: ".errores-\(UUID())")
    try Data(entrada.utf8).write(to: archivoDeEntrada)
    _ = FileManager.default.createFile(atPath: archivoDeSalida.path, contents: nil)
    _ = FileManager.default.createFile(atPath: archivoDeErrores.path, contents: nil)
    defer {
      for archivo in [archivoDeEntrada, archivoDeSalida, archivoDeErrores] {
        try? FileManager.default.removeItem(at: archivo)
      }
    }

    let proceso = Process()
    proceso.executableURL = ejecutable
    proceso.arguments = argumentos
    proceso.currentDirectoryURL = carpeta
    var entorno = ProcessInfo.processInfo.environment
    entorno["COMPOSABLE_DATA_DIR"] = carpeta.appending(path: "datos-por-omision").path
    proceso.environment = entorno
    proceso.standardInput = try FileHandle(forReadingFrom: archivoDeEntrada)
    proceso.standardOutput = try FileHandle(forWritingTo: archivoDeSalida)
    proceso.standardError = try FileHandle(forWritingTo: archivoDeErrores)
    let codigo = try await withCheckedThrowingContinuation { continuacion in
      proceso.terminationHandler = { continuacion.resume(returning: $0.terminationStatus) }
      do {
        try proceso.run()
      } catch {
        proceso.terminationHandler = nil
        continuacion.resume(throwing: error)
      }
    }
    return Ejecucion(
      codigo: codigo,
      salida: String(decoding: try Data(contentsOf: archivoDeSalida), as: UTF8.self),
      errores: String(decoding: try Data(contentsOf: archivoDeErrores), as: UTF8.self))
  }
}

/// A run of the `AppCLI` executable still going, whose standard output is read as it comes —
/// to act at a known point of the session (kill it right after an order is confirmed) without
/// guessing with sleeps.
final class EjecucionEnCurso {
  private let proceso = Process()
  private let tuberia = Pipe()
  private let archivoDeEntrada: URL
  private var leido = Data()

  /// What the process wrote to standard output so far.
  var salida: String { String(decoding: leido, as: UTF8.self) }

  /// Starts `AppCLI argumentos` in `carpeta`, with `entrada` on its standard input (a file).
  init(_ argumentos: [String], entrada: String, en carpeta: URL) throws {
    let ejecutable = try #require(Ejecutable.url, "AppCLI was not found next to the tests")
    archivoDeEntrada = carpeta.appending(path: ".entrada-\(UUID())")
    try Data(entrada.utf8).write(to: archivoDeEntrada)
    proceso.executableURL = ejecutable
    proceso.arguments = argumentos
    proceso.currentDirectoryURL = carpeta
    proceso.standardInput = try FileHandle(forReadingFrom: archivoDeEntrada)
    proceso.standardOutput = tuberia
    proceso.standardError = FileHandle.nullDevice
    try proceso.run()
  }

  deinit {
    if proceso.isRunning { proceso.terminate() }
    try? FileManager.default.removeItem(at: archivoDeEntrada)
  }

  /// Reads standard output until what was read so far satisfies `condicion`; returns whether
  /// it did before the output ended.
  func leer(hasta condicion: (String) -> Bool) -> Bool {
    while !condicion(salida) {
      let datos = tuberia.fileHandleForReading.availableData
      guard !datos.isEmpty else { return false }
      leido.append(datos)
    }
    return true
  }

  /// Kills the process with SIGKILL — no chance to clean up — and waits until it is gone.
  func matar() {
    kill(proceso.processIdentifier, SIGKILL)
    proceso.waitUntilExit()
  }

  /// Reads the rest of the output and waits for the process to end; returns its status.
  func terminar() -> Int32 {
    _ = leer { _ in false }
    proceso.waitUntilExit()
    return proceso.terminationStatus
  }
}
