import BuscadorFeature
import Catalogo
import CredencialesFeature
import Foundation
import PedidosClient
import PedidosFeature
import RootFeature
import Runtime
import StoreConsole
import TemporizadorFeature
import Testing
import TiendaFeature

@testable import AppCLIKit

/// What the session prints: the compact screens and the listings.
@MainActor
struct PresentacionTests {
  let app = Registro.aplicacion

  @Test
  func elAcceso() {
    #expect(app.text(of: Root.State()) == "[acceso] Sin sesión. Escribe «entrar CORREO CLAVE».")
    let entrando = Root.State(
      credenciales: Credenciales.State(correo: "demo@tienda.es", clave: "x", entrando: true))
    #expect(app.text(of: entrando) == "[acceso] Comprobando el acceso de demo@tienda.es…")
    let rechazado = Root.State(credenciales: Credenciales.State(error: .credencialesInvalidas))
    #expect(app.text(of: rechazado) == "[acceso] El correo o la contraseña no son correctos.")
  }

  @Test
  func elInicio() {
    #expect(
      app.text(of: Estados.conSesion())
        == "[inicio] Hola, Demo. Abre el buscador, la tienda, el temporizador o los pedidos («abrir …»)."
    )
    var conCarrito = Estados.conSesion()
    conCarrito.sesion?.$carrito.withLock { $0 = [LineaDeCarrito(producto: .camiseta, cantidad: 3)] }
    conCarrito.sesion?.aviso = "No se pudo guardar tu carrito."
    #expect(
      app.text(of: conCarrito)
        == """
        [inicio] Hola, Demo. Abre el buscador, la tienda, el temporizador o los pedidos («abrir …»). Tu \
        carrito: 3 artículos.
          ⚠ No se pudo guardar tu carrito.
        """)
    conCarrito.destino = .temporizador(Temporizador.State())
    #expect(app.text(of: conCarrito)?.hasSuffix("\n  ⚠ No se pudo guardar tu carrito.") == true)
  }

  @Test
  func elBuscador() {
    #expect(app.text(of: Estados.buscador()) == "[buscador] Escribe «buscar TEXTO».")
    #expect(
      app.text(of: Estados.buscador("sarten"), active: ["buscador"])
        == "[buscador] «sarten» · buscando…")
    #expect(app.text(of: Estados.buscador("zzz")) == "[buscador] «zzz» · sin resultados.")
    let fallo = Estados.conSesion(
      .buscador(Buscador.State(termino: "x", mensaje: "No se pudo buscar")))
    #expect(app.text(of: fallo) == "[buscador] «x» · No se pudo buscar.")
    #expect(
      app.text(of: Estados.buscador("camiseta", items: [.demo]))
        == """
        [buscador] «camiseta» · 1 resultado («elegir N» lo lleva a la tienda):
          1. Camiseta de algodón blanca · 12,99 €
        """)
  }

  @Test
  func laTienda() {
    #expect(
      app.text(of: Estados.tienda())
        == "[tienda] Carrito vacío · catálogo: 202 productos («catalogo» para verlos).")
    let conCarrito = Estados.tienda(
      carrito: [LineaDeCarrito(producto: .camiseta, cantidad: 2)], procesando: true)
    #expect(
      app.text(of: conCarrito)
        == """
        [tienda] Carrito: 2 artículos · 25,98 € · catálogo: 202 productos («catalogo» para verlos).
          2 × Camiseta de algodón blanca (id 1) · 25,98 €
          Pagando 25,98 €…
        """)
    let pagada = Estados.conSesion(
      .tienda(Tienda.State(cargandoCatalogo: true, pedidoConfirmado: true, numeroDePedido: 7)))
    #expect(
      app.text(of: pagada)
        == """
        [tienda] Carrito vacío · cargando el catálogo…
          ✓ Pedido nº 7 confirmado.
        """)
    let rechazada = Estados.conSesion(.tienda(Tienda.State(mensaje: "Tu carrito está vacío.")))
    #expect(
      app.text(of: rechazada)
        == """
        [tienda] Carrito vacío · catálogo vacío.
          ✗ Tu carrito está vacío.
        """)
  }

  @Test
  func elTemporizador() {
    let temporizador = Estados.conSesion(.temporizador(Temporizador.State(segundos: 3)))
    #expect(
      app.text(of: temporizador)
        == "[temporizador] 3 s · parado («iniciar» para ponerlo en marcha).")
    #expect(
      app.text(of: temporizador, active: ["temporizador"])
        == "[temporizador] 3 s · en marcha («parar» para pararlo).")
  }

  @Test
  func losPedidos() {
    let guardado = PedidoGuardado(
      numero: 7, fecha: Date(timeIntervalSince1970: 86_400),
      pedido: Pedido(
        id: UUID(0), comprador: 1,
        lineas: [
          LineaDeCarrito(producto: .camiseta, cantidad: 2),
          LineaDeCarrito(producto: Estados.sudadera),
        ]))
    func texto(_ estado: Pedidos.State) -> String {
      app.text(of: Estados.conSesion(.pedidos(estado))) ?? ""
    }
    #expect(texto(Pedidos.State(cargando: true)) == "[pedidos] Cargando tus pedidos…")
    #expect(
      texto(Pedidos.State(pagina: PaginaDePedidos(pagina: 1, pedidos: [], hayMas: false)))
        == "[pedidos] Aún no tienes pedidos.")
    #expect(
      texto(Pedidos.State(pagina: PaginaDePedidos(pagina: 2, pedidos: [guardado], hayMas: true)))
        == """
        [pedidos] Tus pedidos, página 2 («pedido N» muestra uno):
          nº 7 · 1970-01-02 · 3 artículos · 60,93 €
          «pedidos 3» muestra los anteriores.
        """)
    #expect(
      texto(Pedidos.State(detalle: guardado))
        == """
        [pedidos] Pedido nº 7 · 1970-01-02 · 3 artículos · 60,93 €:
          2 × Camiseta de algodón blanca · 25,98 €
          1 × Sudadera con capucha gris · 34,95 €
        """)
    // Asking for an order or a page: what was shown goes while it loads, and the answer that
    // an order does not exist shows with the list, not beside the order shown before.
    let pagina = PaginaDePedidos(pagina: 1, pedidos: [guardado], hayMas: false)
    #expect(
      texto(Pedidos.State(pagina: pagina, detalle: guardado, cargando: true))
        == "[pedidos] Cargando…")
    #expect(texto(Pedidos.State(pagina: pagina, cargando: true)) == "[pedidos] Cargando…")
    #expect(
      texto(
        Pedidos.State(pagina: pagina, detalle: guardado, mensaje: "No tienes ningún pedido nº 9."))
          == """
          [pedidos] Tus pedidos, página 1 («pedido N» muestra uno):
            nº 7 · 1970-01-02 · 3 artículos · 60,93 €
            ✗ No tienes ningún pedido nº 9.
          """)
  }

  @Test
  func losListadosDeLaTienda() {
    let tienda = Tienda.State(
      catalogo: [.camiseta, Estados.sudadera],
      carrito: [LineaDeCarrito(producto: .camiseta, cantidad: 2)])
    #expect(
      Tienda.catalogo(tienda)
        == """
        Catálogo, página 1 de 1 (2 productos; «anadir ID» añade uno al carrito):
          id 1 · Camiseta de algodón blanca · Ropa · 12,99 €
          id 5 · Sudadera con capucha gris · Ropa · 34,95 €
        """)
    let entero = Tienda.State(catalogo: IdentifiedArray(uniqueElements: Estados.catalogo))
    #expect(Tienda.paginasDelCatalogo(entero) == 11)
    let primera = Tienda.catalogo(entero).split(separator: "\n")
    #expect(primera.count == 22)
    #expect(
      primera.first
        == "Catálogo, página 1 de 11 (202 productos; «anadir ID» añade uno al carrito):")
    #expect(primera.last == "«catalogo 2» muestra la página siguiente.")
    let ultima = Tienda.catalogo(entero, pagina: 11).split(separator: "\n")
    #expect(ultima.count == 3)
    #expect(ultima[1] == "  id 201 · Bálsamo labial fresa · Belleza · 5,95 €")
    #expect(
      Tienda.carrito(tienda)
        == """
        Carrito:
          2 × Camiseta de algodón blanca (id 1) · 25,98 €
          Total: 25,98 € (2 artículos)
        """)
    #expect(Tienda.carrito(Tienda.State()) == "El carrito está vacío.")
    #expect(
      Tienda.catalogo(Tienda.State(cargandoCatalogo: true)) == "El catálogo aún se está cargando.")
  }

  @Test
  func lasPalabrasConcuerdan() {
    #expect(Sustantivo.femenino("tienda").trasDe == "de la tienda")
    #expect(Sustantivo.masculino("buscador").trasDe == "del buscador")
    let pedidos = Sustantivo.masculinoPlural("pedidos")
    #expect(pedidos.trasDe == "de los pedidos")
    #expect(pedidos.pronombre == "los")
    #expect(pedidos.estaAbierto == "están abiertos")
    #expect(Sustantivo.femenino("tienda").estaAbierto == "está abierta")
  }
}
