import Testing

@testable import AppCLIKit

/// Parsing the command line: a pure function from arguments to what to run, read from the
/// flags' declarations.
struct InvocacionTests {
  @Test
  func sinArgumentosEsUnaSesionConTodoApagado() throws {
    #expect(try Invocacion.analizar([]) == .sesion(OpcionesDeSesion()))
  }

  @Test
  func todasLasOpcionesDeLaSesion() throws {
    let invocacion = try Invocacion.analizar([
      "--script", "guion.txt", "--json", "--trace", "--datos", "/tmp/datos", "--record",
      "sesion.jsonl",
    ])
    #expect(
      invocacion
        == .sesion(
          OpcionesDeSesion(
            guion: "guion.txt", json: true, traza: true, datos: "/tmp/datos",
            grabacion: "sesion.jsonl")))
  }

  @Test
  func elValorPuedeIrPegadoConIgual() throws {
    #expect(
      try Invocacion.analizar(["--datos=/tmp/d", "--record=r.jsonl"])
        == .sesion(OpcionesDeSesion(datos: "/tmp/d", grabacion: "r.jsonl")))
  }

  @Test(arguments: [["--help"], ["-h"], ["--json", "--help"], ["replay", "x.jsonl", "--help"]])
  func laAyudaGanaDondeEste(_ argumentos: [String]) throws {
    #expect(try Invocacion.analizar(argumentos) == .ayuda)
  }

  @Test
  func version() throws {
    #expect(try Invocacion.analizar(["--version"]) == .version)
  }

  @Test
  func reproducirConSusOpciones() throws {
    #expect(
      try Invocacion.analizar(["replay", "s.jsonl"])
        == .reproducir(OpcionesDeReproduccion(archivo: "s.jsonl")))
    #expect(
      try Invocacion.analizar(["replay", "--test", "s.jsonl", "--continuar", "--trace"])
        == .reproducir(
          OpcionesDeReproduccion(
            archivo: "s.jsonl", generarTest: true, continuar: true, traza: true)))
  }

  @Test(
    arguments: [
      (["--nada"], "opción desconocida: --nada."),
      (["--jsno"], "opción desconocida: --jsno. ¿Querías decir --json?"),
      (["--datso", "d"], "opción desconocida: --datso. ¿Querías decir --datos?"),
      (["replay", "a.jsonl", "--tset"], "opción desconocida: --tset. ¿Querías decir --test?"),
      (["--datos"], "falta el valor de --datos."),
      (["--datos", "--json"], "falta el valor de --datos."),
      (["--datos="], "falta el valor de --datos."),
      (["--datos", "a", "--datos", "b"], "--datos aparece más de una vez."),
      (["--json=si"], "--json no lleva valor."),
      (["suelto"], "argumento inesperado: «suelto»."),
      (["replay"], "falta el archivo de grabación que reproducir."),
      (["replay", "a.jsonl", "b.jsonl"], "replay lee un solo archivo."),
      (["replay", "a.jsonl", "--json"], "opción desconocida: --json."),
    ])
  func losErroresDeUsoDicenQueFalla(_ argumentos: [String], _ mensaje: String) {
    #expect(throws: ErrorDeUso(mensaje)) { try Invocacion.analizar(argumentos) }
  }

  @Test
  func laAyudaYElUsoSalenDeLasDeclaraciones() {
    for bandera in OpcionesDeSesion.banderas {
      #expect(TextoDeAyuda.uso.contains("[\(bandera.uso)]"))
      #expect(TextoDeAyuda.completo.contains("  \(bandera.uso) "))
    }
    for bandera in OpcionesDeReproduccion.banderas {
      #expect(TextoDeAyuda.completo.contains("  \(bandera.uso) "))
    }
    #expect(
      TextoDeAyuda.uso.hasPrefix(
        "Usage: AppCLI [--script ARCHIVO] [--json] [--trace] [--datos CARPETA] [--record ARCHIVO]"
      ))
  }

  @Test
  func unErrorDeUsoTerminaSenalandoLaAyuda() async {
    let (salida, captura) = Salida.capturando()
    #expect(await AppCLI.ejecutar(["--jsno"], salida: salida) == 64)
    #expect(
      captura.errores
        == """
        Error: opción desconocida: --jsno. ¿Querías decir --json?
        \(TextoDeAyuda.uso)
        Escribe «AppCLI --help» para ver todas las opciones.

        """)
  }
}
