import Foundation
import Runtime

/// One replayed action: what was recorded and the states around it.
struct Paso<State, Action: Codable & Sendable & Equatable> {
  var grabada: AccionGrabada<Action>
  var antes: State
  var despues: State
}

/// `AppCLI replay FILE [--test] [--continuar] [--trace]`: the recorded actions through the
/// app's reducer with effects disabled — the reducer runs, the effects it returns are dropped.
/// Since the recording holds the effects' actions too, the states are exactly the session's:
/// a reducer is a function of state and action.
enum Reproduccion {
  /// The steps of replaying `grabacion` in `aplicacion`. The endpoints a reducer calls itself
  /// (a kept cart read at login) answer what the recording says they answered.
  static func pasos<Raiz: RaizDeLaApp>(
    _ grabacion: Grabacion<Raiz.Action>, en aplicacion: Aplicacion<Raiz>
  ) -> [Paso<Raiz.State, Raiz.Action>] {
    let respuestas = grabacion.respuestasPorExtremo
    return withDependencies {
      // Past what the recording says, the harmless test values answer: a replay touches no file.
      $0.context = .test
      for extremo in aplicacion.extremos {
        extremo.repetir?(
          &$0, ColaDeRespuestas((respuestas[extremo.nombre] ?? []).compactMap { $0 }))
      }
    } operation: {
      var estado = aplicacion.estadoInicial
      return grabacion.acciones.map { grabada in
        let antes = estado
        _ = aplicacion.raiz.reduce(into: &estado, action: grabada.accion)
        return Paso(grabada: grabada, antes: antes, despues: estado)
      }
    }
  }

  static func ejecutar<Raiz: RaizDeLaApp>(
    _ aplicacion: Aplicacion<Raiz>, _ opciones: OpcionesDeReproduccion, salida: Salida
  ) -> CodigoDeSalida {
    let archivo = opciones.archivo
    let texto: String
    switch Archivos.leer(archivo, que: "la grabación") {
    case .success(let leido): texto = leido
    case .failure(let error):
      salida.error("Error: \(error.description)")
      return .sinEntrada
    }
    let grabacion = Grabacion<Raiz.Action>(texto: texto)
    let actual = LineaDeGrabacion<Raiz.Action>.versionActual
    guard (1...actual).contains(grabacion.version) else {
      salida.error(
        "Error: «\(archivo)» es una grabación de la versión \(grabacion.version); esta versión "
          + "de AppCLI lee hasta la \(actual). No se reproduce nada.")
      return .datosDanados
    }
    for danada in grabacion.errores {
      let aviso = opciones.continuar ? "Aviso: se salta la" : "Error:"
      salida.error("\(aviso) línea \(danada.numero) de «\(archivo)»: \(danada.motivo).")
    }
    if !grabacion.errores.isEmpty, !opciones.continuar {
      salida.error(
        "No se reproduce nada. Con --continuar se saltan las líneas dañadas y se reproduce el "
          + "resto.")
      return .datosDanados
    }
    if opciones.generarTest, grabacion.version < 2 {
      salida.error(
        "Error: «\(archivo)» es una grabación de la versión 1, que no guarda qué respondieron "
          + "las dependencias ni cuándo despertó el reloj: no se puede escribir un test que la "
          + "reproduzca. Sin --test sí se reproduce; para el test, vuelve a grabar la sesión.")
      return .datosDanados
    }
    let pasos = pasos(grabacion, en: aplicacion)
    if opciones.traza {
      for paso in pasos {
        salida.error(Traza.texto(paso.grabada, antes: paso.antes, despues: paso.despues))
      }
    }
    if opciones.generarTest {
      let nombre = URL(filePath: archivo).lastPathComponent
      salida.salida(
        GeneradorDeTest.codigo(aplicacion, grabacion: grabacion, pasos: pasos, archivo: nombre))
      return .bien
    }
    let final = Dumper.line(pasos.last?.despues ?? aplicacion.estadoInicial)
    salida.linea(
      "Estado final tras reproducir \(pasos.count == 1 ? "1 acción" : "\(pasos.count) acciones"):")
    salida.linea(Dumper.block(pasos.last?.despues ?? aplicacion.estadoInicial))
    guard let fin = grabacion.fin else {
      salida.linea("La grabación no tiene línea final: no hay estado grabado con que comparar.")
      return .bien
    }
    guard final == fin.estadoFinal else {
      salida.error(
        "Error: el estado final no coincide con el grabado.\nGrabado:     \(fin.estadoFinal)\n"
          + "Reproducido: \(final)")
      return .estadoDistinto
    }
    salida.linea("Coincide con el estado final grabado.")
    return .bien
  }
}
