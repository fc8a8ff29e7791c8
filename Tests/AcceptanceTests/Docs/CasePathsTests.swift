import Foundation
import TemporizadorFeature
import TestSupport
import Testing

// The examples of docs/CasePaths.md, compiled and run.

/// A namespace for the page's example action, so its name does not clash.
enum EjemploDeCasePaths {
  // snippet: casepaths-conformance
  enum Action: CasePathable {
    case terminoCambio(String)
    case busquedaIniciada
  }
  // end snippet
}

@MainActor
struct CasePathsTests {
  typealias Action = EjemploDeCasePaths.Action

  @Test
  func theConformanceIsEnough() {
    // snippet: casepaths-use
    let cambio: CaseKeyPath<Action, String> = \.terminoCambio
    let accion = cambio("swift")  // embeds: .terminoCambio("swift")

    #expect(accion[case: \.terminoCambio] == "swift")  // extracts
    #expect(accion[case: \.busquedaIniciada] == nil)  // another case
    #expect(accion.is(\.terminoCambio))  // tests the case
    #expect(!accion.is(\.busquedaIniciada))
    // end snippet
  }

  @Test
  func theGeneratedCasePathsOfRaiz() {
    let fallo = Raiz.Action.entradaFallida(codigo: 401, mensaje: "No")
    #expect(fallo[case: \.entradaFallida]?.codigo == 401)
    #expect(fallo[case: \.entradaFallida]?.mensaje == "No")

    let tick: CaseKeyPath<Raiz.Action, Void> = \.destino.presented.temporizador.tick
    #expect(tick().is(\.destino.presented.temporizador.tick))
    #expect(!tick().is(\.view.aparecio))
  }

  @Test
  func theManifestLinesAreTheManifestsOwn() {
    func squeezed(_ text: String) -> String {
      text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
    let manifest = squeezed(CheckedText.file("Package.swift"))
    for name in ["casepaths-plugin-constant", "casepaths-target"] {
      let block = CheckedText.block(name, in: "docs/CasePaths.md") ?? "(missing block \(name))"
      #expect(manifest.contains(squeezed(block)), "Package.swift has no \(block)")
    }
  }

  /// The page shows the file the plugin generates for `Raiz.swift`, read from this build's
  /// plugin outputs.
  @Test
  func theGeneratedCodeShownIsWhatThePluginWrote() throws {
    let generated = try #require(
      Self.pluginOutput(
        "AcceptanceTests/destination/CasePathsPlugin/Docs/Raiz+CasePaths.generated.swift"),
      "The plugin's output for Docs/Raiz.swift was not found next to the test executable.")
    CheckedText.expect(generated, isBlock: "casepaths-generated", in: "docs/CasePaths.md")
  }

  /// A file under `plugins/outputs/<package>/` of the build folder this test runs from.
  static func pluginOutput(_ path: String) -> String? {
    let files = FileManager.default
    var folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    while folder.path != "/" {
      let outputs = folder.appending(path: "plugins/outputs")
      if let packages = try? files.contentsOfDirectory(atPath: outputs.path) {
        for package in packages.sorted() {
          let file = outputs.appending(path: package).appending(path: path)
          if let text = try? String(contentsOf: file, encoding: .utf8) { return text }
        }
      }
      folder = folder.deletingLastPathComponent()
    }
    return nil
  }
}
