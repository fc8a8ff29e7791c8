import Foundation

/// The package's targets as `swift package dump-package` describes them, and its Swift sources:
/// what the dependency rules (`Tests/FeaturesTests`, `Tests/AppCLITests`) read.
///
/// ```swift
/// let manifiesto = try ManifiestoDelPaquete.leer()
/// manifiesto.objetivos.filter { $0.ruta.hasPrefix("Features/") }
/// ```
public struct ManifiestoDelPaquete: Sendable {
  /// One target: its name, its folder from the root, and the targets it depends on by name.
  public struct Objetivo: Equatable, Sendable {
    /// The target's name.
    public var nombre: String
    /// Its folder, from the package's root.
    public var ruta: String
    /// The names of the targets and products it depends on.
    public var dependencias: [String]

    /// Creates a target's description.
    public init(nombre: String, ruta: String, dependencias: [String]) {
      self.nombre = nombre
      self.ruta = ruta
      self.dependencias = dependencias
    }
  }

  /// A Swift file: its path from the root, and its text.
  public struct Fuente: Equatable, Sendable {
    /// The file's path from the package's root.
    public var ruta: String
    /// Its text.
    public var texto: String

    /// Creates a file's description.
    public init(ruta: String, texto: String) {
      self.ruta = ruta
      self.texto = texto
    }
  }

  /// What went wrong reading the manifest.
  public struct ErrorDelManifiesto: Error, CustomStringConvertible {
    /// What happened, and what to do.
    public var description: String
  }

  /// The targets, in the manifest's order.
  public var objetivos: [Objetivo]

  /// Creates a description from its targets.
  public init(objetivos: [Objetivo]) {
    self.objetivos = objetivos
  }

  /// The target named `nombre`, if any.
  public subscript(nombre: String) -> Objetivo? {
    objetivos.first { $0.nombre == nombre }
  }

  /// The repository's root.
  public static let raiz = URL(filePath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// Reads the manifest with `swift package dump-package`, in a scratch folder of its own: the
  /// `swift test` running the caller holds the package's.
  public static func leer() throws -> ManifiestoDelPaquete {
    let proceso = Process()
    proceso.executableURL = URL(filePath: "/usr/bin/env")
    let borrador = FileManager.default.temporaryDirectory
      .appending(path: "dump-package-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: borrador) }
    proceso.arguments = [
      "swift", "package", "dump-package", "--package-path", raiz.path, "--scratch-path",
      borrador.path,
    ]
    let tuberia = Pipe()
    proceso.standardOutput = tuberia
    proceso.standardError = FileHandle.nullDevice
    try proceso.run()
    let datos = tuberia.fileHandleForReading.readDataToEndOfFile()
    proceso.waitUntilExit()
    guard
      let manifiesto = try? JSONSerialization.jsonObject(with: datos) as? [String: Any],
      let objetivos = manifiesto["targets"] as? [[String: Any]]
    else {
      throw ErrorDelManifiesto(
        description: "swift package dump-package printed no manifest with targets (exit "
          + "status \(proceso.terminationStatus)); run it by hand at \(raiz.path) to see why.")
    }
    return ManifiestoDelPaquete(
      objetivos: objetivos.map { objetivo in
        Objetivo(
          nombre: objetivo["name"] as? String ?? "",
          ruta: objetivo["path"] as? String ?? "",
          dependencias: (objetivo["dependencies"] as? [[String: Any]] ?? []).compactMap {
            (($0["byName"] ?? $0["target"] ?? $0["product"]) as? [Any])?.first as? String
          })
      })
  }

  /// The Swift files under `carpeta` (a path from the root), sorted by path.
  public static func fuentes(en carpeta: String) throws -> [Fuente] {
    let base = raiz.appending(path: carpeta)
    return try FileManager.default.subpathsOfDirectory(atPath: base.path)
      .filter { $0.hasSuffix(".swift") }.sorted().map { ruta in
        Fuente(
          ruta: "\(carpeta)/\(ruta)",
          texto: try String(contentsOf: base.appending(path: ruta), encoding: .utf8))
      }
  }

  /// The modules a file imports, with or without attributes (`@testable import X`).
  public static func importados(_ texto: String) -> Set<String> {
    Set(
      texto.split(separator: "\n").compactMap { linea in
        let palabras = linea.split(separator: " ")
        guard let indice = palabras.firstIndex(of: "import"), indice + 1 < palabras.count else {
          return nil
        }
        return palabras[..<indice].allSatisfy({ $0.hasPrefix("@") })
          ? String(palabras[indice + 1]) : nil
      })
  }
}
