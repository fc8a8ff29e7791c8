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
