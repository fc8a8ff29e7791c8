import RootFeature
import Runtime

extension Root: RaizDeLaApp {}

extension Root {
  /// The app as the command line drives it: the login form while nobody is logged in, the home
  /// screen with a session and nothing open, and the screen of the section that is open.
  ///
  /// - Parameters:
  ///   - acceso: The login form's screen (``acceso(_:estado:accion:)``).
  ///   - secciones: Each section's screen (``seccion(_:_:estado:accion:)``), in menu order.
  static func aplicacion(
    acceso: Pantalla<State, Action>, secciones: [(Seccion, Pantalla<State, Action>)]
  ) -> Aplicacion<Root> {
    Aplicacion(
      Root(), estadoInicial: State(), alEmpezar: [.view(.aparecio)],
      saludo: "Tienda de ejemplo. Escribe «ayuda» para ver las órdenes y «fin» para salir.",
      pantallas: [acceso, inicio(secciones)] + secciones.map(\.1))
  }

  /// The login form's screen: it shows, and its commands apply, while nobody is logged in.
  static func acceso<S, A>(
    _ pantalla: Pantalla<S, A>, estado: KeyPath<State, S> & Sendable,
    accion: CaseKeyPath<Action, A>
  ) -> Pantalla<State, Action> {
    pantalla.alcance(
      estado: { $0.sesion == nil ? $0[keyPath: estado] : nil }, accion: AnyCasePath(accion),
      ausente: { raiz in
        "Ya has entrado como \(raiz.sesion?.usuario.nombre ?? "?"). Escribe «salir» para cerrar "
          + "la sesión."
      })
  }

  /// A section's screen: it shows, and its commands apply, while it is the destination.
  static func seccion<S: Sendable, A>(
    _ seccion: Seccion, _ pantalla: Pantalla<S, A>, estado: CaseKeyPath<Destino.State, S>,
    accion: CaseKeyPath<Destino.Action, A>
  ) -> (Seccion, Pantalla<State, Action>) {
    let caso = AnyCasePath(estado)
    let presentado: CaseKeyPath<Action, Destino.Action> = \.destino.presented
    let nombre = pantalla.sustantivo
    var enLaApp = pantalla.alcance(
      estado: { (raiz: State) in raiz.destino.flatMap { caso.extract(from: $0) } },
      accion: AnyCasePath(presentado).appending(AnyCasePath(accion)),
      ausente: { raiz in
        raiz.sesion == nil
          ? sinSesion
          : "Esta orden es \(nombre.trasDe): ábre\(nombre.pronombre) con «abrir \(nombre.palabra)»."
      })
    let lineas = enLaApp.lineas
    enLaApp.lineas = { raiz, activa in lineas(raiz, activa).map { $0 + aviso(raiz) } }
    return (seccion, enLaApp)
  }

  private static let sinSesion = "Primero inicia sesión: entrar CORREO CLAVE."

  /// What the session warns of (a kept cart that could not be read), under every screen.
  private static func aviso(_ raiz: State) -> [String] {
    raiz.sesion?.aviso.map { ["  ⚠ \($0)"] } ?? []
  }

  /// The home screen, and the commands that move between sections.
  private static func inicio(
    _ secciones: [(Seccion, Pantalla<State, Action>)]
  ) -> Pantalla<State, Action> {
    let nombres = secciones.map(\.1.sustantivo)
    let porNombre = Dictionary(
      uniqueKeysWithValues: secciones.map { ($0.1.sustantivo.palabra, $0) })
    let menu =
      nombres.dropLast().map(\.conArticulo).joined(separator: ", ")
      + (nombres.count > 1 ? " o " : "") + (nombres.last?.conArticulo ?? "")
    let cualquiera = Argumento<(Seccion, Sustantivo)> { palabras, _ in
      palabras.count == 1
        ? porNombre[normalizada(palabras[0])].map { ($0.0, $0.1.sustantivo) } : nil
    }
    return Pantalla(
      sustantivo: .masculino("inicio"),
      ordenes: [
        Orden("salir", "cierra la sesión", .ninguno) { _, estado in
          estado.sesion == nil ? .rechazar(sinSesion) : .enviar([.view(.cerrarSesionPulsado)])
        },
        Orden(
          "abrir \(nombres.map(\.palabra).joined(separator: "|"))", "abre una sección", cualquiera
        ) {
          elegida, estado in
          let (seccion, nombre) = elegida
          guard estado.sesion != nil else { return .rechazar(sinSesion) }
          guard estado.destino?.seccion != seccion else {
            return .rechazar(
              nombre.conArticulo.prefix(1).uppercased() + nombre.conArticulo.dropFirst()
                + " ya \(nombre.estaAbierto).")
          }
          return .enviar([.view(.abrir(seccion))])
        },
        Orden("cerrar", "cierra la sección abierta", .ninguno) { _, estado in
          guard estado.sesion != nil else { return .rechazar(sinSesion) }
          guard estado.destino != nil else { return .rechazar("No hay ninguna sección abierta.") }
          return .enviar([.destino(.dismiss)])
        },
      ]
    ) { estado, _ in
      guard let sesion = estado.sesion, estado.destino == nil else { return nil }
      let unidades = sesion.carrito.reduce(0) { $0 + $1.cantidad }
      let carrito =
        unidades == 0 ? "" : " Tu carrito: \(contar(unidades, "artículo", "artículos"))."
      return ["Hola, \(sesion.usuario.nombre). Abre \(menu) («abrir …»).\(carrito)"] + aviso(estado)
    }
  }
}
