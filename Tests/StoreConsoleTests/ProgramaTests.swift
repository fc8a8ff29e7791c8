import AppTestSupport
import Foundation
import Juguete
import SessionRecording
import StoreConsole
import TestSupport
import Testing

/// A console program for the toy: flags declared once and parsed, a help page written from
/// them, old spellings noted, conventional exit statuses.
@MainActor
struct ProgramaTests {
  func ejecutar(
    _ argumentos: [String], entrada: [String] = [],
    programa: ConsoleProgram<Juguete, OpcionesDeJuguete> = .juguete()
  ) async -> (ExitCode, CapturedOutput) {
    let (salida, captura) = ConsoleOutput.capturing()
    let codigo = await programa.run(
      argumentos, output: salida, input: { .lines(entrada) }, wallClock: WallClock(ImmediateClock())
    )
    return (codigo, captura)
  }

  @Test
  func laAyudaSaleDeLasDeclaraciones() async {
    let (codigo, captura) = await ejecutar(["--json", "--help"])
    #expect(codigo == .success)
    #expect(captura.errors == "")
    #expect(
      captura.output
        == """
        Juguete: un contador y un buscador.

        Usage: Juguete [--script ARCHIVO] [--json] [--trace] [--record ARCHIVO] [--carpeta CARPETA]
               Juguete replay ARCHIVO [--test] [--skip-damaged] [--trace]
               Juguete --help | --version

        Sin --script, lee las órdenes de la entrada estándar: con un terminal abre una sesión
        interactiva (escribe «ayuda»); si la entrada no es un terminal, la trata como un guion.

        Opciones de la sesión:
          --script ARCHIVO   lee las órdenes de ARCHIVO, una por línea.
          --json             un objeto JSON por cada cambio de estado en la salida estándar;
                             todo lo demás va a la salida de errores.
          --trace            cada acción y el cambio de estado que causó (salida de errores).
          --record ARCHIVO   graba en ARCHIVO, que no debe existir, cada acción, lo
                             que respondieron las dependencias y las esperas del reloj, en líneas JSON.
          --carpeta CARPETA  una carpeta.

        Reproducir una grabación:
          replay ARCHIVO     aplica las acciones grabadas al reducer, sin efectos, y escribe
                             el estado final.
          --test             escribe en su lugar un test de Swift Testing que reproduce la
                             sesión (grabaciones de la versión 2 o posteriores).
          --skip-damaged     salta las líneas dañadas (avisando) en vez de no reproducir
                             nada.
          --trace            cada acción reproducida y el cambio de estado que causó.

        Códigos de salida: 0 bien; 1 la reproducción no llega al estado grabado; 64 uso incorrecto;
        65 grabación dañada, de una versión desconocida o de la 1 con --test; 66 no se puede leer un
        archivo; 70 error interno; 73 no se puede crear la grabación.

        """)
    #expect(await ejecutar(["--version"]).1.output == "Juguete 1.0.0\n")
  }

  @Test(
    arguments: [
      (["--volar"], "opción desconocida: --volar."),
      (["--jsno"], "opción desconocida: --jsno. ¿Querías decir --json?"),
      (["replay", "a.jsonl", "--tset"], "opción desconocida: --tset. ¿Querías decir --test?"),
      (["--carpeta"], "falta el valor de --carpeta."),
      (["--carpeta", "--json"], "falta el valor de --carpeta."),
      (["--carpeta="], "falta el valor de --carpeta."),
      (["--carpeta", "a", "--carpeta", "b"], "--carpeta aparece más de una vez."),
      (["--json=si"], "--json no lleva valor."),
      (["suelto"], "argumento inesperado: «suelto»."),
      (["replay"], "falta el archivo de grabación que reproducir."),
      (["replay", "a.jsonl", "b.jsonl"], "replay lee un solo archivo."),
      (["replay", "a.jsonl", "--json"], "opción desconocida: --json."),
    ])
  func losErroresDeUsoDicenQueFallaYSalenCon64(_ argumentos: [String], _ mensaje: String) async {
    let (codigo, captura) = await ejecutar(argumentos)
    #expect(codigo == .usage)
    #expect(captura.output == "")
    #expect(captura.errors.hasPrefix("Error: \(mensaje)\nUsage: Juguete [--script ARCHIVO]"))
    #expect(captura.errors.hasSuffix("\nEscribe «Juguete --help» para ver todas las opciones.\n"))
  }

  @Test
  func laAppValidaSusOpciones() async {
    let (codigo, captura) = await ejecutar(["--carpeta="])
    #expect(codigo == .usage)
    #expect(captura.errors.hasPrefix("Error: falta el valor de --carpeta."))
    let (valida, errores) = await ejecutar(["--carpeta", "x"], entrada: ["fin"])
    #expect(valida == .success)
    #expect(errores.errors == "")
  }

  @Test
  func lasGrafiasAntiguasFuncionanConUnAviso() async {
    let (codigo, captura) = await ejecutar(["--dir=x"], entrada: [])
    #expect(codigo == .success)
    #expect(captura.errors == "Aviso: --dir está obsoleta; usa --carpeta.\n")
    let (reproduccion, avisos) = await ejecutar(["replay", "--saltar", "no-existe.jsonl"])
    #expect(reproduccion == .noInput)
    #expect(
      avisos.errors
        == """
        Aviso: --saltar está obsoleta; usa --skip-damaged.
        Error: la grabación «no-existe.jsonl» no existe.

        """)
  }

  @Test
  func losArchivosQueNoSePuedenLeerOCrearTienenSuCodigo() async throws {
    let carpeta = try CarpetaTemporal()
    let (guion, errores) = await ejecutar(["--script", carpeta.ruta("no-existe.txt")])
    #expect(guion == .noInput)
    #expect(errores.errors == "Error: el guion «\(carpeta.ruta("no-existe.txt"))» no existe.\n")
    _ = FileManager.default.createFile(
      atPath: carpeta.ruta("existe.jsonl"), contents: Data("x".utf8))
    let (grabacion, motivo) = await ejecutar(["--record", carpeta.ruta("existe.jsonl")])
    #expect(grabacion == .cantCreate)
    #expect(motivo.errors.hasSuffix("existe.jsonl»: ya existe y no se sobrescribe.\n"))
    #expect(try String(contentsOfFile: carpeta.ruta("existe.jsonl"), encoding: .utf8) == "x")
  }

  @Test
  func unaAppSinPantallaParaUnEstadoTerminaConErrorInterno() async throws {
    // A screen that shows nothing once the count passes zero: a gap in the app's description.
    var pantalla = Juguete.pantalla
    let lineas = pantalla.lines
    pantalla.lines = { estado, activa in estado.segundos > 0 ? nil : lineas(estado, activa) }
    let consola = ConsoleApp(
      Juguete(), initialState: Juguete.State(), greeting: "", screens: [pantalla],
      language: .spanish)
    let (codigo, captura) = await ejecutar(
      ["--json"], entrada: ["iniciar", "esperar 1", "parar"], programa: .juguete(consola))
    #expect(codigo == .software)
    #expect(captura.errors.hasPrefix("Error interno: ninguna pantalla muestra el estado"))
  }
}
