import BuscadorFeature
import RootFeature
import StoreConsole
import Testing

@testable import AppCLIKit

/// The session's language: every command declared once, parsed by a pure function, with a
/// usage message for wrong words and the help generated from the declarations.
@MainActor
struct ComandoTests {
  let app = Registro.aplicacion

  @Test(
    arguments: [
      ("salir", "salir"), ("fin", "salir"), ("cerrar-sesion", "cerrar-sesion"),
      ("  Añadir 5  ", "anadir"), ("catálogo", "catalogo"),
      ("ABRIR Tienda", "abrir"), ("? elegir", "ayuda"), ("terminar", "salir"),
      ("buscar", "buscar"), ("esperar 1,5", "esperar"), ("cantidad 1 0", "cantidad"),
      ("catalogo 3", "catalogo"),
    ])
  func cadaLineaNombraSuOrden(_ linea: String, _ nombre: String) throws {
    #expect(try app.understand(linea)?.command.name == nombre)
  }

  @Test
  func unaLineaEnBlancoNoEsNada() throws {
    #expect(try app.understand("   ") == nil)
    #expect(app.plan("", in: Root.State()) == .send([]))
  }

  @Test
  func unaOrdenDesconocidaSeNombra() {
    #expect(
      throws: CommandError(
        kind: .unknown, name: "volar",
        message: "No conozco la orden «volar». Escribe «ayuda» para ver las órdenes.")
    ) { try app.understand("volar alto") }
  }

  @Test(
    arguments: [
      ("abrir cocina", "abrir"), ("abrir", "abrir"), ("elegir", "elegir"), ("elegir 0", "elegir"),
      ("elegir uno", "elegir"), ("anadir -1", "anadir"), ("quitar", "quitar"),
      ("cantidad 5", "cantidad"), ("cantidad 5 -1", "cantidad"), ("cantidad x 1", "cantidad"),
      ("esperar 0", "esperar"), ("esperar 1.2345", "esperar"), ("esperar 1,x", "esperar"),
      ("esperar 99999", "esperar"), ("pagar ya", "pagar"), ("ayuda a b", "ayuda"),
      ("entrar", "entrar"), ("entrar a@b.es", "entrar"), ("fin ahora", "salir"),
      ("catalogo 0", "catalogo"), ("catalogo 1 2", "catalogo"),
    ])
  func losArgumentosMalosDanElUsoCorrecto(_ linea: String, _ nombre: String) throws {
    let orden = try #require(app.command(named: nombre))
    let uso = "Uso: \(orden.usage) — \(orden.help)."
    #expect(throws: CommandError(kind: .misused, name: nombre, message: uso)) {
      try app.understand(linea)
    }
  }

  @Test
  func elMensajeDeUsoMuestraComoSeEscribe() throws {
    #expect(
      app.plan("elegir", in: Root.State())
        == .refuse("Uso: elegir N — lleva el resultado N de la búsqueda al carrito de la tienda."))
    #expect(
      try #require(app.command(named: "abrir")).usage
        == "abrir buscador|tienda|temporizador|pedidos",
      "abrir lists the registered sections")
  }

  @Test(
    arguments: [
      ("2", Duration.seconds(2)), ("1,5", .milliseconds(1500)), ("0.25", .milliseconds(250)),
      ("3600", .seconds(3600)),
    ])
  func losSegundosDeEsperar(_ texto: String, _ duracion: Duration) {
    #expect(Argument.seconds.parse([texto], texto) == duracion)
  }

  @Test
  func laAyudaListaCadaOrdenUnaVezYEnOrden() {
    guard case .show(let texto) = app.plan("ayuda", in: Root.State()) else {
      Issue.record("ayuda shows the commands")
      return
    }
    #expect(texto.hasPrefix("Órdenes:\n  ayuda [ORDEN]"))
    for orden in app.commands {
      #expect(texto.contains("  \(orden.usage)  "), "\(orden.usage) is missing from the help")
      #expect(texto.contains(orden.help))
    }
    let nombres = app.commands.map(\.name)
    #expect(Set(nombres).count == nombres.count, "two commands share a name")
    #expect(
      nombres == [
        "ayuda", "entrar", "cerrar-sesion", "abrir", "cerrar", "buscar", "elegir", "catalogo",
        "anadir", "quitar", "cantidad", "carrito", "pagar", "iniciar", "parar", "reiniciar",
        "pedidos", "pedido", "estado", "historial", "esperar", "salir",
      ])
    #expect(
      app.plan("ayuda Elegir", in: Root.State())
        == .show(
          "elegir N — lleva el resultado N de la búsqueda al carrito de la tienda."))
    // An alias is described as the command it names.
    for alias in ["fin", "terminar"] {
      #expect(
        app.plan("ayuda \(alias)", in: Root.State()) == app.plan("ayuda salir", in: Root.State()))
    }
    #expect(app.plan("ayuda ?", in: Root.State()) == app.plan("ayuda ayuda", in: Root.State()))
    guard case .show = app.plan("ayuda salir", in: Root.State()) else {
      Issue.record("ayuda salir describes salir")
      return
    }
    #expect(
      app.plan("ayuda volar", in: Root.State())
        == .refuse("No conozco la orden «volar». Escribe «ayuda» para ver las órdenes."))
  }
}
