import AppCLIKit
import RootFeature
import Testing

/// Parsing a line of the session language: a pure function from a line to a command.
struct ComandoTests {
  @Test(
    arguments: [
      (
        "entrar demo@tienda.es demo1234",
        Comando.entrar(correo: "demo@tienda.es", clave: "demo1234")
      ),
      ("entrar a@b.es una clave larga ", .entrar(correo: "a@b.es", clave: "una clave larga")),
      ("entrar a@b.es", .entrar(correo: "a@b.es", clave: nil)),
      ("salir", .salir),
      ("abrir buscador", .abrir(.buscador)),
      ("ABRIR Tienda", .abrir(.tienda)),
      ("abrir temporizador", .abrir(.temporizador)),
      ("cerrar", .cerrar),
      ("buscar  sartén grande ", .buscar("sartén grande")),
      ("buscar", .buscar("")),
      ("elegir 2", .elegir(2)),
      ("catalogo", .catalogo(pagina: 1)),
      ("catálogo", .catalogo(pagina: 1)),
      ("catalogo 3", .catalogo(pagina: 3)),
      ("anadir 5", .anadir(5)),
      ("  Añadir 5  ", .anadir(5)),
      ("quitar 69", .quitar(69)),
      ("cantidad 1 3", .cantidad(id: 1, unidades: 3)),
      ("cantidad 1 0", .cantidad(id: 1, unidades: 0)),
      ("carrito", .carrito),
      ("pagar", .pagar),
      ("iniciar", .iniciar),
      ("parar", .parar),
      ("reiniciar", .reiniciar),
      ("estado", .estado),
      ("historial", .historial),
      ("esperar 2", .esperar(.seconds(2))),
      ("esperar 1,5", .esperar(.milliseconds(1500))),
      ("esperar 0.25", .esperar(.milliseconds(250))),
      ("ayuda", .ayuda(nil)),
      ("ayuda Elegir", .ayuda("elegir")),
      ("fin", .fin),
      ("", .nada),
      ("   ", .nada),
    ])
  func entiendeCadaOrden(_ linea: String, _ esperado: Comando) throws {
    #expect(try Comando.analizar(linea) == esperado)
  }

  @Test
  func unaOrdenDesconocidaSeNombra() {
    #expect(throws: ErrorDeComando.desconocido("volar")) { try Comando.analizar("volar alto") }
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
      ("entrar", "entrar"), ("fin ahora", "fin"),
    ])
  func losArgumentosMalosDanElUsoCorrecto(_ linea: String, _ orden: String) throws {
    let esperada = try #require(Orden.todas.first { $0.nombre == orden })
    #expect(throws: ErrorDeComando.usoIncorrecto(esperada)) { try Comando.analizar(linea) }
  }

  @Test
  func elMensajeDeUsoMuestraComoSeEscribe() {
    let elegir = Orden.todas.first { $0.nombre == "elegir" }!
    #expect(
      ErrorDeComando.usoIncorrecto(elegir).mensaje
        == "Uso: elegir N — lleva el resultado N de la búsqueda al carrito de la tienda.")
  }

  @Test
  func laAyudaListaTodasLasOrdenes() {
    for orden in Orden.todas {
      #expect(Ayuda.texto.contains(orden.uso))
      #expect(Ayuda.texto.contains(orden.descripcion))
    }
  }
}
