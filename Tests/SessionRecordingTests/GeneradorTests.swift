import Foundation
import Juguete
import Runtime
import TestSource
import Testing

@testable import SessionRecording

/// The test generator, piece by piece, on the toy: the golden test it writes for a recording
/// with a held answer, a failure, ticks and a wait — which this target also compiles and runs —
/// and the writers of values, assertions, case paths and layout it is made of.
struct GeneradorTests {
  static let fixture = "Fixtures/juguete.jsonl"
  static let golden = "Golden/RecordedJugueteTests.swift"

  static func archivo(_ nombre: String) -> URL {
    URL(filePath: #filePath).deletingLastPathComponent().appending(path: nombre)
  }

  static func generado() throws -> String {
    let recording = Recording<Juguete.Action>(
      text: try String(contentsOf: archivo(fixture), encoding: .utf8))
    return try TestGenerator(.juguete).source(for: recording, fileName: "juguete.jsonl")
  }

  @Test
  func elTestGeneradoEsElDeOro() throws {
    let generado = try Self.generado()
    let deOro = try String(contentsOf: Self.archivo(Self.golden), encoding: .utf8)
    if generado != deOro {
      if ProcessInfo.processInfo.environment["REGENERATE_GOLDEN"] != nil {
        try generado.write(to: Self.archivo(Self.golden), atomically: true, encoding: .utf8)
      }
      Issue.record(
        """
        The generated test differs from \(Self.golden). If the change is intended, regenerate \
        it: REGENERATE_GOLDEN=1 swift test --filter GeneradorTests, then review the diff.
        """)
    }
    #expect(
      generado.contains(#"[.value(["uno"]).held, .error(FalloDeBusqueda(motivo: "sin conexión"))]"#)
    )
    #expect(generado.contains("    buscadorBuscar.deliver(call: 1)\n"))
    #expect(generado.contains(#"await store.send(\.claveEscrita, "********")"#))
  }

  @Test
  func losValoresSeEscribenComoSwift() {
    let source = SwiftSource(defaultValues: [Juguete.State()])
    #expect(source.doc(Juguete.State()).singleLine == "Juguete.State()")
    #expect(source.doc(Juguete.State(segundos: 2)).singleLine == "Juguete.State(segundos: 2)")
    #expect(
      SwiftSource().doc(Juguete.State(segundos: 2)).singleLine
        == #"Juguete.State(segundos: 2, termino: "", buscando: false, resultados: [], fallo: nil, clave: "")"#,
      "without default values, every field is written")
    #expect(
      source.doc(Juguete.State(clave: Clave("secreta"))).singleLine
        == #"Juguete.State(clave: "********")"#, "a redacted secret is written as the mask")
    #expect(
      source.doc(UUID(1)).singleLine
        == #"UUID(uuidString: "00000000-0000-0000-0000-000000000001")!"#)
    #expect(
      source.doc(Date(timeIntervalSince1970: 90)).singleLine == "Date(timeIntervalSince1970: 90.0)")
    #expect(source.doc(Juguete.Action.buscar("x")).singleLine == #".buscar("x")"#)
    #expect(source.doc(Optional<Int>.none as Any).singleLine == "nil")
    #expect(source.doc("dijo \"hola\"\n\\\u{7}").singleLine == #""dijo \"hola\"\n\\\u{7}""#)
    #expect(source.doc(["a": 1]).singleLine == #"["a": 1]"#)
    #expect(
      source.qualified(FalloDeBusqueda(motivo: "m")).singleLine == #"FalloDeBusqueda(motivo: "m")"#)
  }

  @Test
  func lasConstantesSustituyenASuValor() {
    let source = SwiftSource(constants: [Dumper.line(["uno", "dos"]): "resultados"])
    #expect(source.doc(["uno", "dos"]).singleLine == "resultados")
    #expect(RecordedDependencies.name(of: [FalloDeBusqueda].self) == "falloDeBusquedas")
    #expect(RecordedDependencies.name(of: FalloDeBusqueda.self) == "falloDeBusqueda")
    #expect(RecordedDependencies.name(of: UUID.self) == "uuid")
    #expect(identifier("sesión de oro") == "sesionDeOro")
    #expect(identifier("buscador.buscar") == "buscadorBuscar")
  }

  @Test
  func unaAccionEsUnCaminoDeCasoYSuCarga() {
    let modules = ImportedModules()
    let buscar = ActionCasePath(Juguete.Action.buscar("x"), modules: modules)
    #expect(buscar.path == #"\.buscar"#)
    #expect(buscar.payload?.value as? String == "x")
    #expect(ActionCasePath(Juguete.Action.tick).path == #"\.tick"#)
    #expect(ActionCasePath(Juguete.Action.tick).payload == nil)
    #expect(modules.names == ["Juguete"])
  }

  @Test
  func lasMutacionesBajanHastaLoQueCambio() {
    let source = SwiftSource(defaultValues: [Juguete.State()])
    func texto(_ antes: Juguete.State, _ despues: Juguete.State) -> String {
      StateMutation.between(antes, despues, source: source).flatMap { $0.lines(indent: 0) }
        .joined(separator: "\n")
    }
    #expect(
      texto(Juguete.State(), Juguete.State(segundos: 1, resultados: ["uno"]))
        == """
        $0.segundos = 1
        $0.resultados = ["uno"]
        """)
    #expect(texto(Juguete.State(fallo: "x"), Juguete.State()) == "$0.fallo = nil")
    #expect(texto(Juguete.State(), Juguete.State()) == "")
  }

  @Test
  func elRelojAvanzaEnLaUnidadMasGrandeQueLoDejaEntero() {
    #expect(SwiftSource.duration(.seconds(1)) == ".seconds(1)")
    #expect(SwiftSource.duration(.milliseconds(300)) == ".milliseconds(300)")
    #expect(SwiftSource.duration(.nanoseconds(1_500)) == ".nanoseconds(1500)")
  }

  @Test
  func elMaquetadorRompeComoSwiftFormat() {
    let corto = SourceDoc.call("Producto", [.prefixed("id: ", .text("1"))])
    #expect(SourceLayout.lines(corto, indent: 4) == ["    Producto(id: 1)"])
    let palabra = SourceDoc.text(String(repeating: "x", count: 40))
    let llamada = SourceDoc.call("Llamada", [palabra, palabra, palabra])
    #expect(
      SourceLayout.lines(llamada, indent: 2, suffix: ",")
        == [
          "  Llamada(", "    \(palabra.singleLine), \(palabra.singleLine),",
          "    \(palabra.singleLine)),",
        ])
    #expect(
      SourceLayout.lines(.prefixed("let x = ", .array([palabra, palabra, palabra])), indent: 0)
        == [
          "let x = [", "  \(palabra.singleLine), \(palabra.singleLine),",
          "  \(palabra.singleLine),", "]",
        ])
    #expect(
      SourceLayout.lines(
        .suffixed(.call(".value", [palabra, palabra, palabra]), ".held"), indent: 0)
        == [
          ".value(", "  \(palabra.singleLine), \(palabra.singleLine),",
          "  \(palabra.singleLine)).held",
        ])
  }
}
