import BuscadorFeature
import Catalogo
import CredencialesFeature
import PedidosClient
import PedidosFeature
import RootFeature
import StoreConsole
import TemporizadorFeature
import Testing
import TiendaFeature

@testable import AppCLIKit

/// What each command means in a state: actions, a text, or a refusal — decided without a store.
@MainActor
struct PlanTests {
  let app = Registro.aplicacion
  let sinSesion = Plan<Root.Action>.refuse("Primero inicia sesión: entrar CORREO CLAVE.")

  func plan(_ linea: String, _ estado: Root.State = Root.State()) -> Plan<Root.Action> {
    app.plan(linea, in: estado)
  }

  @Test
  func entrarEscribeElFormularioYLoEnvia() {
    #expect(
      plan("entrar demo@tienda.es una clave larga ")
        == .send([
          .credenciales(.correoEscrito("demo@tienda.es")),
          .credenciales(.claveEscrita("una clave larga")), .credenciales(.entrarPulsado),
        ]))
  }

  @Test
  func entrarConSesionOMientrasSeCompruebaSeRechaza() {
    #expect(
      plan("entrar x@y.es z", Estados.conSesion())
        == .refuse(
          "Ya has entrado como Demo. Escribe «cerrar-sesion» para entrar con otra cuenta."))
    #expect(
      plan("entrar x@y.es z", Root.State(credenciales: Credenciales.State(entrando: true)))
        == .refuse("Ya se está comprobando el acceso; espera un momento."))
  }

  @Test(arguments: ["abrir tienda", "cerrar", "buscar x", "pagar", "iniciar", "carrito"])
  func sinSesionSoloSePuedeEntrar(_ linea: String) {
    #expect(plan(linea) == sinSesion)
  }

  @Test
  func salirTerminaElProgramaYCerrarSesionVuelveAlAcceso() {
    // Before logging in, «salir» does what a newcomer means: it ends the program.
    #expect(plan("salir") == .quit)
    #expect(plan("fin") == .quit)
    #expect(plan("salir", Estados.tienda()) == .quit)
    #expect(
      plan("cerrar-sesion")
        == .refuse("No has iniciado sesión: no hay nada que cerrar. «salir» termina el programa."))
    #expect(plan("cerrar-sesion", Estados.tienda()) == .send([.view(.cerrarSesionPulsado)]))
  }

  @Test
  func navegar() {
    #expect(plan("abrir buscador", Estados.conSesion()) == .send([.view(.abrir(.buscador))]))
    #expect(plan("abrir buscador", Estados.buscador()) == .refuse("El buscador ya está abierto."))
    #expect(plan("abrir tienda", Estados.tienda()) == .refuse("La tienda ya está abierta."))
    #expect(plan("cerrar", Estados.tienda()) == .send([.destino(.dismiss)]))
    #expect(plan("cerrar", Estados.conSesion()) == .refuse("No hay ninguna sección abierta."))
    #expect(plan("cerrarsesion", Estados.tienda()) == .send([.view(.cerrarSesionPulsado)]))
  }

  @Test
  func cadaOrdenEsDeSuSeccion() {
    #expect(
      plan("buscar x", Estados.tienda())
        == .refuse("Esta orden es del buscador: ábrelo con «abrir buscador»."))
    #expect(
      plan("pagar", Estados.buscador())
        == .refuse("Esta orden es de la tienda: ábrela con «abrir tienda»."))
    #expect(
      plan("iniciar", Estados.conSesion())
        == .refuse("Esta orden es del temporizador: ábrelo con «abrir temporizador»."))
  }

  @Test
  func buscarYElegir() {
    #expect(
      plan("buscar  sartén grande ", Estados.buscador())
        == .send([.destino(.presented(.buscador(.terminoCambio("sartén grande"))))]))
    #expect(
      plan("buscar", Estados.buscador())
        == .send([.destino(.presented(.buscador(.terminoCambio(""))))]))
    #expect(
      plan("elegir 1", Estados.buscador())
        == .refuse("Aún no has buscado nada: escribe «buscar TEXTO»."))
    // A search that found nothing says so, rather than «not yet».
    #expect(
      plan("elegir 1", Estados.buscador("xyzzy"))
        == .refuse(
          "La búsqueda «xyzzy» no encontró nada que elegir: prueba «buscar» con otro texto."))
    #expect(
      plan(
        "elegir 1", Estados.conSesion(.buscador(Buscador.State(termino: "taza", cargando: true))))
        == .refuse("Aún se está buscando «taza»: espera a los resultados."))
    let conResultados = Estados.buscador("camiseta", items: [.demo])
    #expect(
      plan("elegir 2", conResultados) == .refuse("No hay resultado 2: la búsqueda tiene 1."))
    #expect(
      plan("elegir 1", conResultados)
        == .send([.destino(.presented(.buscador(.resultadoPulsado(.demo))))]))
  }

  @Test
  func elCarrito() {
    let tienda = Estados.tienda(carrito: [LineaDeCarrito(producto: .camiseta)])
    func vista(_ accion: Tienda.Action.View) -> Plan<Root.Action> {
      .send([.destino(.presented(.tienda(.view(accion))))])
    }
    #expect(plan("anadir 5", tienda) == vista(.anadirPulsado(Estados.sudadera)))
    #expect(plan("anadir 70", tienda) == vista(.anadirPulsado(Estados.catalogo[69])))
    #expect(
      plan("anadir 203", tienda)
        == .refuse("No hay ningún producto con id 203 en el catálogo («catalogo» para verlo)."))
    #expect(plan("quitar 1", tienda) == vista(.quitarPulsado(1)))
    #expect(plan("quitar 5", tienda) == .refuse("El producto 5 no está en el carrito."))
    #expect(plan("cantidad 1 3", tienda) == vista(.cantidadCambiada(id: 1, cantidad: 3)))
    // A product not in the cart yet is added with that many units.
    #expect(
      plan("cantidad 5 3", tienda)
        == .send(
          [.anadirPulsado(Estados.sudadera), .cantidadCambiada(id: 5, cantidad: 3)].map {
            .destino(.presented(.tienda(.view($0))))
          }))
    #expect(plan("cantidad 5 1", tienda) == vista(.anadirPulsado(Estados.sudadera)))
    #expect(
      plan("cantidad 5 0", tienda)
        == .refuse("El producto 5 no está en el carrito: no hay nada que quitar."))
    #expect(
      plan("cantidad 203 2", tienda)
        == .refuse("No hay ningún producto con id 203 en el catálogo («catalogo» para verlo)."))
    #expect(plan("pagar", tienda) == vista(.pagarPulsado))
    #expect(plan("carrito", tienda) == .show(Tienda.carrito(tienda.tienda!)))
    #expect(plan("catalogo", tienda) == .show(Tienda.catalogo(tienda.tienda!)))
    #expect(plan("catálogo 11", tienda) == .show(Tienda.catalogo(tienda.tienda!, pagina: 11)))
    #expect(
      plan("catalogo 12", tienda) == .refuse("El catálogo tiene 11 páginas; no hay página 12."))
  }

  @Test
  func mientrasSePagaElCarritoNoCambia() {
    let pagando = Estados.tienda(carrito: [LineaDeCarrito(producto: .camiseta)], procesando: true)
    for linea in ["anadir 1", "quitar 1", "cantidad 1 2", "pagar"] {
      #expect(plan(linea, pagando) == .refuse("Espera: se está procesando el pago."))
    }
  }

  @Test
  func elTemporizadorSePoneEnMarchaSinQueNadieLoEspere() {
    let temporizador = Estados.conSesion(.temporizador(Temporizador.State()))
    #expect(
      plan("iniciar", temporizador)
        == .start([.destino(.presented(.temporizador(.iniciar)))]))
    #expect(plan("parar", temporizador) == .send([.destino(.presented(.temporizador(.parar)))]))
    #expect(
      plan("reiniciar", temporizador)
        == .send([.destino(.presented(.temporizador(.reiniciar)))]))
  }

  @Test
  func losPedidos() {
    let pedidos = Estados.conSesion(.pedidos(Pedidos.State(comprador: 1)))
    func vista(_ accion: Pedidos.Action.View) -> Plan<Root.Action> {
      .send([.destino(.presented(.pedidos(.view(accion))))])
    }
    #expect(plan("pedidos", pedidos) == vista(.paginaPedida(1)))
    #expect(plan("pedidos 3", pedidos) == vista(.paginaPedida(3)))
    #expect(plan("pedido 7", pedidos) == vista(.pedidoPedido(numero: 7)))
    #expect(
      plan("pedidos", Estados.tienda())
        == .refuse("Esta orden es de los pedidos: ábrelos con «abrir pedidos»."))
    #expect(plan("abrir pedidos", pedidos) == .refuse("Los pedidos ya están abiertos."))
    #expect(plan("abrir pedidos", Estados.conSesion()) == .send([.view(.abrir(.pedidos))]))
  }

  @Test
  func lasOrdenesDeLaSesion() {
    #expect(plan("historial") == .history)
    #expect(plan("fin") == .quit)
    #expect(plan("esperar 0,5") == .wait(.milliseconds(500)))
    let conClave = Root.State(credenciales: Credenciales.State(clave: "secreto"))
    guard case .show(let estado) = plan("estado", conClave) else {
      Issue.record("estado should show the state")
      return
    }
    #expect(estado.contains("clave: <redacted>"))
    #expect(!estado.contains("secreto"))
  }

  @Test
  func laTiendaCargaSuCatalogoAlAparecerYNadaMas() throws {
    let tienda = app.screen(of: Estados.tienda())!.screen
    #expect(tienda.onAppear == [.destino(.presented(.tienda(.view(.aparecio))))])
    for estado in [Root.State(), Estados.conSesion(), Estados.buscador()] {
      #expect(app.screen(of: estado)!.screen.onAppear.isEmpty)
    }
    #expect(app.onStart == [.view(.aparecio)])
  }

  @Test
  func laActividadSigueAlTemporizadorYALaBusqueda() {
    func enMarcha(_ accion: Root.Action) -> [String: Bool] {
      var resultado: [String: Bool] = [:]
      for pantalla in app.screens {
        if let valor = pantalla.activity(accion) { resultado[pantalla.name] = valor }
      }
      return resultado
    }
    #expect(enMarcha(.destino(.presented(.temporizador(.iniciar)))) == ["temporizador": true])
    #expect(enMarcha(.destino(.presented(.temporizador(.parar)))) == ["temporizador": false])
    #expect(enMarcha(.destino(.presented(.buscador(.terminoCambio("x"))))) == ["buscador": true])
    #expect(enMarcha(.destino(.presented(.buscador(.terminoCambio(" "))))) == ["buscador": false])
    #expect(enMarcha(.destino(.presented(.buscador(.busquedaIniciada)))) == ["buscador": false])
    #expect(enMarcha(.destino(.dismiss)) == [:])
  }
}

extension Root.State {
  var tienda: Tienda.State? {
    if case .tienda(let tienda)? = destino { return tienda }
    return nil
  }
}
