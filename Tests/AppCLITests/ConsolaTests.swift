import AppTestSupport
import Catalogo
import Foundation
import RootFeature
import Runtime
import SessionRecording
import StoreConsole
import TestSupport
import Testing

@testable import AppCLIKit

/// A session in this process, with its output captured: scripted and interactive input, the
/// recording it leaves, and that replaying it reaches the same state.
@MainActor
struct ConsolaTests {
  /// A session of the shop over `entrada` with live dependencies in `carpeta`, paced by a wall
  /// clock that never waits, so the search's debounce takes no real time.
  func sesion(
    _ entrada: ConsoleInput, en carpeta: borrowing CarpetaTemporal, opciones: [String] = [],
    reloj: WallClock = WallClock(ImmediateClock())
  ) async -> (Int32, CapturedOutput) {
    let (salida, captura) = ConsoleOutput.capturing()
    let codigo = await AppCLI.ejecutar(
      ["--data", carpeta.ruta("datos")] + opciones, salida: salida, entrada: { entrada },
      reloj: reloj)
    return (codigo, captura)
  }

  @Test
  func unGuionCompraYLaGrabacionReproduceElMismoEstado() async throws {
    let carpeta = try CarpetaTemporal()
    let ruta = carpeta.ruta("sesion.jsonl")
    let (codigo, captura) = await sesion(
      .lines([
        "entrar demo@tienda.es demo1234", "abrir buscador", "buscar camiseta", "elegir 2",
        "pagar",
      ]),
      en: carpeta, opciones: ["--record", ruta])

    #expect(codigo == 0)
    #expect(captura.output.contains("[inicio] Hola, Demo."))
    #expect(captura.output.contains("[buscador] «camiseta» · 4 resultados"))
    #expect(captura.output.contains("  ✓ Pedido nº 1 confirmado."))
    #expect(captura.errors == "")
    let grabado = try String(contentsOfFile: ruta, encoding: .utf8)
    #expect(!grabado.contains("demo1234"))
    #expect(!captura.output.contains("demo1234"))

    let grabacion = Recording<Root.Action>(text: grabado)
    #expect(grabacion.problems.isEmpty)
    #expect(grabacion.version == 3)
    #expect(Replay(Registro.aplicacion.feature).verdict(on: grabacion) == .matches)
    #expect(grabacion.end?.cancelledEffects == 0)
    #expect(FileManager.default.fileExists(atPath: carpeta.ruta("datos/pedidos.jsonl")))
  }

  @Test
  func unaOrdenMalaNoCambiaNadaYLaSesionSigue() async throws {
    let carpeta = try CarpetaTemporal()
    let ruta = carpeta.ruta("sesion.jsonl")
    let (codigo, captura) = await sesion(
      .lines(["volar", "elegir", "abrir tienda", "ayuda salir", "fin", "estado"]), en: carpeta,
      opciones: ["--record", ruta])

    #expect(codigo == 0)
    #expect(
      captura.errors
        == """
        No conozco la orden «volar». Escribe «ayuda» para ver las órdenes.
        Uso: elegir N — lleva el resultado N de la búsqueda al carrito de la tienda.
        Primero inicia sesión: entrar CORREO CLAVE.

        """)
    #expect(captura.output == "salir — sale del programa (también Ctrl-D).\n")
    let grabacion = Recording<Root.Action>(text: try String(contentsOfFile: ruta, encoding: .utf8))
    #expect(grabacion.actions.map(\.action) == [.view(.aparecio)])
    #expect(grabacion.end?.finalState == Dumper.line(Root.State()))
  }

  @Test
  func enUnTerminalPideLaClaveSinEcoYMuestraLoQueLlegaDespues() async throws {
    let carpeta = try CarpetaTemporal()
    let ecos = Ecos()
    let entrada = ConsoleInput(
      lines: ConsoleInput.lines(["entrar demo@tienda.es", "demo1234"]).lines,
      isInteractive: true, echo: { ecos.cambios.append($0) })
    let (codigo, captura) = await sesion(entrada, en: carpeta)

    #expect(codigo == 0)
    #expect(ecos.cambios == [false, true])
    let salida = captura.output
    let inicio = [
      "Tienda de ejemplo. Escribe «ayuda» para ver las órdenes y «salir» para terminar.",
      "[acceso] Sin sesión. Escribe «entrar CORREO CLAVE».",
      "acceso> Contraseña: ",
      "[acceso] Comprobando el acceso de demo@tienda.es…",
      "acceso> ",
    ]
    #expect(salida.hasPrefix(inicio.joined(separator: "\n")))
    // The login's answer arrives after the command: it prints when it does.
    #expect(
      salida.contains(
        "\n[inicio] Hola, Demo. Abre el buscador, la tienda, el temporizador o los pedidos («abrir …»).\n"
      ))
    #expect(salida.hasSuffix("Hasta pronto.\n"))
    #expect(!salida.contains("demo1234"))
  }

  @Test
  func conJSONLaSalidaEsUnObjetoPorCambio() async throws {
    let carpeta = try CarpetaTemporal()
    let (codigo, captura) = await sesion(
      .lines(["entrar demo@tienda.es demo1234", "abrir temporizador", "iniciar", "carrito"]),
      // A wall clock nobody advances: the timer starts, never ticks, and is cancelled at the end.
      en: carpeta, opciones: ["--json"], reloj: WallClock(TestClock()))

    #expect(codigo == 0)
    let lineas = captura.output.split(separator: "\n")
    #expect(lineas.count == 6)
    for linea in lineas {
      let objeto = try JSONSerialization.jsonObject(with: Data(linea.utf8)) as? [String: Any]
      #expect(objeto?["state"] != nil)
    }
    #expect(!captura.output.contains("demo1234"))
    #expect(captura.errors.contains("Esta orden es de la tienda"))
    #expect(captura.errors.contains("Fin de la entrada: se cancela 1 efecto"))
  }
}

/// The echo changes a session asked for.
private final class Ecos: @unchecked Sendable {
  // Only touched from the session, on the main actor.
  var cambios: [Bool] = []
}
