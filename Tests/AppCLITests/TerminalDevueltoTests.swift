import AppTestSupport
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// The built `AppCLI` on a pseudo-terminal, ended by a signal while its line editor holds the
/// terminal in raw mode: the person's shell must get its terminal back as it was.
@MainActor
struct TerminalDevueltoTests {
  @Test(arguments: [SIGTERM, SIGHUP])
  func unaSenalQueTerminaElProgramaDevuelveElTerminal(senal: Int32) async throws {
    let ejecutable = try #require(Ejecutable.url, "AppCLI was not found next to the tests")
    let carpeta = try CarpetaTemporal()
    let terminal = try Pseudoterminal(columnas: 100)
    defer { terminal.cerrar() }
    #expect(Self.modoCanonico(terminal.maestro) == true, "a new terminal starts canonical")

    let proceso = Process()
    proceso.executableURL = ejecutable
    proceso.arguments = ["--data", carpeta.ruta("datos")]
    let extremo = FileHandle(fileDescriptor: terminal.esclavo, closeOnDealloc: false)
    (proceso.standardInput, proceso.standardOutput, proceso.standardError) =
      (extremo, extremo, extremo)
    let fin = AsyncStream<Process.TerminationReason>.makeStream()
    proceso.terminationHandler = { fin.continuation.yield($0.terminationReason) }
    try proceso.run()

    let mostroElPrompt = await terminal.esperar { $0.lineaDelCursor == "acceso>" }
    #expect(mostroElPrompt, "the app showed its prompt:\n\(terminal.pantalla.texto)")
    #expect(Self.modoCanonico(terminal.maestro) == false, "the line editor put it in raw mode")

    kill(proceso.processIdentifier, senal)
    var razones = fin.stream.makeAsyncIterator()
    let razon = await razones.next()

    #expect(razon == .uncaughtSignal, "the signal still ends the program")
    #expect(proceso.terminationStatus == senal)
    #expect(
      Self.modoCanonico(terminal.maestro) == true,
      "after the signal the terminal is canonical again, echoing what is typed")
  }

  /// Whether the terminal reads whole echoed lines (`ICANON` and `ECHO`); `nil` if it cannot be
  /// read.
  static func modoCanonico(_ descriptor: Int32) -> Bool? {
    var ajustes = termios()
    guard tcgetattr(descriptor, &ajustes) == 0 else { return nil }
    let bits = tcflag_t(ICANON | ECHO)
    return ajustes.c_lflag & bits == bits
  }
}
