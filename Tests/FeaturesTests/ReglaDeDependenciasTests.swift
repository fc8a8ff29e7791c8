import AppTestSupport
import Foundation
import Testing

/// The rules the modules under `Features/` live by, read from the manifest and the sources:
///
/// - every client is an interface module (`<Name>Client`) and a live module
///   (`<Name>ClientLive`);
/// - a feature depends on and imports only `Runtime`, the models (`Catalogo`), client
///   interfaces and — the root — the features it presents: never a live module, `Storage` or
///   another module that links it (`Runtime` alone keeps files, for its shared storage);
/// - an interface depends on no other client, and a live module on no client but its own
///   interface: a type two clients share lives in the models;
/// - nothing under `Features/` re-exports a module (`@_exported`): a file imports what it uses.
struct ReglaDeDependenciasTests {
  /// What the rules know of a module under `Features/`.
  enum Clase: Equatable {
    case funcion, interfaz, vivo, otro
  }

  /// The kind of the module named `nombre`.
  static func clase(_ nombre: String) -> Clase {
    if nombre.hasSuffix("Feature") { return .funcion }
    if nombre.hasSuffix("ClientLive") { return .vivo }
    if nombre.hasSuffix("Client") { return .interfaz }
    return .otro
  }

  /// The modules a feature may depend on besides interfaces and other features.
  static let basesDeUnaFuncion: Set<String> = ["Runtime", "Catalogo"]

  /// The modules `nombre` links, following dependencies but not into `Runtime`, which keeps
  /// files for its shared storage and is allowed to.
  static func enlazados(
    _ nombre: String, en manifiesto: ManifiestoDelPaquete
  ) -> Set<String> {
    var vistos: Set<String> = []
    var pendientes = manifiesto[nombre]?.dependencias ?? []
    while let siguiente = pendientes.popLast() {
      guard siguiente != "Runtime", vistos.insert(siguiente).inserted else { continue }
      pendientes += manifiesto[siguiente]?.dependencias ?? []
    }
    return vistos
  }

  /// Every break of the rules, each a sentence saying what to do.
  static func violaciones(
    _ manifiesto: ManifiestoDelPaquete, fuentes: [ManifiestoDelPaquete.Fuente]
  ) -> [String] {
    var violaciones: [String] = []
    let modulos = manifiesto.objetivos.filter { $0.ruta.hasPrefix("Features/") }
    let nombres = Set(modulos.map(\.nombre))
    for modulo in modulos {
      let nombre = modulo.nombre
      let deLaApp = Set(modulo.dependencias).intersection(nombres.union(["Storage"]))
      switch clase(nombre) {
      case .funcion:
        let ajenas = deLaApp.filter {
          !basesDeUnaFuncion.contains($0) && ![.interfaz, .funcion].contains(clase($0))
        }
        if !ajenas.isEmpty {
          violaciones.append(
            "Package.swift makes \(nombre) depend on \(ajenas.sorted()): a feature depends on "
              + "Runtime, the models and client interfaces only; give the app the live module.")
        }
        if enlazados(nombre, en: manifiesto).contains("Storage") {
          violaciones.append(
            "\(nombre) links Storage through its dependencies: a feature reads no file; move "
              + "the file reading into a live client.")
        }
      case .interfaz:
        let clientes = deLaApp.filter { [.interfaz, .vivo].contains(clase($0)) }
        if !clientes.isEmpty {
          violaciones.append(
            "Package.swift makes \(nombre) depend on \(clientes.sorted()): an interface knows "
              + "no other client; move the type they share into the models (Catalogo).")
        }
        if !nombres.contains(nombre + "Live") {
          violaciones.append(
            "\(nombre) has no live module: add \(nombre)Live with its live value.")
        }
      case .vivo:
        let propia = String(nombre.dropLast("Live".count))
        let clientes = deLaApp.filter { [.interfaz, .vivo].contains(clase($0)) && $0 != propia }
        if !clientes.isEmpty {
          violaciones.append(
            "Package.swift makes \(nombre) depend on \(clientes.sorted()): a live module knows "
              + "only its own interface, \(propia).")
        }
        if !nombres.contains(propia) {
          violaciones.append("\(nombre) has no interface module: add \(propia).")
        }
      case .otro:
        break
      }
    }
    let carpetas = Dictionary(
      modulos.map { ($0.ruta.hasSuffix("/") ? $0.ruta : $0.ruta + "/", $0) },
      uniquingKeysWith: { primero, _ in primero })
    for fuente in fuentes {
      if fuente.texto.split(separator: "\n").contains(where: {
        $0.trimmingCharacters(in: .whitespaces).hasPrefix("@_exported")
      }) {
        violaciones.append(
          "\(fuente.ruta) re-exports a module with @_exported: import what a file uses where "
            + "it uses it; a name a test must reach gets a typealias.")
      }
      guard let modulo = carpetas.first(where: { fuente.ruta.hasPrefix($0.key) })?.value else {
        continue
      }
      let importados = ManifiestoDelPaquete.importados(fuente.texto)
        .intersection(nombres.union(["Storage"]))
      let fuera = importados.subtracting(modulo.dependencias)
      if !fuera.isEmpty {
        violaciones.append(
          "\(fuente.ruta) imports \(fuera.sorted()), which \(modulo.nombre) does not depend on "
            + "in Package.swift: the rules above read the manifest, so declare it there.")
      }
    }
    return violaciones
  }

