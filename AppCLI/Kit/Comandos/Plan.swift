import BuscadorFeature
import CredencialesFeature
import RootFeature
import TemporizadorFeature
import TiendaFeature

/// What a command means in the current state: actions to send, a text to show, or a refusal.
///
/// Pure: deciding needs only the command and the state, so it is tested without a store.
///
/// ```swift
/// Plan.para(.abrir(.tienda), en: estadoConSesion)  // .enviar([.view(.abrir(.tienda))])
/// Plan.para(.abrir(.tienda), en: Root.State())     // .rechazar("Primero inicia sesión…")
/// ```
public enum Plan: Equatable, Sendable {
  /// Send these actions, in order.
  case enviar([Root.Action])
  /// Show this text; nothing changes.
  case mostrar(String)
  /// Refuse, with this message in Spanish; nothing changes.
  case rechazar(String)

  /// The plan for `comando` in `estado`. Commands the session handles itself (`historial`,
  /// `esperar`, `fin`, an empty line) plan to send nothing.
  public static func para(_ comando: Comando, en estado: Root.State) -> Plan {
    switch comando {
    case .ayuda(let nombre): return ayuda(nombre)
    case .estado: return .mostrar(Listados.estado(estado))
    case .historial, .esperar, .fin, .nada: return .enviar([])
    case .entrar(let correo, let clave): return entrar(correo, clave, en: estado)
    case .salir, .abrir, .cerrar: return navegar(comando, en: estado)
    case .buscar, .elegir: return buscador(comando, en: estado)
    case .catalogo, .anadir, .quitar, .cantidad, .carrito, .pagar:
      return tienda(comando, en: estado)
    case .iniciar, .parar, .reiniciar: return temporizador(comando, en: estado)
    }
  }

  static let sinSesion = Plan.rechazar("Primero inicia sesión: entrar CORREO CLAVE.")

  private static func ayuda(_ nombre: String?) -> Plan {
    guard let nombre else { return .mostrar(Ayuda.texto) }
    guard let orden = Orden.nombrada(nombre) else {
      return .rechazar(ErrorDeComando.desconocido(nombre).mensaje)
    }
    return .mostrar("\(orden.uso) — \(orden.descripcion).")
  }

  private static func entrar(_ correo: String, _ clave: String?, en estado: Root.State) -> Plan {
    if let sesion = estado.sesion {
      return .rechazar(
        "Ya has entrado como \(sesion.usuario.nombre). Escribe «salir» para cerrar la sesión.")
    }
    if estado.credenciales.entrando {
      return .rechazar("Ya se está comprobando el acceso; espera un momento.")
    }
    guard let clave else { return .rechazar(ErrorDeComando.usoIncorrecto(.entrar).mensaje) }
    return .enviar([
      .credenciales(.correoEscrito(correo)), .credenciales(.claveEscrita(clave)),
      .credenciales(.entrarPulsado),
    ])
  }

  private static func navegar(_ comando: Comando, en estado: Root.State) -> Plan {
    guard estado.sesion != nil else { return sinSesion }
    switch comando {
    case .abrir(let seccion):
      if estado.destino?.seccion == seccion {
        let nombre = seccion.nombreConArticulo
        return .rechazar(
          "\(nombre.prefix(1).uppercased() + nombre.dropFirst()) ya está \(seccion.abierto).")
      }
      return .enviar([.view(.abrir(seccion))])
    case .cerrar:
      guard estado.destino != nil else { return .rechazar("No hay ninguna sección abierta.") }
      return .enviar([.destino(.dismiss)])
    default:
      return .enviar([.view(.cerrarSesionPulsado)])
    }
  }

  private static func buscador(_ comando: Comando, en estado: Root.State) -> Plan {
    guard estado.sesion != nil else { return sinSesion }
    guard case .buscador(let buscador)? = estado.destino else { return fueraDe(.buscador) }
    switch comando {
    case .elegir(let numero):
      guard !buscador.items.isEmpty else {
        return .rechazar("Aún no hay resultados: escribe «buscar TEXTO».")
      }
      guard numero <= buscador.items.count else {
        return .rechazar(
          "No hay resultado \(numero): la búsqueda tiene \(buscador.items.count).")
      }
      return .enviar([
        .destino(.presented(.buscador(.resultadoPulsado(buscador.items[numero - 1]))))
      ])
    case .buscar(let texto):
      return .enviar([.destino(.presented(.buscador(.terminoCambio(texto))))])
    default:
      return .enviar([])
    }
  }

  private static func tienda(_ comando: Comando, en estado: Root.State) -> Plan {
    guard estado.sesion != nil else { return sinSesion }
    guard case .tienda(let tienda)? = estado.destino else { return fueraDe(.tienda) }
    func enviar(_ accion: Tienda.Action.View) -> Plan {
      .enviar([.destino(.presented(.tienda(.view(accion))))])
    }
    switch comando {
    case .catalogo(let pagina):
      let paginas = Listados.paginasDelCatalogo(tienda)
      guard pagina <= max(paginas, 1) else {
        return .rechazar(
          "El catálogo tiene \(paginas == 1 ? "1 página" : "\(paginas) páginas"); "
            + "no hay página \(pagina).")
      }
      return .mostrar(Listados.catalogo(tienda, pagina: pagina))
    case .carrito: return .mostrar(Listados.carrito(tienda))
    default: break
    }
    // The rest change the cart, which can't change while a payment is in progress.
    if tienda.procesando { return .rechazar("Espera: se está procesando el pago.") }
    switch comando {
    case .anadir(let id):
      if tienda.cargandoCatalogo { return .rechazar("El catálogo aún se está cargando.") }
      guard let producto = tienda.catalogo[id: id] ?? tienda.carrito[id: id]?.producto else {
        return .rechazar(
          "No hay ningún producto con id \(id) en el catálogo («catalogo» para verlo).")
      }
      return enviar(.anadirPulsado(producto))
    case .quitar(let id):
      guard tienda.carrito[id: id] != nil else { return noEstaEnElCarrito(id) }
      return enviar(.quitarPulsado(id))
    case .cantidad(let id, let unidades):
      guard tienda.carrito[id: id] != nil else { return noEstaEnElCarrito(id) }
      return enviar(.cantidadCambiada(id: id, cantidad: unidades))
    default:
      return enviar(.pagarPulsado)
    }
  }

  private static func temporizador(_ comando: Comando, en estado: Root.State) -> Plan {
    guard estado.sesion != nil else { return sinSesion }
    guard case .temporizador? = estado.destino else { return fueraDe(.temporizador) }
    let accion: Temporizador.Action =
      switch comando {
      case .iniciar: .iniciar
      case .parar: .parar
      default: .reiniciar
      }
    return .enviar([.destino(.presented(.temporizador(accion)))])
  }

  private static func fueraDe(_ seccion: Seccion) -> Plan {
    .rechazar(
      "Esta orden es \(seccion.nombreTrasDe): ábre\(seccion.pronombre) con "
        + "«abrir \(seccion.rawValue)».")
  }

  private static func noEstaEnElCarrito(_ id: Int) -> Plan {
    .rechazar("El producto \(id) no está en el carrito.")
  }
}

extension Orden {
  fileprivate static let entrar = Orden.nombrada("entrar")!
}
