import Runtime
import Testing

@testable import StoreConsole

/// The canvas prints what a console session writes, from the main actor; written from another
/// thread, the text still comes out, and the test hears why it should not have been.
struct LienzoFueraDelActorPrincipalTests {
  /// The canvas of the test, kept alive on the main actor while the test writes through it.
  @MainActor static var lienzo: TerminalCanvas?

  @Test
  func escribirFueraDelActorPrincipalSeInformaYNoSeDetiene() async {
    let escrito = LockIsolated("")
    let salida = await MainActor.run {
      let canvas = TerminalCanvas(
        output: ConsoleOutput(
          standardOutput: { texto in escrito.withValue { $0 += texto } },
          standardError: { texto in escrito.withValue { $0 += texto } }, isTerminal: false),
        columns: { 80 })
      Self.lienzo = canvas
      return canvas.printing
    }
    await withKnownIssue {
      await Task(executorPreference: globalConcurrentExecutor) {
        salida.standardOutput("hola")
      }.value
    } matching: { issue in
      issue.description.contains("TerminalCanvas.printing ran off the main actor.")
    }
    await MainActor.run { Self.lienzo = nil }
    #expect(escrito.value.contains("hola"))
  }
}
