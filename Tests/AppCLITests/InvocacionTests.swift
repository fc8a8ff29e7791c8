import AppTestSupport
import Foundation
import StoreConsole
import Testing

@testable import AppCLIKit

/// The shop's command line: the console's flags and the shop's own, in one language, with the
/// first version's Spanish spellings still understood and noted.
@MainActor
struct InvocacionTests {
  func ejecutar(_ argumentos: [String], entrada: [String] = []) async -> (Int32, CapturedOutput) {
    let (salida, captura) = ConsoleOutput.capturing()
    let codigo = await AppCLI.ejecutar(argumentos, salida: salida, entrada: { .lines(entrada) })
    return (codigo, captura)
  }

  @Test
  func elUsoYLaAyudaNombranLasBanderasEnIngles() async {
    let (codigo, captura) = await ejecutar(["--help"])
    #expect(codigo == 0)
    #expect(
      captura.output.contains(
        "Usage: AppCLI [--script ARCHIVO] [--json] [--trace] [--record ARCHIVO] [--data CARPETA]\n"
          + "       AppCLI replay ARCHIVO [--test] [--skip-damaged] [--trace]\n"))
    #expect(!captura.output.contains("--datos"))
    #expect(!captura.output.contains("--continuar"))
  }

  @Test
  func lasGrafiasAntiguasSiguenFuncionandoConUnAviso() async throws {
    let carpeta = try CarpetaTemporal()
    let (codigo, captura) = await ejecutar(["--datos", carpeta.ruta("datos"), "--json"])
    #expect(codigo == 0)
    #expect(captura.errors.hasPrefix("Aviso: --datos está obsoleta; usa --data.\n"))
    let (reproduccion, avisos) = await ejecutar(["replay", "no-existe.jsonl", "--continuar"])
    #expect(reproduccion == 66)
    #expect(avisos.errors.hasPrefix("Aviso: --continuar está obsoleta; usa --skip-damaged.\n"))
  }

  @Test
  func unaCarpetaDeDatosQueEsUnArchivoEsUnErrorDeUso() async throws {
    let carpeta = try CarpetaTemporal()
    _ = FileManager.default.createFile(atPath: carpeta.ruta("archivo"), contents: Data())
    let (codigo, captura) = await ejecutar(["--data", carpeta.ruta("archivo")])
    #expect(codigo == 64)
    #expect(captura.errors.hasPrefix("Error: --data no es una carpeta: «"))
    #expect(captura.errors.hasSuffix("Escribe «AppCLI --help» para ver todas las opciones.\n"))
  }

  @Test
  func unErrorDeUsoTerminaSenalandoLaAyuda() async {
    let (codigo, captura) = await ejecutar(["--dat", "x"])
    #expect(codigo == 64)
    #expect(
      captura.errors
        == """
        Error: opción desconocida: --dat. ¿Querías decir --data?
        Usage: AppCLI [--script ARCHIVO] [--json] [--trace] [--record ARCHIVO] [--data CARPETA]
               AppCLI replay ARCHIVO [--test] [--skip-damaged] [--trace]
               AppCLI --help | --version
        Escribe «AppCLI --help» para ver todas las opciones.

        """)
  }
}
