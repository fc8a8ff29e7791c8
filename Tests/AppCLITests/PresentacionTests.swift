import AppCLIKit
import BuscadorFeature
import CredencialesFeature
import RootFeature
import Runtime
import TemporizadorFeature
import Testing
import TiendaFeature

/// What the session prints: the compact screens and the listings.
struct PresentacionTests {
  @Test
  func elAcceso() {
    #expect(Pantalla.texto(Root.State()) == "[acceso] Sin sesión. Escribe «entrar CORREO CLAVE».")
    let entrando = Root.State(
      credenciales: Credenciales.State(correo: "demo@tienda.es", clave: "x", entrando: true))
    #expect(Pantalla.texto(entrando) == "[acceso] Comprobando el acceso de demo@tienda.es…")
    let rechazado = Root.State(credenciales: Credenciales.State(error: .credencialesInvalidas))
    #expect(Pantalla.texto(rechazado) == "[acceso] El correo o la contraseña no son correctos.")
    #expect(Pantalla.nombre(Root.State()) == "acceso")
  }

  @Test
  func elInicio() {
    #expect(
      Pantalla.texto(Estados.conSesion())
        == "[inicio] Hola, Demo. Abre el buscador, la tienda o el temporizador («abrir …»).")
    #expect(Pantalla.nombre(Estados.conSesion()) == "inicio")
  }

  @Test
  func elBuscador() {
    #expect(Pantalla.texto(Estados.buscador()) == "[buscador] Escribe «buscar TEXTO».")
    #expect(
      Pantalla.texto(
        Estados.buscador("sarten"), actividad: Actividad(busquedaPendiente: true))
        == "[buscador] «sarten» · buscando…")
    #expect(Pantalla.texto(Estados.buscador("zzz")) == "[buscador] «zzz» · sin resultados.")
    let fallo = Estados.conSesion(
      .buscador(Buscador.State(termino: "x", mensaje: "No se pudo buscar")))
    #expect(Pantalla.texto(fallo) == "[buscador] «x» · No se pudo buscar.")
    #expect(
      Pantalla.texto(Estados.buscador("camiseta", items: [.demo]))
        == """
        [buscador] «camiseta» · 1 resultado («elegir N» lo lleva a la tienda):
          1. Camiseta de algodón blanca · 12,99 €
        """)
  }

  @Test
  func laTienda() {
    #expect(
      Pantalla.texto(Estados.tienda())
        == "[tienda] Carrito vacío · catálogo: 202 productos («catalogo» para verlos).")
    let conCarrito = Estados.tienda(
      carrito: [LineaDeCarrito(producto: .camiseta, cantidad: 2)], procesando: true)
    #expect(
      Pantalla.texto(conCarrito)
        == """
        [tienda] Carrito: 2 artículos · 25,98 € · catálogo: 202 productos («catalogo» para verlos).
          2 × Camiseta de algodón blanca (id 1) · 25,98 €
          Pagando 25,98 €…
        """)
    let pagada = Estados.conSesion(
      .tienda(Tienda.State(cargandoCatalogo: true, pedidoConfirmado: true, numeroDePedido: 7)))
    #expect(
      Pantalla.texto(pagada)
        == """
        [tienda] Carrito vacío · cargando el catálogo…
          ✓ Pedido nº 7 confirmado.
        """)
    let rechazada = Estados.conSesion(.tienda(Tienda.State(mensaje: "Tu carrito está vacío.")))
    #expect(
      Pantalla.texto(rechazada)
        == """
        [tienda] Carrito vacío · catálogo vacío.
          ✗ Tu carrito está vacío.
        """)
  }

  @Test
  func elTemporizador() {
    let temporizador = Estados.conSesion(.temporizador(Temporizador.State(segundos: 3)))
    #expect(
      Pantalla.texto(temporizador)
        == "[temporizador] 3 s · parado («iniciar» para ponerlo en marcha).")
    #expect(
      Pantalla.texto(temporizador, actividad: Actividad(temporizadorEnMarcha: true))
        == "[temporizador] 3 s · en marcha («parar» para pararlo).")
  }

  @Test
  func losListados() {
    let tienda = Tienda.State(
      catalogo: [.camiseta, Estados.sudadera],
      carrito: [LineaDeCarrito(producto: .camiseta, cantidad: 2)])
    #expect(
      Listados.catalogo(tienda)
        == """
        Catálogo, página 1 de 1 (2 productos; «anadir ID» añade uno al carrito):
          id 1 · Camiseta de algodón blanca · Ropa · 12,99 €
          id 5 · Sudadera con capucha gris · Ropa · 34,95 €
        """)
    let entero = Tienda.State(catalogo: IdentifiedArray(uniqueElements: Estados.catalogo))
    #expect(Listados.paginasDelCatalogo(entero) == 11)
    let primera = Listados.catalogo(entero).split(separator: "\n")
    #expect(primera.count == 22)
    #expect(
      primera.first
        == "Catálogo, página 1 de 11 (202 productos; «anadir ID» añade uno al carrito):")
    #expect(primera.last == "«catalogo 2» muestra la página siguiente.")
    let ultima = Listados.catalogo(entero, pagina: 11).split(separator: "\n")
    #expect(ultima.count == 3)
    #expect(ultima[1] == "  id 201 · Bálsamo labial fresa · Belleza · 5,95 €")
    #expect(
      Listados.carrito(tienda)
        == """
        Carrito:
          2 × Camiseta de algodón blanca (id 1) · 25,98 €
          Total: 25,98 € (2 artículos)
        """)
    #expect(Listados.carrito(Tienda.State()) == "El carrito está vacío.")
    #expect(
      Listados.catalogo(Tienda.State(cargandoCatalogo: true)) == "El catálogo aún se está cargando."
    )
  }
}
