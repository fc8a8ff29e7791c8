import Foundation

/// The folder where the app keeps its files, following the XDG base directory convention.
///
/// In order: `$COMPOSABLE_DATA_DIR` when set; else `$XDG_DATA_HOME/composable` when
/// `XDG_DATA_HOME` is an absolute path; else `~/.local/share/composable`.
public enum CarpetaDeDatos {
  /// The name of the app's folder inside the data home.
  public static let nombreDeLaApp = "composable"

  /// The data folder for `entorno` (the process environment by default). It may not exist yet.
  public static func url(
    entorno: [String: String] = ProcessInfo.processInfo.environment
  ) -> URL {
    if let propia = entorno["COMPOSABLE_DATA_DIR"], !propia.isEmpty {
      return URL(filePath: propia, directoryHint: .isDirectory)
    }
    if let xdg = entorno["XDG_DATA_HOME"], xdg.hasPrefix("/") {
      return URL(filePath: xdg, directoryHint: .isDirectory).appending(path: nombreDeLaApp)
    }
    let inicio =
      entorno["HOME"].flatMap { $0.isEmpty ? nil : URL(filePath: $0, directoryHint: .isDirectory) }
      ?? FileManager.default.homeDirectoryForCurrentUser
    return inicio.appending(path: ".local/share").appending(path: nombreDeLaApp)
  }
}
