import Foundation
import Synchronization

extension ClienteTelemetria {
  /// Appends each event as one line of JSON to `archivo`, creating it and its folder as needed.
  /// Failures are ignored: telemetry must not break the app.
  public static func live(archivo: URL) -> ClienteTelemetria {
    let registro = RegistroDeTelemetria(archivo: archivo)
    return ClienteTelemetria { evento in registro.anadir(evento) }
  }
}

private final class RegistroDeTelemetria: Sendable {
  let archivo: URL
  // Serializes appends, so lines from concurrent events never interleave.
  private let cerrojo = Mutex(())

  init(archivo: URL) { self.archivo = archivo }

  func anadir(_ evento: EventoDeTelemetria) {
    guard var linea = try? JSONEncoder().encode(evento) else { return }
    linea.append(UInt8(ascii: "\n"))
    cerrojo.withLock { _ in
      let gestor = FileManager.default
      try? gestor.createDirectory(
        at: archivo.deletingLastPathComponent(), withIntermediateDirectories: true)
      if !gestor.fileExists(atPath: archivo.path) {
        _ = gestor.createFile(atPath: archivo.path, contents: nil)
      }
      guard let salida = try? FileHandle(forWritingTo: archivo) else { return }
      defer { try? salida.close() }
      _ = try? salida.seekToEnd()
      try? salida.write(contentsOf: linea)
    }
  }
}
