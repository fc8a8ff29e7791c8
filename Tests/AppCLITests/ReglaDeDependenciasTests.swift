import Foundation
import Testing

/// The dependency rule, read from the manifest and the sources: the drivers (SessionRecording,
/// StoreConsole) know no module of the app — no feature, no client, not Catalogo, Storage or
/// AppIdentity — and neither does AppCLIKit outside the registry (`Funciones/`), where only
/// `Registro.swift` names more than one feature.
struct ReglaDeDependenciasTests {
  /// The repository's root.
  static let raiz = URL(filePath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// A Swift file: the target it belongs to, its path from the root, and its text.
  struct Fuente {
    var objetivo: String
    var ruta: String
    var texto: String
  }

  /// What the rule knows of the package: the app's modules and each driver's dependencies.
  struct Paquete {
    var modulosDeLaApp: Set<String>
    var dependencias: [String: [String]]
  }

  /// The drivers, which must work for any app.
  static let conductores = ["SessionRecording", "StoreConsole"]

  /// The package as `swift package dump-package` describes it: the app's modules are the
  /// targets under `Features/`, and `Storage`. It runs with a scratch folder of its own: the
  /// `swift test` running this holds the package's.
  static func paquete() throws -> Paquete {
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
    let manifiesto = try #require(
      try JSONSerialization.jsonObject(with: datos) as? [String: Any],
      "swift package dump-package printed no manifest")
    let objetivos = try #require(manifiesto["targets"] as? [[String: Any]])
    var paquete = Paquete(modulosDeLaApp: [], dependencias: [:])
    for objetivo in objetivos {
      let nombre = try #require(objetivo["name"] as? String)
      let ruta = objetivo["path"] as? String ?? ""
      if ruta.hasPrefix("Features/") || nombre == "Storage" {
        paquete.modulosDeLaApp.insert(nombre)
      }
      let dependencias = (objetivo["dependencies"] as? [[String: Any]] ?? []).compactMap {
        (($0["byName"] ?? $0["target"] ?? $0["product"]) as? [Any])?.first as? String
      }
      paquete.dependencias[nombre] = dependencias
    }
    return paquete
  }

  /// The Swift files of the drivers and of AppCLIKit.
  static func fuentes() throws -> [Fuente] {
    let carpetas = [
      ("SessionRecording", "SessionRecording"), ("StoreConsole", "StoreConsole"),
      ("AppCLIKit", "AppCLI/Kit"),
    ]
    return try carpetas.flatMap { objetivo, carpeta in
      let base = raiz.appending(path: carpeta)
      return try FileManager.default.subpathsOfDirectory(atPath: base.path)
        .filter { $0.hasSuffix(".swift") }.sorted().map { ruta in
          Fuente(
            objetivo: objetivo, ruta: "\(carpeta)/\(ruta)",
            texto: try String(contentsOf: base.appending(path: ruta), encoding: .utf8))
        }
    }
  }

  /// The modules a file imports.
  static func importados(_ texto: String) -> Set<String> {
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

  /// Every break of the rule in `fuentes`, each a sentence saying what to do.
  static func violaciones(_ fuentes: [Fuente], en paquete: Paquete) -> [String] {
    var violaciones: [String] = []
    for conductor in conductores {
      let prohibidas = Set(paquete.dependencias[conductor] ?? []).intersection(
        paquete.modulosDeLaApp)
      if !prohibidas.isEmpty {
        violaciones.append(
          "Package.swift makes \(conductor) depend on \(prohibidas.sorted()), modules of the app: "
            + "a driver must work for any app; remove the dependency.")
      }
    }
    for fuente in fuentes {
      let deLaApp = importados(fuente.texto).intersection(paquete.modulosDeLaApp)
      let funciones = deLaApp.filter { $0.hasSuffix("Feature") }
      switch fuente.objetivo {
      case _ where conductores.contains(fuente.objetivo):
        if !deLaApp.isEmpty {
          violaciones.append(
            "\(fuente.ruta) imports \(deLaApp.sorted()): a driver knows no module of the app.")
        }
      case _ where fuente.ruta.hasSuffix("/Funciones/Registro.swift"):
        break
      case _ where fuente.ruta.contains("/Funciones/"):
        if funciones.count > 1 {
          violaciones.append(
            "\(fuente.ruta) imports \(funciones.sorted()): a feature's file names one feature; "
              + "only Registro.swift puts several together.")
        }
      default:
        if !deLaApp.isEmpty {
          violaciones.append(
            "\(fuente.ruta) imports \(deLaApp.sorted()): outside Funciones/ AppCLIKit knows no "
              + "module of the app; move what needs it into a feature's file or the registry.")
        }
      }
    }
    return violaciones
  }

  @Test
  func losConductoresYElKitNoConocenLaApp() throws {
    let paquete = try Self.paquete()
    #expect(
      paquete.modulosDeLaApp.isSuperset(of: [
        "Catalogo", "Storage", "AppIdentity", "PedidosClient", "PedidosClientLive",
        "TiendaFeature", "RootFeature",
      ]))
    // TestSource writes a test store's steps as Swift, for the test generator and for
    // TestSupport's random sessions: like Runtime, it knows no app.
    #expect(Set(paquete.dependencias["SessionRecording"] ?? []) == ["Runtime", "TestSource"])
    #expect(Set(paquete.dependencias["StoreConsole"] ?? []) == ["Runtime", "SessionRecording"])
    let fuentes = try Self.fuentes()
    #expect(fuentes.contains { $0.ruta == "AppCLI/Kit/Funciones/Registro.swift" })
    let violaciones = Self.violaciones(fuentes, en: paquete)
    #expect(violaciones.isEmpty, "\(violaciones.joined(separator: "\n"))")
  }

  @Test
  func laReglaVeCadaViolacion() throws {
    let paquete = try Self.paquete()
    var conPlomo = paquete
    conPlomo.dependencias["StoreConsole"]?.append("Storage")
    let malas = [
      Fuente(
        objetivo: "SessionRecording", ruta: "SessionRecording/Malo.swift",
        texto: "import Catalogo\n"),
      Fuente(
        objetivo: "StoreConsole", ruta: "StoreConsole/Malo.swift",
        texto: "@testable import Storage\n"),
      Fuente(objetivo: "AppCLIKit", ruta: "AppCLI/Kit/Malo.swift", texto: "import AppIdentity\n"),
      Fuente(
        objetivo: "AppCLIKit", ruta: "AppCLI/Kit/Funciones/Malo.swift",
        texto: "import TiendaFeature\nimport BuscadorFeature\n"),
      Fuente(objetivo: "AppCLIKit", ruta: "AppCLI/Kit/Bien.swift", texto: "import StoreConsole\n"),
    ]
    let violaciones = Self.violaciones(malas, en: conPlomo)
    #expect(violaciones.count == 5)
    #expect(
      violaciones.contains {
        $0.hasPrefix("Package.swift makes StoreConsole depend on [\"Storage\"]")
      })
    #expect(
      violaciones.contains { $0.hasPrefix("SessionRecording/Malo.swift imports [\"Catalogo\"]") })
    #expect(violaciones.contains { $0.hasPrefix("StoreConsole/Malo.swift imports [\"Storage\"]") })
    #expect(
      violaciones.contains { $0.hasPrefix("AppCLI/Kit/Malo.swift imports [\"AppIdentity\"]") })
    #expect(violaciones.contains { $0.hasPrefix("AppCLI/Kit/Funciones/Malo.swift imports [") })
  }
}
