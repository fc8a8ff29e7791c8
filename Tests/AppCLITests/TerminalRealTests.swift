import AppTestSupport
import BuscadorFeature
import Foundation
import SessionRecording
import StoreConsole
import TestSupport
import Testing

@testable import AppCLIKit

/// The app on a real (pseudo-)terminal, as a person sees it: keys typed on one end, the screen
/// read from what the app draws on the other. Time moves with a test clock, and each key is
/// typed once the screen shows what comes before it, so nothing races.
@MainActor
struct TerminalRealTests {
  let columnas = 120

  /// Runs the app on `terminal` with `reloj` pacing it, and returns its exit status once
  /// `guion` — which types and looks — is done and the session has ended.
  func sesion(
    en terminal: Pseudoterminal, reloj: TestClock<Duration>, carpeta: borrowing CarpetaTemporal,
    _ guion: () async throws -> Void
  ) async throws -> Int32 {
    let (esclavo, datos) = (terminal.esclavo, carpeta.ruta("datos"))
    let entrada = try #require(ConsoleInput.terminal(esclavo), "the app's end is a terminal")
    async let codigo = AppCLI.ejecutar(
      ["--data", datos], salida: terminal.salida, entrada: { entrada },
      reloj: WallClock(reloj))
    try await guion()
    return await codigo
  }

  @Test
  func loTecleadoSigueEnLaLineaMientrasLaPantallaSeRedibuja() async throws {
    let carpeta = try CarpetaTemporal()
    let terminal = try Pseudoterminal(columnas: columnas)
    defer { terminal.cerrar() }
    let reloj = TestClock<Duration>()
    let prompt = "temporizador> "

    let codigo = try await sesion(en: terminal, reloj: reloj, carpeta: carpeta) {
      #expect(await terminal.esperar { $0.lineaDelCursor == "acceso>" })
      terminal.teclear("entrar demo@tienda.es\r")
      #expect(await terminal.esperar { $0.lineaDelCursor == "Contraseña:" })
      terminal.teclear("demo1234\r")
      #expect(await terminal.esperar { $0.lineaDelCursor == "inicio>" })
      terminal.teclear("abrir temporizador\r")
      #expect(await terminal.esperar { $0.lineaDelCursor == "temporizador>" })
      terminal.teclear("iniciar\r")
      #expect(
        await terminal.esperar { $0.texto.hasSuffix("(«parar» para pararlo).\ntemporizador>") })

      // Half a command, the cursor moved back one place, then a tick: the screen is redrawn
      // above the line, which keeps "par" and the cursor where it was.
      terminal.teclear("par\u{1B}[D")
      #expect(await terminal.esperar { $0.lineaDelCursor == prompt + "par" && $0.columna == 16 })
      await reloj.advance(by: .seconds(1))
      #expect(
        await terminal.esperar {
          $0.texto.contains("[temporizador] 1 s · en marcha")
            && $0.lineaDelCursor == prompt + "par" && $0.columna == prompt.count + 2
        })
      #expect(terminal.pantalla.texto.hasSuffix("(«parar» para pararlo).\n\(prompt)par"))

      // The rest of the word, at the end of the line: what runs is what the screen shows.
      terminal.teclear("\u{1B}[Car\r")
      #expect(
        await terminal.esperar {
          $0.texto.hasSuffix("1 s · parado («iniciar» para ponerlo en marcha).\ntemporizador>")
        })

      // Results arriving redraw the screen the same way.
      terminal.teclear("abrir buscador\r")
      #expect(await terminal.esperar { $0.lineaDelCursor == "buscador>" })
      terminal.teclear("buscar tazas\r")
      #expect(await terminal.esperar { $0.texto.hasSuffix("buscando…\nbuscador>") })
      terminal.teclear("eleg")
      #expect(await terminal.esperar { $0.lineaDelCursor == "buscador> eleg" })
      await reloj.advance(by: Buscador.espera)
      #expect(
        await terminal.esperar {
          $0.texto.contains("  2. Cafetera italiana 9 tazas")
            && $0.lineaDelCursor == "buscador> eleg" && $0.columna == "buscador> eleg".count
        })
      // Ctrl-U takes the line back; nothing goes in the cart (another session in this
      // process may share it).
      terminal.teclear("\u{15}cerrar\r")
      #expect(await terminal.esperar { $0.lineaDelCursor == "inicio>" })
      terminal.teclear("\u{04}")  // Ctrl-D
      #expect(await terminal.esperar { $0.texto.hasSuffix("Hasta pronto.") })
    }

    #expect(codigo == 0)
    #expect(
      terminal.pantalla.texto == """
        Tienda de ejemplo. Escribe «ayuda» para ver las órdenes y «salir» para terminar.
        [acceso] Sin sesión. Escribe «entrar CORREO CLAVE».
        acceso> entrar demo@tienda.es
        Contraseña:
        [acceso] Comprobando el acceso de demo@tienda.es…
        [inicio] Hola, Demo. Abre el buscador, la tienda, el temporizador o los pedidos («abrir …»).
        inicio> abrir temporizador
        [temporizador] 0 s · parado («iniciar» para ponerlo en marcha).
        temporizador> iniciar
        [temporizador] 0 s · en marcha («parar» para pararlo).
        [temporizador] 1 s · en marcha («parar» para pararlo).
        temporizador> parar
        [temporizador] 1 s · parado («iniciar» para ponerlo en marcha).
        temporizador> abrir buscador
        [buscador] Escribe «buscar TEXTO».
        buscador> buscar tazas
        [buscador] «tazas» · buscando…
        [buscador] «tazas» · 2 resultados («elegir N» lo lleva a la tienda):
          1. Cafetera italiana 6 tazas · 21,99 €
          2. Cafetera italiana 9 tazas · 23,99 €
        buscador> cerrar
        [inicio] Hola, Demo. Abre el buscador, la tienda, el temporizador o los pedidos («abrir …»).
        inicio>
        Hasta pronto.
        """)
  }
}
