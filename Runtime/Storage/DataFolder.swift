import Foundation

/// The folder where the app keeps its files, following the XDG base directory convention.
///
/// In order: `$COMPOSABLE_DATA_DIR` when set; else `$XDG_DATA_HOME/composable` when
/// `XDG_DATA_HOME` is an absolute path; else `~/.local/share/composable`. Live clients keep
/// their files here, and a driver offers it as the default of its data-folder option.
///
/// ```swift
/// let usuarios = DataFolder.url().appending(path: "usuarios.json")
/// ```
public enum DataFolder {
  /// The name of the app's folder inside the data home.
  package static let appName = "composable"

  /// The data folder for `environment` (the process environment by default). It may not exist.
  public static func url(
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> URL {
    if let own = environment["COMPOSABLE_DATA_DIR"], !own.isEmpty {
      return URL(filePath: own, directoryHint: .isDirectory)
    }
    if let xdg = environment["XDG_DATA_HOME"], xdg.hasPrefix("/") {
      return URL(filePath: xdg, directoryHint: .isDirectory).appending(path: appName)
    }
    let home =
      environment["HOME"].flatMap {
        $0.isEmpty ? nil : URL(filePath: $0, directoryHint: .isDirectory)
      }
      ?? FileManager.default.homeDirectoryForCurrentUser
    return home.appending(path: ".local/share").appending(path: appName)
  }
}
