import AppCLIKit
import BuscadorFeature
import CredencialesFeature
import RootFeature
import TemporizadorFeature
import Testing
import TiendaFeature

/// What each command means in a state: actions, a text, or a refusal — decided without a store.
struct PlanTests {
  let sinSesion = Plan.rechazar("Primero inicia sesión: entrar CORREO CLAVE.")

  @Test
  func entrarEscribeElFormularioYLoEnvia() {
    #expect(
      Plan.para(.entrar(correo: "demo@tienda.es", clave: "demo1234"), en: Root.State())
        == .enviar([
          .credenciales(.correoEscrito("demo@tienda.es")),
          .credenciales(.claveEscrita("demo1234")), .credenciales(.entrarPulsado),
        ]))
  }

  @Test
  func entrarConSesionOSinClaveSeRechaza() {
    #expect(
      Plan.para(.entrar(correo: "x@y.es", clave: "z"), en: Estados.conSesion())
        == .rechazar("Ya has entrado como Demo. Escribe «salir» para cerrar la sesión."))
    #expect(
      Plan.para(.entrar(correo: "x@y.es", clave: nil), en: Root.State())
        == .rechazar(
          "Uso: entrar CORREO [CLAVE] — inicia sesión (sin CLAVE, la pide sin mostrarla)."))
    let entrando = Root.State(credenciales: Credenciales.State(entrando: true))
    #expect(
      Plan.para(.entrar(correo: "x@y.es", clave: "z"), en: entrando)
        == .rechazar("Ya se está comprobando el acceso; espera un momento."))
  }

  @Test(arguments: [Comando.salir, .abrir(.tienda), .cerrar, .buscar("x"), .pagar, .iniciar])
  func sinSesionSoloSePuedeEntrar(_ comando: Comando) {
    #expect(Plan.para(comando, en: Root.State()) == sinSesion)
  }

  @Test
  func navegar() {
    #expect(
      Plan.para(.abrir(.buscador), en: Estados.conSesion()) == .enviar([.view(.abrir(.buscador))]))
    #expect(
      Plan.para(.abrir(.buscador), en: Estados.buscador())
        == .rechazar("El buscador ya está abierto."))
    #expect(
      Plan.para(.abrir(.tienda), en: Estados.tienda()) == .rechazar("La tienda ya está abierta."))
    #expect(Plan.para(.cerrar, en: Estados.tienda()) == .enviar([.destino(.dismiss)]))
    #expect(
      Plan.para(.cerrar, en: Estados.conSesion()) == .rechazar("No hay ninguna sección abierta."))
    #expect(Plan.para(.salir, en: Estados.tienda()) == .enviar([.view(.cerrarSesionPulsado)]))
  }

  @Test
  func cadaOrdenEsDeSuSeccion() {
    #expect(
      Plan.para(.buscar("x"), en: Estados.tienda())
        == .rechazar("Esta orden es del buscador: ábrelo con «abrir buscador»."))
    #expect(
      Plan.para(.pagar, en: Estados.buscador())
        == .rechazar("Esta orden es de la tienda: ábrela con «abrir tienda»."))
    #expect(
      Plan.para(.iniciar, en: Estados.conSesion())
        == .rechazar("Esta orden es del temporizador: ábrelo con «abrir temporizador»."))
  }

  @Test
  func buscarYElegir() {
    #expect(
      Plan.para(.buscar("sartén"), en: Estados.buscador())
        == .enviar([.destino(.presented(.buscador(.terminoCambio("sartén"))))]))
    #expect(
      Plan.para(.elegir(1), en: Estados.buscador())
        == .rechazar("Aún no hay resultados: escribe «buscar TEXTO»."))
    let conResultados = Estados.buscador("camiseta", items: [.demo])
    #expect(
      Plan.para(.elegir(2), en: conResultados)
        == .rechazar("No hay resultado 2: la búsqueda tiene 1."))
    #expect(
      Plan.para(.elegir(1), en: conResultados)
        == .enviar([.destino(.presented(.buscador(.resultadoPulsado(.demo))))]))
  }

  @Test
  func elCarrito() {
    let tienda = Estados.tienda(carrito: [LineaDeCarrito(producto: .camiseta)])
    func vista(_ accion: Tienda.Action.View) -> Plan {
      .enviar([.destino(.presented(.tienda(.view(accion))))])
    }
    #expect(Plan.para(.anadir(5), en: tienda) == vista(.anadirPulsado(Estados.sudadera)))
    #expect(
      Plan.para(.anadir(203), en: tienda)
        == .rechazar("No hay ningún producto con id 203 en el catálogo («catalogo» para verlo)."))
    #expect(Plan.para(.quitar(1), en: tienda) == vista(.quitarPulsado(1)))
    #expect(Plan.para(.quitar(5), en: tienda) == .rechazar("El producto 5 no está en el carrito."))
    #expect(
      Plan.para(.cantidad(id: 1, unidades: 3), en: tienda)
        == vista(.cantidadCambiada(id: 1, cantidad: 3)))
    #expect(Plan.para(.pagar, en: tienda) == vista(.pagarPulsado))
    #expect(Plan.para(.carrito, en: tienda) == .mostrar(Listados.carrito(tienda.tienda!)))
    #expect(
      Plan.para(.catalogo(pagina: 1), en: tienda) == .mostrar(Listados.catalogo(tienda.tienda!)))
    #expect(
      Plan.para(.catalogo(pagina: 11), en: tienda)
        == .mostrar(Listados.catalogo(tienda.tienda!, pagina: 11)))
    #expect(
      Plan.para(.catalogo(pagina: 12), en: tienda)
        == .rechazar("El catálogo tiene 11 páginas; no hay página 12."))
    #expect(Plan.para(.anadir(70), en: tienda) == vista(.anadirPulsado(Estados.catalogo[69])))
  }

  @Test
  func mientrasSePagaElCarritoNoCambia() {
    let pagando = Estados.tienda(carrito: [LineaDeCarrito(producto: .camiseta)], procesando: true)
    for comando in [Comando.anadir(1), .quitar(1), .cantidad(id: 1, unidades: 2), .pagar] {
      #expect(Plan.para(comando, en: pagando) == .rechazar("Espera: se está procesando el pago."))
    }
  }

  @Test
  func elTemporizador() {
    let temporizador = Estados.conSesion(.temporizador(Temporizador.State()))
    #expect(
      Plan.para(.iniciar, en: temporizador)
        == .enviar([.destino(.presented(.temporizador(.iniciar)))]))
    #expect(
      Plan.para(.parar, en: temporizador) == .enviar([.destino(.presented(.temporizador(.parar)))]))
    #expect(
      Plan.para(.reiniciar, en: temporizador)
        == .enviar([.destino(.presented(.temporizador(.reiniciar)))]))
  }

  @Test
  func ayudaYEstadoSoloMuestran() {
    #expect(Plan.para(.ayuda(nil), en: Root.State()) == .mostrar(Ayuda.texto))
    #expect(
      Plan.para(.ayuda("pagar"), en: Root.State()) == .mostrar("pagar — paga el carrito."))
    #expect(
      Plan.para(.ayuda("volar"), en: Root.State())
        == .rechazar(ErrorDeComando.desconocido("volar").mensaje))
    let conClave = Root.State(credenciales: Credenciales.State(clave: "secreto"))
    guard case .mostrar(let estado) = Plan.para(.estado, en: conClave) else {
      Issue.record("estado should show the state")
      return
    }
    #expect(estado.contains("clave: <redacted>"))
    #expect(!estado.contains("secreto"))
  }

  @Test
  func laTiendaCargaSuCatalogoAlAparecer() {
    let aparecio = Root.Action.destino(.presented(.tienda(.view(.aparecio))))
    #expect(Aparicion.acciones(de: nil, a: .tienda) == [aparecio])
    #expect(Aparicion.acciones(de: .buscador, a: .tienda) == [aparecio])
    #expect(Aparicion.acciones(de: .tienda, a: .tienda) == [])
    #expect(Aparicion.acciones(de: .tienda, a: nil) == [])
    #expect(Aparicion.acciones(de: nil, a: .temporizador) == [])
    #expect(Aparicion.esDuradera(.destino(.presented(.temporizador(.iniciar)))))
    #expect(!Aparicion.esDuradera(.destino(.presented(.temporizador(.parar)))))
  }

  @Test
  func laActividadSigueAlTemporizadorYALaBusqueda() {
    let temporizador = Estados.conSesion(.temporizador(Temporizador.State()))
    var actividad = Actividad().siguiente(
      tras: .destino(.presented(.temporizador(.iniciar))), estado: temporizador)
    #expect(actividad.temporizadorEnMarcha)
    actividad = actividad.siguiente(tras: .destino(.dismiss), estado: Estados.conSesion())
    #expect(!actividad.temporizadorEnMarcha)

    let buscador = Estados.buscador("sarten")
    actividad = actividad.siguiente(
      tras: .destino(.presented(.buscador(.terminoCambio("sarten")))), estado: buscador)
    #expect(actividad.busquedaPendiente)
    actividad = actividad.siguiente(
      tras: .destino(.presented(.buscador(.busquedaIniciada))), estado: buscador)
    #expect(!actividad.busquedaPendiente)
  }
}

extension Root.State {
  fileprivate var tienda: Tienda.State? {
    if case .tienda(let tienda)? = destino { return tienda }
    return nil
  }
}
