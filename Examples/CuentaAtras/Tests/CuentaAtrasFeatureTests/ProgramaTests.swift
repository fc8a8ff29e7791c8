import CuentaAtrasFeature
import Runtime
import TestSupport
import Testing

/// The program as `main.swift` runs it, with a clock that never waits and its output captured.
@MainActor
struct ProgramaTests {
  /// Runs the program with `argumentos`, an immediate clock, and captured output.
  func ejecutar(
    _ argumentos: [String]
  ) async -> (codigo: Int32, salida: [String], errores: [String]) {
    var salida: [String] = []
    var errores: [String] = []
    let codigo = await withDependencies {
      $0.continuousClock = ImmediateClock()
    } operation: {
      await Programa.ejecutar(
        argumentos, escribir: { salida.append($0) }, avisar: { errores.append($0) })
    }
    return (codigo, salida, errores)
  }

  @Test
  func cuentaYDespega() async {
    let resultado = await ejecutar(["3"])
    #expect(resultado.codigo == 0)
    #expect(resultado.salida == ["3…", "2…", "1…", "¡Despegue!"])
    #expect(resultado.errores == [])
  }

  @Test
  func sinArgumentoCuentaDesdeTres() async {
    #expect(await ejecutar([]).salida == ["3…", "2…", "1…", "¡Despegue!"])
  }

  @Test(arguments: [["tres"], ["-1"], ["61"], ["1", "2"]])
  func unArgumentoMaloSaleCon64(_ argumentos: [String]) async {
    let resultado = await ejecutar(argumentos)
    #expect(resultado.codigo == 64)
    #expect(resultado.salida == [])
    #expect(resultado.errores.first?.hasPrefix("Error: expected a whole number of seconds") == true)
    #expect(resultado.errores.last == Programa.uso)
  }
}
