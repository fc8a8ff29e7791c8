// Same rules as CredencialesFeature's public `CarpetaDeDatos`; the two features share no module
// but Runtime, so this copy is internal.
import Foundation

/// The folder where the app keeps its files: `$COMPOSABLE_DATA_DIR`, else
/// `$XDG_DATA_HOME/composable` (absolute paths only), else `~/.local/share/composable`.
enum CarpetaDeDatos {
  static func url(entorno: [String: String] = ProcessInfo.processInfo.environment) -> URL {
    if let propia = entorno["COMPOSABLE_DATA_DIR"], !propia.isEmpty {
      return URL(filePath: propia, directoryHint: .isDirectory)
    }
    if let xdg = entorno["XDG_DATA_HOME"], xdg.hasPrefix("/") {
      return URL(filePath: xdg, directoryHint: .isDirectory).appending(path: "composable")
    }
    let inicio =
      entorno["HOME"].flatMap { $0.isEmpty ? nil : URL(filePath: $0, directoryHint: .isDirectory) }
      ?? FileManager.default.homeDirectoryForCurrentUser
    return inicio.appending(path: ".local/share/composable")
  }
}
