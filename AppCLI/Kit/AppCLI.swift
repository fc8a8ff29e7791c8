import Foundation

/// The command-line app: parses the arguments, then runs a session or a replay.
///
/// `main.swift` is one call: `exit(await AppCLI.ejecutar(CommandLine.arguments.dropFirst()))`.
public enum AppCLI {
  /// Runs `AppCLI` with `argumentos` (without the program's name) and returns the exit status.
  ///
  /// - Parameters:
  ///   - salida: Where to write; the process's standard output and error by default.
  ///   - entrada: The input of a session without `--script`; standard input by default.
  @MainActor
  public static func ejecutar(
    _ argumentos: some Sequence<String>,
    salida: Salida = .estandar,
    entrada: () -> Entrada = Entrada.estandar
  ) async -> Int32 {
    let invocacion: Invocacion
    do {
      invocacion = try Invocacion.analizar(argumentos)
    } catch {
      salida.error("Error: \(error.mensaje)\n\(TextoDeAyuda.uso)")
      return CodigoDeSalida.uso.rawValue
    }
    let codigo: CodigoDeSalida
    switch invocacion {
    case .ayuda:
      salida.linea(TextoDeAyuda.completo)
      codigo = .bien
    case .version:
      salida.linea(TextoDeAyuda.version)
      codigo = .bien
    case .sesion(let opciones):
      codigo = await sesion(opciones, salida: salida, entrada: entrada)
    case .reproducir(let opciones):
      codigo = Reproduccion.ejecutar(opciones, salida: salida)
    }
    return codigo.rawValue
  }

  @MainActor
  private static func sesion(
    _ opciones: OpcionesDeSesion, salida: Salida, entrada: () -> Entrada
  ) async -> CodigoDeSalida {
    let datos = opciones.datos.map(Archivos.url) ?? DependenciasEnVivo.carpetaPorOmision
    if let problema = Archivos.problemaConCarpeta(datos) {
      salida.error("Error: \(problema)\n\(TextoDeAyuda.uso)")
      return .uso
    }
    let fuente: Entrada
    if let guion = opciones.guion {
      switch Archivos.leer(guion, que: "el guion") {
      case .success(let texto): fuente = .guion(texto)
      case .failure(let error):
        salida.error("Error: \(error.description)")
        return .sinEntrada
      }
    } else {
      fuente = entrada()
    }
    var grabadora: Grabadora?
    if let ruta = opciones.grabacion {
      do {
        grabadora = try Grabadora(ruta: ruta)
      } catch {
        salida.error("Error: \(error.description)")
        return .noSePuedeCrear
      }
    }
    let consola = Consola(
      opciones: opciones, entrada: fuente, salida: salida, datos: datos, grabadora: grabadora)
    return await consola.ejecutar()
  }
}
