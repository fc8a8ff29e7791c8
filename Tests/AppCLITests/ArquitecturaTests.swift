import Foundation
import Testing

/// The kit knows no feature: each feature's knowledge is in its one file under `Funciones/`,
/// the registry is the only file that names more than one, and the rest names none.
struct ArquitecturaTests {
  /// The Swift files under `carpeta` (relative to the repository), with their text.
  func fuentes(_ carpeta: String) throws -> [(ruta: String, texto: String)] {
    let raiz = URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let base = raiz.appending(path: carpeta)
    let rutas = try FileManager.default.subpathsOfDirectory(atPath: base.path)
    return try rutas.filter { $0.hasSuffix(".swift") }.sorted().map { ruta in
      (ruta, try String(contentsOf: base.appending(path: ruta), encoding: .utf8))
    }
  }

  /// The feature modules a file imports.
  func funciones(_ texto: String) -> Set<String> {
    Set(
      texto.split(separator: "\n").compactMap { linea in
        linea.hasPrefix("import ") && linea.hasSuffix("Feature") ? String(linea.dropFirst(7)) : nil
      })
  }

  @Test
  func soloElRegistroNombraMasDeUnaFuncion() throws {
    for (ruta, texto) in try fuentes("AppCLI") {
      let importadas = funciones(texto)
      if ruta == "Kit/Funciones/Registro.swift" {
        #expect(importadas.count >= 2)
      } else if ruta.hasPrefix("Kit/Funciones/") {
        #expect(importadas.count <= 1, "\(ruta) imports \(importadas.sorted())")
      } else {
        #expect(importadas.isEmpty, "\(ruta) knows features: \(importadas.sorted())")
      }
    }
  }

  @Test
  func laLineaDeOrdenesEsMasDelgadaQueLasFunciones() throws {
    func lineas(_ carpeta: String) throws -> Int {
      try fuentes(carpeta).reduce(0) {
        $0 + $1.texto.split(separator: "\n", omittingEmptySubsequences: false).count - 1
      }
    }
    let (cli, funciones) = (try lineas("AppCLI"), try lineas("Features"))
    #expect(
      cli < funciones,
      "AppCLI holds \(cli) lines of Swift and Features \(funciones): the driver must stay thinner")
  }
}
