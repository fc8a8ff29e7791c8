import AppIdentity
import Foundation
import Runtime

/// The command-line app: parses the arguments, then runs a session or a replay of the app the
/// registry describes.
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
    let codigo: CodigoDeSalida
    do {
      switch try Invocacion.analizar(argumentos) {
      case .ayuda:
        salida.linea(TextoDeAyuda.completo)
        codigo = .bien
      case .version:
        salida.linea(TextoDeAyuda.version)
        codigo = .bien
      case .sesion(let opciones):
        codigo = try await sesion(opciones, salida: salida, entrada: entrada)
      case .reproducir(let opciones):
        codigo = Reproduccion.ejecutar(Registro.aplicacion, opciones, salida: salida)
      }
    } catch {
      salida.error("Error: \(error.mensaje)\n\(TextoDeAyuda.uso)\n\(TextoDeAyuda.masAyuda)")
      return CodigoDeSalida.uso.rawValue
    }
    return codigo.rawValue
  }

  @MainActor
  private static func sesion(
    _ opciones: OpcionesDeSesion, salida: Salida, entrada: () -> Entrada
  ) async throws(ErrorDeUso) -> CodigoDeSalida {
    let datos = opciones.datos.map(Archivos.url) ?? DataFolder.url()
    if let problema = Archivos.problemaConCarpeta(datos) { throw ErrorDeUso(problema) }
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
        grabadora = try Grabadora(ruta: ruta) { salida.error($0) }
      } catch {
        salida.error("Error: \(error.description)")
        return .noSePuedeCrear
      }
    }
    let consola = Consola(
      Registro.aplicacion, opciones: opciones, entrada: fuente, salida: salida, datos: datos,
      grabadora: grabadora)
    return await consola.ejecutar()
  }
}
