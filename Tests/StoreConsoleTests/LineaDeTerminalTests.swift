import AppTestSupport
import Synchronization
import Testing

@testable import StoreConsole

/// The terminal's line, on its own: the keys a terminal sends, the line editor, and the canvas
/// that prints above the line — read back through a terminal model.
@MainActor
struct LineaDeTerminalTests {
  /// A canvas `ancho` columns wide whose output lands on a terminal model, and the lines it
  /// hands the session.
  /// What a canvas wrote, and the lines it handed on.
  final class Registro: Sendable {
    let escrito = Mutex<[UInt8]>([])
    let entregadas = Mutex<[String?]>([])
  }

  @MainActor
  final class Lienzo {
    let registro = Registro()
    var canvas: TerminalCanvas!
    let ancho: Int

    var entregadas: [String?] { registro.entregadas.withLock { $0 } }

    init(ancho: Int) {
      self.ancho = ancho
      let registro = registro
      let escribir: @Sendable (String) -> Void = { texto in
        registro.escrito.withLock { $0 += Array(texto.utf8) }
      }
      canvas = TerminalCanvas(
        output: ConsoleOutput(standardOutput: escribir, standardError: escribir, isTerminal: true),
        columns: { ancho })
      canvas.deliver = { linea in registro.entregadas.withLock { $0.append(linea) } }
    }

    var pantalla: PantallaDeTerminal {
      var pantalla = PantallaDeTerminal(ancho: ancho)
      pantalla.recibir(registro.escrito.withLock { $0 })
      return pantalla
    }

    func teclear(_ teclas: String) { canvas.type(Array(teclas.utf8)) }
  }

  @Test
  func lasTeclasLleganEnterasAunqueUnaLecturaLasParta() {
    var decodificador = KeyDecoder()
    #expect(decodificador.keys([0x1B]) == [])
    #expect(decodificador.keys(Array("[D".utf8)) == [.left])
    let enie = Array("ñ".utf8)
    #expect(decodificador.keys([enie[0]]) == [])
    #expect(decodificador.keys([enie[1]]) == [.character("ñ")])
    #expect(
      decodificador.keys(Array("a\r\nb\u{1B}[3~\u{1B}[H\u{7F}".utf8)) == [
        .character("a"), .enter, .character("b"), .delete, .home, .backspace,
      ])
  }

  @Test
  func elEditorMueveElCursorYRecuerdaLasLineas() {
    var editor = LineEditor()
    for tecla: Key in [.character("p"), .character("r"), .left, .character("a"), .end] {
      #expect(editor.apply(tecla) == .edited)
    }
    #expect(editor.text == "par")
    #expect(editor.apply(.enter) == .submitted("par"))
    #expect(editor.apply(.character("x")) == .edited)
    #expect(editor.apply(.up) == .edited)
    #expect(editor.text == "par")
    #expect(editor.apply(.down) == .edited)
    #expect(editor.text == "x")
    #expect(editor.apply(.interrupt) == .edited)
    #expect(editor.text == "")
    #expect(editor.apply(.endOfInput) == .ended)
  }

  @Test
  func loImpresoEncimaDejaLaLineaYElCursorDondeEstaban() {
    let lienzo = Lienzo(ancho: 40)
    lienzo.canvas.showPrompt("p> ")
    lienzo.teclear("hola\u{1B}[D\u{1B}[D")
    lienzo.canvas.print("[pantalla] 1 s", toError: false)
    lienzo.canvas.print("un aviso", toError: true)
    #expect(lienzo.pantalla.texto == "[pantalla] 1 s\nun aviso\np> hola")
    #expect(lienzo.pantalla.columna == 5)
    lienzo.teclear("X\r")
    #expect(lienzo.entregadas == ["hoXla"])
    #expect(lienzo.pantalla.texto == "[pantalla] 1 s\nun aviso\np> hoXla")
  }

  @Test
  func unaLineaMasAnchaQueElTerminalSeBorraEnteraAlRedibujar() {
    let lienzo = Lienzo(ancho: 10)
    lienzo.canvas.showPrompt("p> ")
    lienzo.teclear("abcdefghijklmnop")  // 3 + 16 columns: two rows
    lienzo.teclear("\u{1B}[H")  // the cursor back to the first row
    lienzo.canvas.print("encima", toError: false)
    #expect(lienzo.pantalla.texto == "encima\np> abcdefg\nhijklmnop")
    #expect(lienzo.pantalla.fila == 1)
    #expect(lienzo.pantalla.columna == 3)
    lienzo.teclear("\u{1B}[F")
    #expect(lienzo.pantalla.fila == 2)
    #expect(lienzo.pantalla.columna == 9)
    // Exactly filling the last row: the cursor waits at the start of the next.
    lienzo.teclear("q")
    #expect(lienzo.pantalla.fila == 3)
    #expect(lienzo.pantalla.columna == 0)
    lienzo.canvas.print("otra", toError: false)
    #expect(lienzo.pantalla.texto == "encima\notra\np> abcdefg\nhijklmnopq")
  }

  @Test
  func loTecleadoMientrasCorreUnaOrdenSeTomaEnElSiguientePrompt() {
    let lienzo = Lienzo(ancho: 40)
    lienzo.canvas.showPrompt("a> ")
    lienzo.teclear("uno\rdos\r\u{04}")
    // "uno" was taken at its prompt; "dos" and the end wait for the next ones.
    #expect(lienzo.entregadas == ["uno"])
    lienzo.canvas.print("[a] uno hecho", toError: false)
    lienzo.canvas.showPrompt("a> ")
    #expect(lienzo.entregadas == ["uno", "dos"])
    lienzo.canvas.showPrompt("a> ")
    #expect(lienzo.entregadas == ["uno", "dos", nil])
    #expect(lienzo.pantalla.texto == "a> uno\n[a] uno hecho\na> dos\na>")
  }

  @Test
  func unSecretoNoSeMuestra() {
    let lienzo = Lienzo(ancho: 40)
    lienzo.canvas.showPrompt("Clave: ", secret: true)
    lienzo.teclear("abracadabra")
    #expect(lienzo.pantalla.texto == "Clave:")
    lienzo.teclear("\r")
    lienzo.canvas.endSecret()
    #expect(lienzo.entregadas == ["abracadabra"])
    #expect(lienzo.pantalla.texto == "Clave:")
  }
}
