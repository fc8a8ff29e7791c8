import AppTestSupport
import CredencialesFeature
import Foundation
import Runtime
import TestSupport
import Testing
import TiendaFeature

@testable import AppCLIKit

/// Recording at the boundary: an endpoint logs each call and its answer — a value, an error,
/// or that its effect was cancelled first — and the recording clock logs each sleep.
struct ExtremoTests {
  /// The lines `cuerpo` records, without the version line.
  func grabando(_ cuerpo: (Grabadora) async throws -> Void) async throws -> [String] {
    let carpeta = try CarpetaTemporal()
    try await cuerpo(try Grabadora(ruta: carpeta.ruta("s.jsonl")))
    return try String(contentsOfFile: carpeta.ruta("s.jsonl"), encoding: .utf8)
      .split(separator: "\n").dropFirst().map(String.init)
  }

  @Test
  func unaLlamadaYSuRespuestaOSuError() async throws {
    var dependencias = DependencyValues(context: .test)
    dependencias.autenticacion.entrar = { _, clave in
      guard clave == "bien" else { throw ErrorCredenciales.credencialesInvalidas }
      return .demo
    }
    let extremo = Extremo(
      "autenticacion.entrar", \.autenticacion.entrar, errores: ErrorCredenciales.self)
    let lineas = try await grabando { grabadora in
      extremo.grabar(&dependencias, grabadora)
      let usuario = try await dependencias.autenticacion.entrar("demo@tienda.es", "bien")
      #expect(usuario == .demo)
      await #expect(throws: ErrorCredenciales.credencialesInvalidas) {
        try await dependencias.autenticacion.entrar("demo@tienda.es", "mal")
      }
    }

    #expect(
      lineas == [
        #"{"llamada":{"extremo":"autenticacion.entrar","id":1}}"#,
        #"{"respuesta":{"id":1,"valor":{"correo":"demo@tienda.es","id":1,"nombre":"Demo"}}}"#,
        #"{"llamada":{"extremo":"autenticacion.entrar","id":2}}"#,
        #"{"respuesta":{"error":{"tipo":"ErrorCredenciales","valor":{"credencialesInvalidas":{}}},"id":2}}"#,
      ])
    let error = try #require(
      extremo.error(
        ErrorGrabado(
          tipo: "ErrorCredenciales", valor: .objeto(["credencialesInvalidas": .objeto([:])]))))
    #expect(error as? ErrorCredenciales == .credencialesInvalidas)
    #expect(extremo.error(ErrorGrabado(descripcion: "otro")) == nil)
    #expect(extremo.aridad == 2)
    #expect(extremo.tipo == "Usuario")
    #expect(try extremo.decodificar(JSON(codificando: Usuario.demo)) as? Usuario == .demo)
  }

  @Test
  func unaRespuestaQueLlegaTrasCancelarNoSeDaComoRespuesta() async throws {
    var dependencias = DependencyValues(context: .test)
    dependencias.catalogo.cargar = {
      withUnsafeCurrentTask { $0?.cancel() }
      return [.camiseta]
    }
    let lineas = try await grabando { grabadora in
      Extremo("catalogo.cargar", \.catalogo.cargar).grabar(&dependencias, grabadora)
      _ = try await dependencias.catalogo.cargar()
    }

    #expect(lineas.last == #"{"respuesta":{"cancelada":true,"id":1}}"#)
  }

  @Test
  func elRelojCuentaComoUnRelojDeTest() async throws {
    let lineas = try await grabando { grabadora in
      let reloj = RelojGrabado(real: ImmediateClock(), grabadora: grabadora)
      let inicio = reloj.now
      try await reloj.sleep(for: .milliseconds(300))
      #expect(reloj.now == inicio.advanced(by: .milliseconds(300)), "time moves to the deadline")
      // A deadline measured from `now`, as a timer measures its ticks.
      try await reloj.sleep(until: reloj.now.advanced(by: .seconds(1)), tolerance: nil)
      let cancelada = Task {
        withUnsafeCurrentTask { $0?.cancel() }
        try await reloj.sleep(for: .seconds(5))
      }
      await #expect(throws: CancellationError.self) { try await cancelada.value }
      #expect(
        reloj.now == inicio.advanced(by: .milliseconds(1300)), "a cancelled sleep moves nothing")
    }

    #expect(
      lineas == [
        #"{"espera":{"hasta":300000000,"id":1}}"#, #"{"respuesta":{"id":1}}"#,
        #"{"espera":{"hasta":1300000000,"id":2}}"#, #"{"respuesta":{"id":2}}"#,
        #"{"espera":{"hasta":6300000000,"id":3}}"#, #"{"respuesta":{"cancelada":true,"id":3}}"#,
      ])
  }

  @Test
  func unSumideroSeApuntaSinRespuesta() async throws {
    var dependencias = DependencyValues(context: .test)
    let extremo = Extremo("telemetria.enviar", \.telemetria.enviar)
    let lineas = try await grabando { grabadora in
      extremo.grabar(&dependencias, grabadora)
      await dependencias.telemetria.enviar(.pagoIniciado(totalEnCentimos: 1))
    }
    #expect(
      lineas == [
        #"{"llamada":{"extremo":"telemetria.enviar","id":1}}"#, #"{"respuesta":{"id":1}}"#,
      ])
    #expect(extremo.tipo == nil)
  }
}
