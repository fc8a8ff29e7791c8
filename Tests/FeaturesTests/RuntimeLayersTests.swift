import AppTestSupport
import Foundation
import Testing

/// The rules of Runtime's layers, read from the manifest and the sources:
///
/// - a layer is a target whose folder is under `Runtime/`, and `Runtime` depends on each, in
///   order from the bottom (Package.swift's `runtimeLayers`);
/// - a layer depends on, and imports, only layers below it, plus a few modules of the toolchain:
///   never a layer above it, the architecture, `Storage` or a test framework;
/// - no layer re-exports a module, and `Runtime` re-exports every layer, so `import Runtime`
///   stays the one import a feature writes.
///
/// SwiftPM on Linux does not stop a target from importing a module it does not declare, which is
/// why the sources' `import` lines are read too.
struct RuntimeLayersTests {
  /// The toolchain's modules a layer may import.
  static let toolchainModules: Set<String> = [
    "Foundation", "Synchronization", "Dispatch", "Observation",
  ]

  /// The layers, bottom up: the targets under `Runtime/` that `Runtime` depends on, in the
  /// order it lists them.
  static func layers(_ manifest: ManifiestoDelPaquete) -> [ManifiestoDelPaquete.Objetivo] {
    (manifest["Runtime"]?.dependencias ?? []).compactMap { name in
      manifest[name].flatMap { $0.ruta.hasPrefix("Runtime/") ? $0 : nil }
    }
  }

  /// Every break of the rules, each a sentence saying what to do.
  static func violations(
    _ manifest: ManifiestoDelPaquete, sources: [ManifiestoDelPaquete.Fuente]
  ) -> [String] {
    var violations: [String] = []
    let layers = layers(manifest)
    let names = layers.map(\.nombre)
    let targets = Set(manifest.objetivos.map(\.nombre))
    for target in manifest.objetivos
    where target.ruta.hasPrefix("Runtime/") && !names.contains(target.nombre) {
      violations.append(
        "\(target.nombre) lives under Runtime/ but Runtime does not depend on it: add it to "
          + "runtimeLayers in Package.swift, above the layers it uses.")
    }
    for (position, layer) in layers.enumerated() {
      let below = Set(names[..<position])
      let wrong = Set(layer.dependencias).subtracting(below)
      if !wrong.isEmpty {
        violations.append(
          "Package.swift makes the layer \(layer.nombre) depend on \(wrong.sorted()): a layer "
            + "depends only on layers below it (\(below.sorted())); move what it needs down, "
            + "or the layer up in runtimeLayers.")
      }
    }
    var reexported: Set<String> = []
    for source in sources {
      let lines = source.texto.split(separator: "\n").map {
        $0.trimmingCharacters(in: .whitespaces)
      }
      let exports = lines.contains { $0.hasPrefix("@") && $0.contains("@_exported ") }
      guard let position = layers.firstIndex(where: { source.ruta.hasPrefix($0.ruta + "/") })
      else {
        if exports, source.ruta.hasPrefix("Runtime/") {
          reexported.formUnion(
            lines.filter { $0.contains("@_exported ") }.flatMap {
              ManifiestoDelPaquete.importados($0)
            })
        }
        continue
      }
      let layer = layers[position]
      if exports {
        violations.append(
          "\(source.ruta) re-exports a module with @_exported: only Runtime re-exports, so a "
            + "layer imports what each file uses.")
      }
      let imported = ManifiestoDelPaquete.importados(source.texto)
      let ours = imported.intersection(targets).subtracting(layer.dependencias)
      if !ours.isEmpty {
        let above = ours.filter { names.firstIndex(of: $0).map { $0 >= position } ?? false }
        violations.append(
          "\(source.ruta) imports \(ours.sorted()), which the layer \(layer.nombre) does not "
            + "depend on in Package.swift"
            + (above.isEmpty ? "" : " (\(above.sorted()) is not below it)")
            + ": a layer uses only the layers below it.")
      }
      let foreign = imported.subtracting(targets).subtracting(toolchainModules)
      if !foreign.isEmpty {
        violations.append(
          "\(source.ruta) imports \(foreign.sorted()): a layer of Runtime imports only the "
            + "layers below it and \(toolchainModules.sorted()).")
      }
    }
    let listed = sources.first { $0.ruta == "Runtime/Layers.swift" }?.texto ?? ""
    let unlisted = names.filter { !listed.contains("\"\($0)\"") }
    if !unlisted.isEmpty {
      violations.append(
        "runtimeLayerModules in Runtime/Layers.swift does not list \(unlisted): a test the "
          + "session recorder generates would import the layer instead of Runtime.")
    }
    let missing = names.filter { !reexported.contains($0) }
    if !missing.isEmpty {
      violations.append(
        "Runtime does not re-export \(missing): add `@_spi(Driver) @_exported import` lines "
          + "to Runtime/Layers.swift, so `import Runtime` stays the one import.")
    }
    return violations
  }

