import Foundation

/// Where each of the app's files lives inside a data folder: written here once, and read by the
/// live clients (their default values), the command line (`--data`) and the tests.
///
/// ```swift
/// let archivos = DataFiles(folder: DataFolder.url())
/// dependencias.pedidos = .live(archivo: archivos.pedidos)
/// ```
///
/// Each client owns the format of its files and anything it keeps next to them (locks, an order
/// book's damaged journals); this names only where they start.
public struct DataFiles: Equatable, Sendable {
  /// The data folder the files are in.
  public var folder: URL

  /// The files in `folder`; by default the app's own folder, ``DataFolder/url(environment:)``.
  public init(folder: URL = DataFolder.url()) {
    self.folder = folder
  }

  /// The order book's journal: `pedidos.jsonl`.
  public var pedidos: URL { folder.appending(path: "pedidos.jsonl") }

  /// The telemetry journal: `telemetria.jsonl`.
  public var telemetria: URL { folder.appending(path: "telemetria.jsonl") }

  /// The users file: `usuarios.json`.
  public var usuarios: URL { folder.appending(path: "usuarios.json") }

  /// The failed logins, for the lockout: `accesos-fallidos.json`.
  public var accesosFallidos: URL { folder.appending(path: "accesos-fallidos.json") }

  /// The folder of saved carts, one file per person: `carritos/`.
  public var carritos: URL { folder.appending(path: "carritos", directoryHint: .isDirectory) }
}
