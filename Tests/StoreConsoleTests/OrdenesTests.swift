import Juguete
import StoreConsole
import Testing

/// A console's commands, declared once in a screen: parsed by a pure function, with a usage
/// message for wrong words and the help generated from the declarations — for the toy.
@MainActor
struct OrdenesTests {
  let app = Juguete.consola

  @Test
  func cadaLineaNombraSuOrden() throws {
    #expect(try app.understand("  Iniciar ")?.command.name == "iniciar")
    #expect(try app.understand("? buscar")?.command.name == "ayuda")
    #expect(try app.understand("terminar")?.command.name == "salir")
    #expect(try app.understand("   ") == nil)
    #expect(
      app.plan("buscar dos palabras", in: Juguete.State()) == .send([.buscar("dos palabras")]))
    #expect(app.plan("iniciar", in: Juguete.State()) == .start([.iniciar]))
    #expect(app.plan("esperar 1,5", in: Juguete.State()) == .wait(.milliseconds(1500)))
  }
}
