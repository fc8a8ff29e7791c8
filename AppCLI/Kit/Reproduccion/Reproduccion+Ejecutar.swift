import Foundation
import RootFeature
import Runtime

/// `AppCLI replay FILE [--test] [--continuar] [--trace]`.
enum Reproduccion {
  static func ejecutar(_ opciones: OpcionesDeReproduccion, salida: Salida) -> CodigoDeSalida {
    let texto: String
    switch Archivos.leer(opciones.archivo, que: "la grabación") {
    case .success(let leido): texto = leido
    case .failure(let error):
      salida.error("Error: \(error.description)")
      return .sinEntrada
    }
    let grabacion = Grabacion(texto: texto)
    for danada in grabacion.errores {
      let aviso = opciones.continuar ? "Aviso: se salta la" : "Error:"
      salida.error(
        "\(aviso) línea \(danada.numero) de «\(opciones.archivo)»: \(danada.motivo).")
    }
    if !grabacion.errores.isEmpty, !opciones.continuar {
      salida.error(
        "No se reproduce nada. Con --continuar se saltan las líneas dañadas y se reproduce el "
          + "resto.")
      return .datosDanados
    }
    let pasos = Reproductor.reproducir(grabacion.acciones)
    if opciones.traza {
      for paso in pasos {
        salida.error(Traza.texto(paso.grabada, antes: paso.antes, despues: paso.despues))
      }
    }
    if opciones.generarTest {
      let nombre = URL(filePath: opciones.archivo).lastPathComponent
      salida.salida(GeneradorDeTest.codigo(pasos: pasos, fin: grabacion.fin, archivo: nombre))
      return .bien
    }
    return informar(pasos: pasos, fin: grabacion.fin, salida: salida)
  }

  /// Prints the final state and compares it with the recorded one.
  private static func informar(
    pasos: [Paso], fin: FinDeSesion?, salida: Salida
  ) -> CodigoDeSalida {
    let final = pasos.last?.despues ?? Root.State()
    let acciones = pasos.count == 1 ? "1 acción" : "\(pasos.count) acciones"
    salida.linea("Estado final tras reproducir \(acciones):")
    salida.linea(Listados.estado(final))
    guard let fin else {
      salida.linea("La grabación no tiene línea final: no hay estado grabado con que comparar.")
      return .bien
    }
    guard Dumper.line(final) == fin.estadoFinal else {
      salida.error(
        "Error: el estado final no coincide con el grabado.\nGrabado:     \(fin.estadoFinal)\n"
          + "Reproducido: \(Dumper.line(final))")
      return .estadoDistinto
    }
    salida.linea("Coincide con el estado final grabado.")
    return .bien
  }
}
