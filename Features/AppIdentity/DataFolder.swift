import Foundation

/// The folder where the app keeps its files, following the XDG base directory convention.
///
/// In order: `$COMPOSABLE_DATA_DIR` when set; else `$XDG_DATA_HOME/composable` when
/// `XDG_DATA_HOME` is an absolute path; else `~/.local/share/composable`. Live clients keep
/// their files here, and the command line offers it as the default of `--datos`.
///
/// ```swift
/// let usuarios = DataFolder.url().appending(path: "usuarios.json")
/// ```
///
/// It is the app's identity, not the architecture's: the runtime knows nothing of it, and an
/// app of your own names its folder in a module like this one.
public enum DataFolder {
  /// The name of the app's folder inside the data home: `composable`.
  public static let appName = "composable"
  /// The environment variable that names the data folder outright: `COMPOSABLE_DATA_DIR`.
  public static let environmentVariable = "COMPOSABLE_DATA_DIR"

  /// The data folder for `environment` (the process environment by default). It may not exist.
  ///
  /// - Parameter environment: The environment to read `COMPOSABLE_DATA_DIR`, `XDG_DATA_HOME`
  ///   and `HOME` from.
  public static func url(
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> URL {
    if let own = environment[environmentVariable], !own.isEmpty {
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
