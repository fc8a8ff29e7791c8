import BuscadorFeature
import CredencialesFeature
import Runtime
import TiendaFeature

/// The whole app: the login form, the session, and the destination a logged-in person opens.
///
/// - Logging in: the root answers ``Action/credenciales(_:)`` `(.entrarPulsado)` by calling
///   `autenticacion.entrar` with the form's ``Credenciales/State/solicitud``. Success arrives as
///   ``Action/sesionAbierta(_:)`` and opens a session — nothing else; a refusal arrives as
///   ``Action/entradaFallida(_:)`` and shows on the form.
/// - Navigating: ``Action/View/abrir(_:)`` opens a ``Seccion`` as the destination, only with a
///   session; `destino(.dismiss)` closes it.
/// - The cart belongs to the session (``Sesion/carrito``), not to the shop's screen: the shop
///   opens with it, every change the shop makes to it is the session's, and picking a search
///   result adds one unit of it and opens the shop. The session opens with the cart kept from
///   last time (`carritos.cargar`) and keeps each change (`carritos.guardar`), so logging out
///   and back in finds it again; paying empties it.
/// - Logging out closes the destination, which cancels its effects (a running timer, a
///   search), and gives up a login still waiting for its answer; the cart stays kept.
///
/// ```swift
/// await store.send(\.credenciales.entrarPulsado) {
///   $0.credenciales.entrando = true
///   $0.credenciales.error = nil
/// }
/// await store.receive(\.entradaFallida) {
///   $0.credenciales.entrando = false
///   $0.credenciales.error = .credencialesInvalidas
/// }
/// ```
public struct Root: Reducer, Sendable {
  /// The app's state.
  public struct State: Equatable, Sendable {
    /// The login form.
    public var credenciales: Credenciales.State
    /// Who is logged in, if anyone.
    public var sesion: Sesion?
    /// The destination showing, if any.
    @PresentationState public var destino: Destino.State?

    /// Creates the state; every field has a default.
    public init(
      credenciales: Credenciales.State = Credenciales.State(),
      sesion: Sesion? = nil,
      destino: Destino.State? = nil
    ) {
      self.credenciales = credenciales
      self.sesion = sesion
      self.destino = destino
    }
  }

  /// What happens in the app.
  public enum Action: Equatable, Sendable, Codable, CasePathable {
    /// What the person did at the top level.
    case view(View)
    /// The login form.
    case credenciales(Credenciales.Action)
    /// Logging in did not work.
    case entradaFallida(ErrorCredenciales)
    /// Logging in worked.
    case sesionAbierta(Usuario)
    /// The destination showing, or its dismissal (`.dismiss` closes it).
    case destino(PresentationAction<Destino.Action>)
    /// The session's cart could not be kept; the session still has it.
    case carritoNoGuardado

    /// What the person does at the top level.
    public enum View: Equatable, Sendable, Codable, CasePathable {
      /// The app was shown. Nothing needs loading today.
      case aparecio
      /// Log out: close the session and whatever is open.
      case cerrarSesionPulsado
      /// Open a section (only with a session). Opening the one already open does nothing.
      case abrir(Seccion)
    }
  }

  /// What the session says when the cart kept from last time can't be read.
  public static let avisoCarritoIlegible =
    "No se pudo leer el carrito que guardaste: empiezas con uno vacío y el archivo se ha "
    + "dejado como estaba."
  /// What the session says when the cart can't be kept.
  public static let avisoCarritoNoGuardado =
    "No se pudo guardar tu carrito; sigue aquí y se intentará de nuevo en el próximo cambio."

  private enum CancelID { case entrada, guardarCarrito }

  @Dependency(\.autenticacion) var autenticacion
  @Dependency(\.carritos) var carritos

  /// Creates the feature.
  public init() {}

  public var body: some ReducerOf<Self> {
    CombineReducers {
      // The root goes before the form: it must read the form as the person left it to decide
      // whether a press of the button sends a request, before Credenciales marks it as sent.
      Reduce { state, action in
        switch action {
        case .view(.aparecio):
          return .none

        case .view(.cerrarSesionPulsado):
          state.sesion = nil
          state.destino = nil
          // A login still waiting for its answer is given up: it must not open a session after
          // the person logged out.
          state.credenciales.entrando = false
          return .cancel(id: CancelID.entrada)

        case .view(.abrir(let seccion)):
          guard let sesion = state.sesion, state.destino?.seccion != seccion else { return .none }
          state.destino = seccion.destinoInicial(en: sesion)
          return .none

        case .credenciales(.entrarPulsado):
          guard let solicitud = state.credenciales.solicitud else { return .none }
          return .run { send in
            await send(
              .sesionAbierta(try await autenticacion.entrar(solicitud.correo, solicitud.clave)))
          } catch: { error, send in
            await send(.entradaFallida(error as? ErrorCredenciales ?? .servicioNoDisponible))
          }
          .cancellable(id: CancelID.entrada, cancelInFlight: true)

        case .credenciales:
          return .none

        case .entradaFallida(let error):
          state.credenciales.entradaRechazada(error)
          return .none

        case .sesionAbierta(let usuario):
          var sesion = Sesion(usuario: usuario)
          do {
            sesion.carrito = try carritos.cargar(usuario.id)
          } catch {
            sesion.aviso = Self.avisoCarritoIlegible
          }
          state.sesion = sesion
          state.credenciales = Credenciales.State(correo: state.credenciales.correo)
          return .none

        case .destino(.presented(.buscador(.delegate(.resultadoElegido(let resultado))))):
          guard var sesion = state.sesion else { return .none }
          sesion.carrito.anadirUnaUnidad(de: resultado)
          state.sesion = sesion
          state.destino = Seccion.tienda.destinoInicial(en: sesion)
          return guardarCarrito(sesion)

        case .destino:
          // The shop has just changed what it shows; its cart is the session's.
          guard case .tienda(let tienda)? = state.destino, var sesion = state.sesion,
            sesion.carrito != tienda.carrito
          else { return .none }
          sesion.carrito = tienda.carrito
          state.sesion = sesion
          return guardarCarrito(sesion)

        case .carritoNoGuardado:
          state.sesion?.aviso = Self.avisoCarritoNoGuardado
          return .none
        }
      }
      Scope(state: \.credenciales, action: \.credenciales) {
        Credenciales()
      }
    }
    .ifLet(\.$destino, action: \.destino) {
      Destino()
    }
  }

  /// Keeps the session's cart for next time. A newer save cancels an older one still waiting,
  /// so the last cart is the one kept.
  private func guardarCarrito(_ sesion: Sesion) -> Effect<Action> {
    .run { [carrito = sesion.carrito, usuario = sesion.usuario.id] _ in
      try await carritos.guardar(carrito, usuario)
    } catch: { error, send in
      if !(error is CancellationError) { await send(.carritoNoGuardado) }
    }
    .cancellable(id: CancelID.guardarCarrito, cancelInFlight: true)
  }
}