  @Test
  func losModulosDeLaTiendaSiguenSusReglas() throws {
    let manifiesto = try ManifiestoDelPaquete.leer()
    let fuentes = try ManifiestoDelPaquete.fuentes(en: "Features")
    #expect(
      Set(manifiesto.objetivos.map(\.nombre)).isSuperset(of: [
        "PagosClient", "PagosClientLive", "BusquedaClient", "BusquedaClientLive",
        "CatalogoClient", "CatalogoClientLive", "TiendaFeature", "BuscadorFeature",
      ]))
    #expect(fuentes.contains { $0.ruta == "Features/Tienda/Tienda.swift" })
    let violaciones = Self.violaciones(manifiesto, fuentes: fuentes)
    #expect(violaciones.isEmpty, "\(violaciones.joined(separator: "\n"))")
  }

  @Test
  func laReglaVeCadaViolacion() {
    typealias Objetivo = ManifiestoDelPaquete.Objetivo
    let manifiesto = ManifiestoDelPaquete(objetivos: [
      Objetivo(nombre: "Runtime", ruta: "Runtime", dependencias: ["Storage"]),
      Objetivo(nombre: "Storage", ruta: "Storage", dependencias: []),
      Objetivo(nombre: "Catalogo", ruta: "Features/Catalogo", dependencias: ["Storage"]),
      Objetivo(nombre: "PagosClient", ruta: "Features/PagosClient", dependencias: ["Runtime"]),
      Objetivo(
        nombre: "PagosClientLive", ruta: "Features/PagosClientLive",
        dependencias: ["PagosClient", "PedidosClient"]),
      Objetivo(
        nombre: "PedidosClient", ruta: "Features/PedidosClient",
        dependencias: ["Runtime", "PagosClient"]),
      Objetivo(
        nombre: "TiendaFeature", ruta: "Features/Tienda",
        dependencias: ["Runtime", "Catalogo", "PagosClientLive"]),
      Objetivo(nombre: "BienFeature", ruta: "Features/Bien", dependencias: ["Runtime"]),
    ])
    let fuentes = [
      ManifiestoDelPaquete.Fuente(
        ruta: "Features/Tienda/Exports.swift", texto: "@_exported import PagosClient\n"),
      ManifiestoDelPaquete.Fuente(ruta: "Features/Bien/Bien.swift", texto: "import Storage\n"),
      ManifiestoDelPaquete.Fuente(ruta: "Features/Bien/Otro.swift", texto: "import Runtime\n"),
    ]
    let violaciones = Self.violaciones(manifiesto, fuentes: fuentes)
    let esperadas = [
      "Package.swift makes TiendaFeature depend on [\"PagosClientLive\"]",
      "TiendaFeature links Storage",
      "Package.swift makes PedidosClient depend on [\"PagosClient\"]",
      "PedidosClient has no live module",
      "Package.swift makes PagosClientLive depend on [\"PedidosClient\"]",
      "Features/Tienda/Exports.swift re-exports a module",
      "Features/Tienda/Exports.swift imports [\"PagosClient\"], which TiendaFeature",
      "Features/Bien/Bien.swift imports [\"Storage\"], which BienFeature",
    ]
    esperarViolaciones(violaciones, queEmpiezanPor: esperadas)
  }
}