  @Test
  func runtimesLayersImportOnlyTheLayersBelowThem() throws {
    let manifest = try ManifiestoDelPaquete.leer()
    let sources = try ManifiestoDelPaquete.fuentes(en: "Runtime")
    #expect(
      Self.layers(manifest).map(\.nombre).starts(with: [
        "IssueReports", "IdentifiedCollections", "CasePaths", "Clocks", "Dumps",
      ]))
    #expect(sources.contains { $0.ruta == "Runtime/IssueReports/IssueReporting.swift" })
    let violations = Self.violations(manifest, sources: sources)
    #expect(violations.isEmpty, "\(violations.joined(separator: "\n"))")
  }

  @Test
  func theRulesSeeEveryViolation() {
    typealias Target = ManifiestoDelPaquete.Objetivo
    typealias Source = ManifiestoDelPaquete.Fuente
    let manifest = ManifiestoDelPaquete(objetivos: [
      Target(nombre: "Storage", ruta: "Storage", dependencias: []),
      Target(nombre: "Bottom", ruta: "Runtime/Bottom", dependencias: ["Middle"]),
      Target(nombre: "Middle", ruta: "Runtime/Middle", dependencias: ["Bottom"]),
      Target(nombre: "Top", ruta: "Runtime/Top", dependencias: ["Bottom", "Middle"]),
      Target(nombre: "Stray", ruta: "Runtime/Stray", dependencias: []),
      Target(
        nombre: "Runtime", ruta: "Runtime",
        dependencias: ["Bottom", "Middle", "Top", "Storage"]),
    ])
    let sources = [
      Source(
        ruta: "Runtime/Layers.swift",
        texto: "@_exported import Bottom\nlet runtimeLayerModules = [\"Bottom\", \"Top\"]\n"),
      Source(ruta: "Runtime/Exports.swift", texto: "@_spi(Driver) @_exported import Middle\n"),
      Source(ruta: "Runtime/Store.swift", texto: "import Top\nimport Storage\n"),
      Source(ruta: "Runtime/Bottom/Lock.swift", texto: "import Synchronization\nimport Top\n"),
      Source(ruta: "Runtime/Middle/Report.swift", texto: "@testable import XCTest\n"),
      Source(ruta: "Runtime/Middle/Exports.swift", texto: "@_exported import Bottom\n"),
      Source(ruta: "Runtime/Top/Keys.swift", texto: "import Bottom\nimport Storage\n"),
      Source(ruta: "Runtime/Top/Fine.swift", texto: "import Foundation\nimport Middle\n"),
    ]
    let violations = Self.violations(manifest, sources: sources)
    let expected = [
      "Stray lives under Runtime/",
      "Package.swift makes the layer Bottom depend on [\"Middle\"]",
      "Runtime/Bottom/Lock.swift imports [\"Top\"], which the layer Bottom does not depend on "
        + "in Package.swift ([\"Top\"] is not below it)",
      "Runtime/Middle/Report.swift imports [\"XCTest\"]",
      "Runtime/Middle/Exports.swift re-exports a module",
      "Runtime/Top/Keys.swift imports [\"Storage\"], which the layer Top does not depend on "
        + "in Package.swift:",
      "Runtime does not re-export [\"Top\"]",
      "runtimeLayerModules in Runtime/Layers.swift does not list [\"Middle\"]",
    ]
    esperarViolaciones(violations, queEmpiezanPor: expected)
  }
}
