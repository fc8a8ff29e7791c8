import AppTestSupport
import Foundation
import Testing

/// The console's dependency rule, read from the manifest and the sources: the drivers
/// (SessionRecording, StoreConsole) know no module of the app — no feature, no client, not
/// Catalogo, Storage or AppIdentity — and neither does AppCLIKit outside the registry
/// (`Funciones/`), where only `Registro.swift` names more than one feature. The features' and
/// clients' own rules are in `Tests/FeaturesTests`.
struct ReglaDeDependenciasTests {
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

  /// The package as the manifest describes it: the app's modules are the targets under
  /// `Features/`, and `Storage` and `Crypto`.
  static func paquete() throws -> Paquete {
    let manifiesto = try ManifiestoDelPaquete.leer()
    var paquete = Paquete(modulosDeLaApp: [], dependencias: [:])
    for objetivo in manifiesto.objetivos {
      if objetivo.ruta.hasPrefix("Features/") || ["Storage", "Crypto"].contains(objetivo.nombre) {
        paquete.modulosDeLaApp.insert(objetivo.nombre)
      }
      paquete.dependencias[objetivo.nombre] = objetivo.dependencias
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
      try ManifiestoDelPaquete.fuentes(en: carpeta).map {
        Fuente(objetivo: objetivo, ruta: $0.ruta, texto: $0.texto)
      }
    }
  }

  /// The modules a file imports.
  static func importados(_ texto: String) -> Set<String> {
    ManifiestoDelPaquete.importados(texto)
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
