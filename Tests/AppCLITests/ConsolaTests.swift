import AppTestSupport
import Foundation
import RootFeature
import Runtime
import TestSupport
import Testing

@testable import AppCLIKit

/// A session in this process, with its output captured: scripted and interactive input, the
/// recording it leaves, and that replaying it reaches the same state.
@MainActor
struct ConsolaTests {
  /// A session over `entrada` with live dependencies in `carpeta`, except the clock: by
  /// default one that does not wait, so the search's debounce takes no real time.
  func sesion(
    _ entrada: Entrada, en carpeta: borrowing CarpetaTemporal, opciones: OpcionesDeSesion = .init(),
    grabadora: Grabadora? = nil, reloj: any Clock<Duration> = ImmediateClock()
  ) -> (Consola<Root>, Captura) {
    let (salida, captura) = Salida.capturando()
    let sesion = Consola(
      Registro.aplicacion, opciones: opciones, entrada: entrada, salida: salida,
      datos: carpeta.url.appending(path: "datos"),
      grabadora: grabadora, ajustes: { $0.continuousClock = reloj })
    return (sesion, captura)
  }

  @Test
  func unGuionCompraYLaGrabacionReproduceElMismoEstado() async throws {
    let carpeta = try CarpetaTemporal()
    let ruta = carpeta.ruta("sesion.jsonl")
    let (sesion, captura) = sesion(
      .lineas([
        "entrar demo@tienda.es demo1234", "abrir buscador", "buscar camiseta", "elegir 2",
        "pagar",
      ]),
      en: carpeta, grabadora: try Grabadora(ruta: ruta))

    #expect(await sesion.ejecutar() == .bien)

    #expect(captura.salida.contains("[inicio] Hola, Demo."))
    #expect(captura.salida.contains("[buscador] «camiseta» · 4 resultados"))
    #expect(captura.salida.contains("  ✓ Pedido nº 1 confirmado."))
    #expect(captura.errores == "")
    let grabado = try String(contentsOfFile: ruta, encoding: .utf8)
    #expect(!grabado.contains("demo1234"))
    #expect(!captura.salida.contains("demo1234"))

    let grabacion = Grabacion<Root.Action>(texto: grabado)
    #expect(grabacion.errores.isEmpty)
    #expect(grabacion.version == 2)
    let final = try #require(
      Reproduccion.pasos(grabacion, en: Registro.aplicacion).last
    ).despues
    #expect(Dumper.line(final) == Dumper.line(sesion.store.state))
    #expect(grabacion.fin?.estadoFinal == Dumper.line(sesion.store.state))
    #expect(grabacion.fin?.efectosCancelados == 0)
    #expect(FileManager.default.fileExists(atPath: carpeta.ruta("datos/pedidos.jsonl")))
  }

  @Test
  func unaOrdenMalaNoCambiaNadaYLaSesionSigue() async throws {
    let carpeta = try CarpetaTemporal()
    let (sesion, captura) = sesion(
      .lineas(["volar", "elegir", "abrir tienda", "ayuda fin", "fin", "estado"]), en: carpeta)

    #expect(await sesion.ejecutar() == .bien)

    #expect(
      captura.errores
        == """
        No conozco la orden «volar». Escribe «ayuda» para ver las órdenes.
        Uso: elegir N — lleva el resultado N de la búsqueda al carrito de la tienda.
        Primero inicia sesión: entrar CORREO CLAVE.

        """)
    #expect(captura.salida == "fin — termina la sesión (también Ctrl-D).\n")
    #expect(sesion.store.state == Root.State())
    #expect(sesion.bitacora.acciones.map(\.accion) == [.view(.aparecio)])
  }

  @Test
  func enUnTerminalPideLaClaveSinEcoYMuestraLoQueLlegaDespues() async throws {
    let carpeta = try CarpetaTemporal()
    let ecos = Ecos()
    let entrada = Entrada(
      lineas: Entrada.lineas(["entrar demo@tienda.es", "demo1234"]).lineas, esInteractiva: true,
      eco: { ecos.cambios.append($0) })
    let (sesion, captura) = sesion(entrada, en: carpeta)

    #expect(await sesion.ejecutar() == .bien)

    #expect(ecos.cambios == [false, true])
    let salida = captura.salida
    let inicio = [
      "Tienda de ejemplo. Escribe «ayuda» para ver las órdenes y «fin» para salir.",
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
    let (sesion, captura) = sesion(
      .lineas(["entrar demo@tienda.es demo1234", "abrir temporizador", "iniciar", "carrito"]),
      // A clock nobody advances: the timer starts, never ticks, and is cancelled at the end.
      en: carpeta, opciones: OpcionesDeSesion(json: true), reloj: TestClock())

    #expect(await sesion.ejecutar() == .bien)

    let lineas = captura.salida.split(separator: "\n")
    #expect(lineas.count == 6)
    for linea in lineas {
      let objeto = try JSONSerialization.jsonObject(with: Data(linea.utf8)) as? [String: Any]
      #expect(objeto?["estado"] != nil)
    }
    #expect(!captura.salida.contains("demo1234"))
    #expect(captura.errores.contains("Esta orden es de la tienda"))
    #expect(captura.errores.contains("Fin de la entrada: se cancela 1 efecto"))
  }
}

/// The echo changes a session asked for.
private final class Ecos: @unchecked Sendable {
  // Only touched from the session, on the main actor.
  var cambios: [Bool] = []
}
