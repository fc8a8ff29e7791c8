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
/// - Across features: picking a search result opens the shop with that product in the cart.
/// - Logging out closes the destination, which cancels its effects (a running timer, a search).
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

  private enum CancelID { case entrada }

  @Dependency(\.autenticacion) var autenticacion

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
          return .none

        case .view(.abrir(let seccion)):
          guard state.sesion != nil, state.destino?.seccion != seccion else { return .none }
          state.destino = seccion.destinoInicial
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
          state.sesion = Sesion(usuario: usuario)
          state.credenciales = Credenciales.State(correo: state.credenciales.correo)
          return .none

        case .destino(.presented(.buscador(.delegate(.resultadoElegido(let resultado))))):
          state.destino = .tienda(
            Tienda.State(carrito: [LineaDeCarrito(producto: resultado)]))
          return .none

        case .destino:
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
}
