import AppTestSupport
import CredencialesFeature
import Foundation
import RootFeature
import Testing

@testable import AppCLIKit

/// The recording: JSON lines, written new and read back line by line, versioned.
struct GrabacionTests {
  typealias Linea = LineaDeGrabacion<Root.Action>

  func texto(_ linea: Linea) throws -> String {
    let codificador = JSONEncoder()
    codificador.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try codificador.encode(linea), as: UTF8.self)
  }

  @Test
  func cadaLineaEsUnObjetoJSON() throws {
    let accion = Linea.accion(
      AccionGrabada(
        n: 5, ciclo: 4, origen: .efecto, efectosEnCurso: 1, accion: .sesionAbierta(.demo)))
    #expect(
      try texto(accion)
        == #"{"accion":{"sesionAbierta":{"_0":{"correo":"demo@tienda.es","id":1,"nombre":"Demo"}}},"#
        + #""ciclo":4,"efectosEnCurso":1,"n":5,"origen":"efecto"}"#)
    #expect(try texto(.version(2)) == #"{"version":2}"#)
    #expect(
      try texto(.llamada(Llamada(id: 3, extremo: "pagos.cobrar")))
        == #"{"llamada":{"extremo":"pagos.cobrar","id":3}}"#)
    #expect(
      try texto(.espera(Espera(id: 4, hasta: 300_000_000)))
        == #"{"espera":{"hasta":300000000,"id":4}}"#)
    #expect(
      try texto(.respuesta(Respuesta(id: 3, valor: .objeto(["exito": .objeto([:])]))))
        == #"{"respuesta":{"id":3,"valor":{"exito":{}}}}"#)
    #expect(
      try texto(.respuesta(Respuesta(id: 4, cancelada: true)))
        == #"{"respuesta":{"cancelada":true,"id":4}}"#)
    let fin = Linea.fin(FinDeSesion(efectosCancelados: 1, estadoFinal: "Root.State()"))
    #expect(try texto(fin) == #"{"fin":{"efectosCancelados":1,"estadoFinal":"Root.State()"}}"#)
    let leida = Grabacion<Root.Action>(
      texto: try [.version(2), accion, fin].map(texto).joined(separator: "\n"))
    #expect(leida.version == 2)
    #expect(leida.lineas == [accion])
    #expect(leida.errores.isEmpty)
  }

  @Test
  func laSesionDeOroSeLeeEntera() throws {
    let grabacion = Grabacion<Root.Action>(texto: try Recursos.sesionDeOro())
    #expect(grabacion.errores.isEmpty)
    #expect(grabacion.version == 2)
    #expect(grabacion.acciones.map(\.n) == Array(1...grabacion.acciones.count))
    #expect(grabacion.acciones.first?.accion == .view(.aparecio))
    #expect(grabacion.fin?.efectosCancelados == 1)
    let llamadas = grabacion.lineas.compactMap {
      if case .llamada(let l) = $0 { l.extremo } else { nil }
    }
    #expect(Set(llamadas).isSubset(of: Registro.aplicacion.extremos.map(\.nombre)))
  }

  @Test
  func unaGrabacionSinVersionEsDeLaVersion1() throws {
    let grabacion = Grabacion<Root.Action>(texto: try Recursos.sesionV1())
    #expect(grabacion.version == 1)
    #expect(grabacion.errores.isEmpty)
    #expect(grabacion.acciones.count == 11)
    #expect(grabacion.fin != nil)
  }

  @Test
  func lasLineasDanadasSeNumeran() {
    let texto = """
      {"version":2}
      {"accion":{"view":{"_0":{"aparecio":{}}}},"ciclo":1,"n":1,"origen":"persona"}

      esto no es JSON
      {"accion":{"volar":{}},"ciclo":2,"n":2,"origen":"persona"}
      {"ciclo":3,"n":3,"origen":"persona"}
      {"version":2}
      {"respuesta":{"id":"uno"}}
      {"fin":{"efectosCancelados":0,"estadoFinal":""}}
      {"accion":{"view":{"_0":{"aparecio":{}}}},"ciclo":4,"n":4,"origen":"persona"}
      """
    let grabacion = Grabacion<Root.Action>(texto: texto)
    #expect(grabacion.acciones.count == 1)
    #expect(grabacion.fin != nil)
    #expect(
      grabacion.errores == [
        .init(numero: 4, motivo: "no es JSON válido"),
        .init(numero: 5, motivo: "el campo «accion» no es válido"),
        .init(numero: 6, motivo: "falta el campo «accion»"),
        .init(numero: 7, motivo: "la versión va en la primera línea"),
        .init(numero: 8, motivo: "el campo «respuesta.id» no es válido"),
        .init(numero: 10, motivo: "hay líneas después del final"),
      ])
  }

  @Test
  func laGrabadoraEmpiezaPorLaVersionYNuncaSobrescribe() throws {
    let carpeta = try CarpetaTemporal()
    let ruta = carpeta.ruta("sesion.jsonl")
    let grabadora = try Grabadora(ruta: ruta)
    grabadora.escribir(
      Linea.accion(AccionGrabada(n: 1, ciclo: 1, origen: .persona, accion: .view(.aparecio))))
    #expect(grabadora.llamada("pagos.cobrar") == 1)
    grabadora.escribir(Linea.fin(FinDeSesion(efectosCancelados: 0, estadoFinal: "Root.State()")))
    grabadora.responder(Respuesta(id: 1))
    let escrito = try String(contentsOfFile: ruta, encoding: .utf8)
    #expect(
      escrito.split(separator: "\n").map { String($0.prefix(12)) }
        == [#"{"version":2"#, #"{"accion":{""#, #"{"llamada":{"#, #"{"fin":{"efe"#],
      "nothing is written after the end line")

    #expect(throws: Grabadora.ErrorAlCrear.self) { try Grabadora(ruta: ruta) }
    do {
      _ = try Grabadora(ruta: ruta)
    } catch {
      #expect(error.description.contains("ya existe y no se sobrescribe"))
    }
    #expect(try String(contentsOfFile: ruta, encoding: .utf8) == escrito)
  }
}
