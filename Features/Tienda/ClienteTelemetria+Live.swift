import Foundation
import Runtime
import Storage

extension ClienteTelemetria {
  /// Appends each event as one line of JSON to `archivo`, creating it and its folder as needed.
  /// Failures are ignored: telemetry must not break the app.
  ///
  /// Several processes may append to the same file: each append holds the lock
  /// `.NAME.lock` beside it, first cuts off a line a killed process left half-written, and
  /// writes its line whole (``JSONLinesFile``), so lines never interleave or break.
  public static func live(archivo: URL) -> ClienteTelemetria {
    let diario = JSONLinesFile(url: archivo)
    let cerrojo = FileLock(guarding: archivo)
    return ClienteTelemetria { evento in
      guard let linea = try? JSONEncoder().encode(evento) else { return }
      try? cerrojo.withLock {
        if !diario.exists {
          _ = FileManager.default.createFile(atPath: archivo.path, contents: nil)
        }
        try diario.repairTornTail()
        try diario.append(linea)
      }
    }
  }
}
