import BuscadorFeature
import RootFeature
import Testing

@testable import AppCLIKit

/// The session's language: every command declared once, parsed by a pure function, with a
/// usage message for wrong words and the help generated from the declarations.
@MainActor
struct ComandoTests {
  let app = Registro.aplicacion

  @Test(
    arguments: [
      ("salir", "salir"), ("  Añadir 5  ", "anadir"), ("catálogo", "catalogo"),
      ("ABRIR Tienda", "abrir"), ("? elegir", "ayuda"), ("terminar", "fin"),
      ("buscar", "buscar"), ("esperar 1,5", "esperar"), ("cantidad 1 0", "cantidad"),
      ("catalogo 3", "catalogo"),
    ])
  func cadaLineaNombraSuOrden(_ linea: String, _ nombre: String) throws {
    #expect(try app.entender(linea)?.orden.nombre == nombre)
  }

  @Test
  func unaLineaEnBlancoNoEsNada() throws {
    #expect(try app.entender("   ") == nil)
    #expect(app.plan("", en: Root.State()) == .enviar([]))
  }

  @Test
  func unaOrdenDesconocidaSeNombra() {
    #expect(throws: ErrorDeComando.desconocido("volar")) { try app.entender("volar alto") }
    #expect(
      ErrorDeComando.desconocido("volar").mensaje
        == "No conozco la orden «volar». Escribe «ayuda» para ver las órdenes.")
  }

  @Test(
    arguments: [
      ("abrir cocina", "abrir"), ("abrir", "abrir"), ("elegir", "elegir"), ("elegir 0", "elegir"),
      ("elegir uno", "elegir"), ("anadir -1", "anadir"), ("quitar", "quitar"),
      ("cantidad 5", "cantidad"), ("cantidad 5 -1", "cantidad"), ("cantidad x 1", "cantidad"),
      ("esperar 0", "esperar"), ("esperar 1.2345", "esperar"), ("esperar 1,x", "esperar"),
      ("esperar 99999", "esperar"), ("pagar ya", "pagar"), ("ayuda a b", "ayuda"),
      ("entrar", "entrar"), ("entrar a@b.es", "entrar"), ("fin ahora", "fin"),
      ("catalogo 0", "catalogo"), ("catalogo 1 2", "catalogo"),
    ])
  func losArgumentosMalosDanElUsoCorrecto(_ linea: String, _ nombre: String) throws {
    let orden = try #require(app.orden(nombre))
    #expect(throws: ErrorDeComando.usoIncorrecto(nombre, orden.mensajeDeUso)) {
      try app.entender(linea)
    }
  }

  @Test
  func elMensajeDeUsoMuestraComoSeEscribe() throws {
    #expect(
      try #require(app.orden("elegir")).mensajeDeUso
        == "Uso: elegir N — lleva el resultado N de la búsqueda al carrito de la tienda.")
    #expect(
      try #require(app.orden("abrir")).uso == "abrir buscador|tienda|temporizador|pedidos",
      "abrir lists the registered sections")
  }

  @Test(
    arguments: [
      ("2", Duration.seconds(2)), ("1,5", .milliseconds(1500)), ("0.25", .milliseconds(250)),
      ("3600", .seconds(3600)),
    ])
  func losSegundosDeEsperar(_ texto: String, _ duracion: Duration) {
    #expect(Argumento.segundos.analizar([texto], texto) == duracion)
  }

  @Test
  func laAyudaListaCadaOrdenUnaVezYEnOrden() {
    guard case .mostrar(let texto) = app.plan("ayuda", en: Root.State()) else {
      Issue.record("ayuda shows the commands")
      return
    }
    #expect(texto.hasPrefix("Órdenes:\n  ayuda [ORDEN]"))
    for orden in app.ordenes {
      #expect(texto.contains("  \(orden.uso)  "), "\(orden.uso) is missing from the help")
      #expect(texto.contains(orden.ayuda))
    }
    let nombres = app.ordenes.map(\.nombre)
    #expect(Set(nombres).count == nombres.count, "two commands share a name")
    #expect(
      nombres == [
        "ayuda", "entrar", "salir", "abrir", "cerrar", "buscar", "elegir", "catalogo", "anadir",
        "quitar", "cantidad", "carrito", "pagar", "iniciar", "parar", "reiniciar", "pedidos",
        "pedido", "estado", "historial", "esperar", "fin",
      ])
    #expect(
      app.plan("ayuda Elegir", en: Root.State())
        == .mostrar(
          "elegir N — lleva el resultado N de la búsqueda al carrito de la tienda."))
    #expect(
      app.plan("ayuda volar", en: Root.State())
        == .rechazar(ErrorDeComando.desconocido("volar").mensaje))
  }
}
