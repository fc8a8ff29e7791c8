import AppIdentity
import Foundation
import Runtime
import Storage
import TelemetriaClient

extension ClienteTelemetria {
  /// Appends each event as one line of JSON to `archivo`, creating it and its folder as needed.
  /// Failures are ignored — a lock held too long included: telemetry must not break the app.
  ///
  /// Several processes may append to the same file: each append holds the lock
  /// `.NAME.lock` beside it, first cuts off a line a killed process left half-written, and
  /// writes its line whole (``Storage/JSONLinesFile``), so lines never interleave or break.
  /// The work runs on a thread kept for blocking work (``Storage/BlockingWork``).
  ///
  /// - Parameters:
  ///   - archivo: The file; the app uses `telemetria.jsonl` in the data folder.
  ///   - espera: How long to wait for another process's lock before dropping the event.
  public static func live(
    archivo: URL, espera: Duration = FileLock.defaultTimeout
  ) -> ClienteTelemetria {
    let diario = JSONLinesFile(url: archivo)
    let cerrojo = FileLock(guarding: archivo, timeout: espera)
    return ClienteTelemetria { evento in
      guard let linea = try? JSONEncoder().encode(evento) else { return }
      _ = try? await BlockingWork.run {
        try cerrojo.withLock {
          if !diario.exists { try diario.createIfMissing(lines: []) }
          try diario.repairTornTail()
          try diario.append(linea)
        }
      }
    }
  }
}

extension ClienteTelemetria: DependencyKey {
  /// The telemetry file in the app's data folder (``AppIdentity/DataFiles/telemetria``).
  public static let liveValue = ClienteTelemetria.live(
    archivo: DataFiles().telemetria)
}
