import Foundation
import RootFeature
import SessionRecording
import Testing

@testable import AppCLIKit

/// `replay --test`: the generated test for the golden session is exactly the golden file —
/// which this target also compiles and runs.
struct GeneradorDeTestTests {
  func generado(_ texto: String, archivo: String) throws -> String {
    try TestGenerator(Registro.aplicacion.feature).source(
      for: Recording<Root.Action>(text: texto), fileName: archivo,
      command: "`AppCLI replay \(archivo) --test`")
  }

  @Test(
    arguments: [
      ("sesion-de-oro", "RecordedSesionDeOroTests"),
      ("busqueda-cancelada", "RecordedBusquedaCanceladaTests"),
    ])
  func elTestGeneradoEsElDeOro(_ fixture: String, _ golden: String) throws {
    let generado = try generado(try Recursos.grabacion(fixture), archivo: "\(fixture).jsonl")
    let deOro = try Recursos.testDeOro(golden)
    if generado != deOro {
      let generadas = generado.split(separator: "\n", omittingEmptySubsequences: false)
      let deOroLineas = deOro.split(separator: "\n", omittingEmptySubsequences: false)
      let primera =
        generadas.indices.first { $0 >= deOroLineas.count || generadas[$0] != deOroLineas[$0] }
        ?? generadas.count
      Issue.record(
        """
        The generated test differs from Golden/\(golden).swift at line \(primera + 1). If the \
        change is intended, regenerate it:
        swift run AppCLI replay Tests/AppCLITests/Fixtures/\(fixture).jsonl --test \
        > Tests/AppCLITests/Golden/\(golden).swift
        """)
    }
  }

  @Test
  func unaGrabacionDeLaVersion1NoDaUnTest() throws {
    #expect(throws: TestGenerator<Root>.Failure.worldNotRecorded) {
      try generado(try Recursos.sesionV1(), archivo: "v1.jsonl")
    }
  }

  @Test
  func elDeLaCanceladaNuncaRespondeYNoHaceFaltaRetener() throws {
    let codigo = try generado(try Recursos.grabacion("busqueda-cancelada"), archivo: "c.jsonl")
    #expect(codigo.contains(#""clienteBusqueda.buscar", [.never, .value(productos)])"#))
    #expect(!codigo.contains(".held"))
  }
}
