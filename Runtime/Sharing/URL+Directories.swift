import Foundation

#if !canImport(Darwin)
  extension URL {
    /// The user's documents folder (`~/Documents`), where `.fileStorage` keys of TCA code
    /// usually point: `.fileStorage(.documentsDirectory.appending(component: "stats.json"))`.
    ///
    /// Apple platforms' Foundation has it; Linux's does not, so Runtime gives it there.
    public static var documentsDirectory: URL { directory(.documentDirectory) }

    /// The user's folder for the app's own data (`~/.local/share` on Linux).
    public static var applicationSupportDirectory: URL { directory(.applicationSupportDirectory) }

    /// The user's folder for data that can be recreated (`~/.cache` on Linux).
    public static var cachesDirectory: URL { directory(.cachesDirectory) }

    private static func directory(_ kind: FileManager.SearchPathDirectory) -> URL {
      FileManager.default.urls(for: kind, in: .userDomainMask).first
        ?? FileManager.default.temporaryDirectory
    }
  }
#endif
