import AppCLIKit
import CredencialesFeature
import Foundation
import RootFeature
import Testing

/// The recording: JSON lines, passwords masked, written new and read back line by line.
@MainActor
struct GrabacionTests {
  @Test
  func laClaveSeEnmascara() {
    #expect(
      Root.Action.credenciales(.claveEscrita("demo1234")).enmascarada
        == .credenciales(.claveEscrita("********")))
    #expect(
      Root.Action.credenciales(.claveEscrita("")).enmascarada == .credenciales(.claveEscrita("")))
    #expect(
      Root.Action.credenciales(.correoEscrito("demo1234")).enmascarada
        == .credenciales(.correoEscrito("demo1234")))
  }

  @Test
  func unaLineaEsJSONEnUnaSolaLinea() throws {
    let codificador = JSONEncoder()
    codificador.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    let accion = LineaDeGrabacion.accion(
      AccionGrabada(
        n: 5, ciclo: 4, origen: .efecto, efectosEnCurso: 1, accion: .sesionAbierta(.demo)))
    let texto = String(decoding: try codificador.encode(accion), as: UTF8.self)
    #expect(
      texto
        == #"{"accion":{"sesionAbierta":{"_0":{"correo":"demo@tienda.es","id":1,"nombre":"Demo"}}},"#
        + #""ciclo":4,"efectosEnCurso":1,"n":5,"origen":"efecto"}"#)
    let fin = LineaDeGrabacion.fin(FinDeSesion(efectosCancelados: 1, estadoFinal: "Root.State()"))
    let textoFin = String(decoding: try codificador.encode(fin), as: UTF8.self)
    #expect(textoFin == #"{"fin":{"efectosCancelados":1,"estadoFinal":"Root.State()"}}"#)
    #expect(Grabacion(texto: texto + "\n" + textoFin + "\n").acciones.count == 1)
  }

  @Test
  func seLeenLasAccionesYElFinal() throws {
    let grabacion = Grabacion(texto: try Recursos.sesionDeOro())
    #expect(grabacion.errores.isEmpty)
    #expect(grabacion.acciones.map(\.n) == Array(1...grabacion.acciones.count))
    #expect(grabacion.acciones.first?.accion == .view(.aparecio))
    #expect(grabacion.fin?.efectosCancelados == 1)
  }

  @Test
  func lasLineasDanadasSeNumeran() {
    let texto = """
      {"accion":{"view":{"_0":{"aparecio":{}}}},"ciclo":1,"n":1,"origen":"persona"}

      esto no es JSON
      {"accion":{"volar":{}},"ciclo":2,"n":2,"origen":"persona"}
      {"ciclo":3,"n":3,"origen":"persona"}
      {"fin":{"efectosCancelados":0,"estadoFinal":""}}
      {"accion":{"view":{"_0":{"aparecio":{}}}},"ciclo":4,"n":4,"origen":"persona"}
      """
    let grabacion = Grabacion(texto: texto)
    #expect(grabacion.acciones.count == 1)
    #expect(grabacion.fin != nil)
    #expect(
      grabacion.errores == [
        .init(numero: 3, motivo: "no es JSON válido"),
        .init(numero: 4, motivo: "el campo «accion» no es válido"),
        .init(numero: 5, motivo: "falta el campo «accion»"),
        .init(numero: 7, motivo: "hay líneas después del final"),
      ])
  }

  @Test
  func laGrabadoraNuncaSobrescribe() throws {
    let carpeta = try CarpetaTemporal()
    let ruta = carpeta.ruta("sesion.jsonl")
    let grabadora = try Grabadora(ruta: ruta)
    grabadora.escribir(
      .accion(AccionGrabada(n: 1, ciclo: 1, origen: .persona, accion: .view(.aparecio))))
    grabadora.escribir(.fin(FinDeSesion(efectosCancelados: 0, estadoFinal: "Root.State()")))
    let escrito = try String(contentsOfFile: ruta, encoding: .utf8)
    #expect(escrito.split(separator: "\n").count == 2)

    #expect(throws: Grabadora.ErrorAlCrear.self) { try Grabadora(ruta: ruta) }
    do {
      _ = try Grabadora(ruta: ruta)
    } catch {
      #expect(error.description.contains("ya existe y no se sobrescribe"))
    }
    #expect(try String(contentsOfFile: ruta, encoding: .utf8) == escrito)
  }
}
