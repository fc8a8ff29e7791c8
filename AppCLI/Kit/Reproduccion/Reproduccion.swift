import Foundation
import Runtime

/// One replayed action: what was recorded, where, and the states around it — each from a fold
/// of its own, so their shared values are theirs alone.
struct Paso<State, Action: Codable & Sendable & Equatable> {
  var grabada: AccionGrabada<Action>
  /// Its place among the recorded actions, from 0.
  var indice: Int
  var antes: State
  var despues: State
}

/// `AppCLI replay FILE [--test] [--continuar] [--trace]`: the recorded actions through the
/// app's reducer with effects disabled — the reducer runs, the effects it returns are dropped.
/// Since the recording holds the effects' actions too — a kept cart loaded at login arrives as
/// an action like any other answer — the states are exactly the session's: a reducer is a
/// function of state and action, and a replay is a fold of the actions over the initial state.
enum Reproduccion {
  /// The state after the first `cuantas` actions of `grabacion`: the fold, with the harmless
  /// test values for what a reducer may read (order keys, shared values' memory), in memory
  /// of its own — so no other fold shares its shared values.
  static func estado<Raiz: RaizDeLaApp>(
    tras cuantas: Int, de grabacion: Grabacion<Raiz.Action>, en aplicacion: Aplicacion<Raiz>
  ) -> Raiz.State {
    withDependencies {
      $0.context = .test
      $0.defaultInMemoryStorage = InMemoryStorage()
    } operation: {
      var estado = aplicacion.estadoInicial
      for grabada in grabacion.acciones.prefix(cuantas) {
        _ = aplicacion.raiz.reduce(into: &estado, action: grabada.accion)
      }
      return estado
    }
  }

  /// The steps of replaying `grabacion` in `aplicacion`, each with the state before and after.
  ///
  /// A shared value (the cart) is one value that every copy of a state reads, so the states of
  /// one fold would all show its last value. Each state here is a fold of its own instead —
  /// state *k* replays the first *k* actions — which costs about n² reductions for n actions:
  /// what `--trace` and `--test` need, and only they.
  static func pasos<Raiz: RaizDeLaApp>(
    _ grabacion: Grabacion<Raiz.Action>, en aplicacion: Aplicacion<Raiz>
  ) -> [Paso<Raiz.State, Raiz.Action>] {
    grabacion.acciones.enumerated().map { indice, grabada in
      Paso(
        grabada: grabada, indice: indice,
        antes: estado(tras: indice, de: grabacion, en: aplicacion),
        despues: estado(tras: indice + 1, de: grabacion, en: aplicacion))
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
    let pasos = opciones.traza || opciones.generarTest ? pasos(grabacion, en: aplicacion) : []
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
    let cuantas = grabacion.acciones.count
    let estadoFinal = estado(tras: cuantas, de: grabacion, en: aplicacion)
    let final = Dumper.line(estadoFinal)
    salida.linea(
      "Estado final tras reproducir \(cuantas == 1 ? "1 acción" : "\(cuantas) acciones"):")
    salida.linea(Dumper.block(estadoFinal))
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
