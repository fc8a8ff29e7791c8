import RootFeature
import Runtime
import SessionRecording
import StoreConsole

extension Root: RecordableReducer {}

extension Root {
  /// The app as the command line drives it: the login form while nobody is logged in, the home
  /// screen with a session and nothing open, and the screen of the section that is open.
  ///
  /// - Parameters:
  ///   - acceso: The login form's screen (``acceso(_:estado:accion:)``).
  ///   - secciones: Each section's screen (``seccion(_:_:como:estado:accion:)``), in menu order.
  static func aplicacion(
    acceso: Screen<State, Action>, secciones: [Seccion<State, Action>]
  ) -> ConsoleApp<Root> {
    ConsoleApp(
      Root(), initialState: State(), onStart: [.view(.aparecio)],
      greeting: "Tienda de ejemplo. Escribe «ayuda» para ver las órdenes y «salir» para terminar.",
      screens: [acceso, inicio(secciones)] + secciones.map(\.pantalla), language: .spanish)
  }

  /// The login form's screen: it shows, and its commands apply, while nobody is logged in.
  static func acceso<S, A>(
    _ pantalla: Screen<S, A>, estado: KeyPath<State, S> & Sendable,
    accion: CaseKeyPath<Action, A>
  ) -> Screen<State, Action> {
    pantalla.scoped(
      state: { $0.sesion == nil ? $0[keyPath: estado] : nil }, action: AnyCasePath(accion),
      unavailable: { raiz in
        "Ya has entrado como \(raiz.sesion?.usuario.nombre ?? "?"). Escribe «cerrar-sesion» "
          + "para entrar con otra cuenta."
      })
  }

  /// A section of the app: which one, its name as Spanish sentences need it, and its screen.
  struct Seccion<S, A: Sendable>: Sendable {
    let seccion: RootFeature.Seccion
    let sustantivo: Sustantivo
    let pantalla: Screen<S, A>
  }

  /// A section's screen: it shows, and its commands apply, while it is the destination.
  static func seccion<S: Sendable, A>(
    _ seccion: RootFeature.Seccion, _ pantalla: Screen<S, A>, como nombre: Sustantivo,
    estado: CaseKeyPath<Destino.State, S>, accion: CaseKeyPath<Destino.Action, A>
  ) -> Seccion<State, Action> {
    let caso = AnyCasePath(estado)
    let presentado: CaseKeyPath<Action, Destino.Action> = \.destino.presented
    var enLaApp = pantalla.scoped(
      state: { (raiz: State) in raiz.destino.flatMap { caso.extract(from: $0) } },
      action: AnyCasePath(presentado).appending(AnyCasePath(accion)),
      unavailable: { raiz in
        raiz.sesion == nil
          ? sinSesion
          : "Esta orden es \(nombre.trasDe): ábre\(nombre.pronombre) con «abrir \(nombre.palabra)»."
      })
    let lineas = enLaApp.lines
    enLaApp.lines = { raiz, activa in lineas(raiz, activa).map { $0 + aviso(raiz) } }
    return Seccion(seccion: seccion, sustantivo: nombre, pantalla: enLaApp)
  }

  private static let sinSesion = "Primero inicia sesión: entrar CORREO CLAVE."

  /// What the session warns of (a kept cart that could not be read), under every screen.
  private static func aviso(_ raiz: State) -> [String] {
    raiz.sesion?.aviso.map { ["  ⚠ \($0)"] } ?? []
  }

  /// The home screen, and the commands that move between sections.
  private static func inicio(_ secciones: [Seccion<State, Action>]) -> Screen<State, Action> {
    let nombres = secciones.map(\.sustantivo)
    let porNombre = Dictionary(uniqueKeysWithValues: secciones.map { ($0.sustantivo.palabra, $0) })
    let menu =
      nombres.dropLast().map(\.conArticulo).joined(separator: ", ")
      + (nombres.count > 1 ? " o " : "") + (nombres.last?.conArticulo ?? "")
    let cualquiera = Argument<(RootFeature.Seccion, Sustantivo)> { palabras, _ in
      palabras.count == 1
        ? porNombre[normalized(palabras[0])].map { ($0.seccion, $0.sustantivo) } : nil
    }
    return Screen(
      "inicio",
      commands: [
        Command(
          "cerrar-sesion", "cierra tu sesión de usuario y vuelve al acceso (el programa sigue)",
          aliases: ["cerrarsesion", "logout"], .none
        ) { _, estado in
          estado.sesion == nil
            ? .refuse(
              "No has iniciado sesión: no hay nada que cerrar. «salir» termina el programa.")
            : .send([.view(.cerrarSesionPulsado)])
        },
        Command(
          "abrir \(nombres.map(\.palabra).joined(separator: "|"))", "abre una sección", cualquiera
        ) {
          elegida, estado in
          let (seccion, nombre) = elegida
          guard estado.sesion != nil else { return .refuse(sinSesion) }
          guard estado.puedeAbrir(seccion) else {
            return .refuse(
              nombre.conArticulo.prefix(1).uppercased() + nombre.conArticulo.dropFirst()
                + " ya \(nombre.estaAbierto).")
          }
          return .send([.view(.abrir(seccion))])
        },
        Command("cerrar", "cierra la sección abierta", .none) { _, estado in
          guard estado.sesion != nil else { return .refuse(sinSesion) }
          guard estado.seccionAbierta != nil else {
            return .refuse("No hay ninguna sección abierta.")
          }
          return .send([.destino(.dismiss)])
        },
      ]
    ) { estado, _ in
      guard let sesion = estado.sesion, estado.seccionAbierta == nil else { return nil }
      let unidades = sesion.carrito.numeroDeArticulos
      let carrito =
        unidades == 0 ? "" : " Tu carrito: \(contar(unidades, "artículo", "artículos"))."
      return ["Hola, \(sesion.usuario.nombre). Abre \(menu) («abrir …»).\(carrito)"] + aviso(estado)
    }
  }
}
