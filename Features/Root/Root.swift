import AutenticacionClient
import BuscadorFeature
import CarritosClient
import Catalogo
import CredencialesFeature
import Runtime
import TiendaFeature

/// The whole app: the login form, the session, and the destination a logged-in person opens.
///
/// - Logging in: the root answers ``Action/credenciales(_:)`` `(.entrarPulsado)` by calling
///   `autenticacion.entrar` with the form's ``Credenciales/State/solicitud``. Success arrives as
///   ``Action/sesionAbierta(_:)`` and opens a session; a refusal arrives as
///   ``Action/entradaFallida(_:)`` and shows on the form. An email with too many recent
///   failures must wait: the form says so (``Action/entradaAplazada(segundos:)``), the effect
///   sleeps that long on `continuousClock`, and asks again.
/// - Navigating: ``Action/View/abrir(_:)`` opens a ``Seccion`` as the destination, only with a
///   session; `destino(.dismiss)` closes it.
/// - The cart belongs to the session (``Sesion/carrito``), not to the shop's screen: it is one
///   shared value that the shop holds too, so every change the shop makes to it is the
///   session's, with nothing copied; picking a search result adds one unit of it and opens the
///   shop. When the session opens, an effect loads the cart kept from last time
///   (`carritos.cargar`) and hands it in as ``Action/carritoCargado(_:)``; every change is
///   kept by an effect (`carritos.guardar`, given the change, not the cart), so logging out
///   and back in — in this process or another — finds it again, and two sessions of one
///   person changing the cart at once both keep their changes; paying empties it. The reducer
///   never touches the file.
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
@Reducer
public struct Root: Sendable {
  /// The app's state.
  @ObservableState
  public struct State: Equatable, Sendable {
    /// The login form.
    public var credenciales: Credenciales.State
    /// Who is logged in, if anyone.
    public var sesion: Sesion?
    /// The destination showing, if any.
    @Presents public var destino: Destino.State?

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

    /// The section on screen, if any.
    public var seccionAbierta: Seccion? { destino?.seccion }

    /// Whether ``Action/View/abrir(_:)`` opens `seccion`: only with a session open, and only
    /// when it is not the section on screen already (which would start it over). A screen asks
    /// this rather than repeating the rule.
    public func puedeAbrir(_ seccion: Seccion) -> Bool {
      sesion != nil && seccionAbierta != seccion
    }
  }

  /// What happens in the app.
  public enum Action: Equatable, Sendable, Codable, ViewAction {
    /// What the person did at the top level.
    case view(View)
    /// The login form.
    case credenciales(Credenciales.Action)
    /// Logging in did not work.
    case entradaFallida(ErrorCredenciales)
    /// Logging in has to wait this many seconds: too many recent failures for the email.
    case entradaAplazada(segundos: Int)
    /// Logging in worked.
    case sesionAbierta(Usuario)
    /// The cart kept from last time, loaded when the session opened (sent only when it differs
    /// from the cart the session holds).
    case carritoCargado(IdentifiedArrayOf<LineaDeCarrito>)
    /// The cart kept from last time could not be loaded; the session starts with the one it has.
    case carritoNoCargado(ErrorCarritoGuardado)
    /// The destination showing, or its dismissal (`.dismiss` closes it).
    case destino(PresentationAction<Destino.Action>)
    /// The session's cart could not be kept; the session still has it.
    case carritoNoGuardado(ErrorCarritoGuardado)

    /// What the person does at the top level.
    @CasePathable
    public enum View: Equatable, Sendable, Codable {
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
  /// What the session says when the cart kept from last time can't be loaded because another
  /// session holds it.
  public static let avisoCarritoOcupado =
    "Otra sesión está usando tu carrito guardado: empiezas con el que tenías aquí. Vuelve a "
    + "entrar en unos segundos para recuperarlo."
  /// What the session says when the cart can't be kept.
  public static let avisoCarritoNoGuardado =
    "No se pudo guardar tu carrito; sigue aquí y se intentará de nuevo en el próximo cambio."
  /// What the session says when the cart can't be kept because another session holds it.
  public static let avisoCarritoNoGuardadoOcupado =
    "Otra sesión está usando tu carrito guardado y no se pudo guardar; sigue aquí y se "
    + "intentará de nuevo en el próximo cambio."

  private enum CancelID { case entrada, cargarCarrito, guardarCarrito }

  @Dependency(\.autenticacion) var autenticacion
  @Dependency(\.carritos) var carritos
  @Dependency(\.continuousClock) var reloj

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
          return .merge(.cancel(id: CancelID.entrada), .cancel(id: CancelID.cargarCarrito))

        case .view(.abrir(let seccion)):
          guard let sesion = state.sesion, state.puedeAbrir(seccion) else { return .none }
          state.destino = seccion.destinoInicial(en: sesion)
          return .none

        case .credenciales(.entrarPulsado):
          guard let solicitud = state.credenciales.solicitud else { return .none }
          return .run { send in
            while true {
              do {
                let usuario = try await autenticacion.entrar(solicitud.correo, solicitud.clave)
                return await send(.sesionAbierta(usuario))
              } catch ErrorCredenciales.demasiadosIntentos(let segundos) {
                await send(.entradaAplazada(segundos: segundos))
                try await reloj.sleep(for: .seconds(segundos))
              }
            }
          } catch: { error, send in
            await send(.entradaFallida(error as? ErrorCredenciales ?? .servicioNoDisponible))
          }
          .cancellable(id: CancelID.entrada, cancelInFlight: true)

        case .credenciales:
          return .none

        case .entradaFallida(let error):
          state.credenciales.entradaRechazada(error)
          return .none

        case .entradaAplazada(let segundos):
          state.credenciales.error = .demasiadosIntentos(segundos: segundos)
          return .none

        case .sesionAbierta(let usuario):
          let sesion = Sesion(usuario: usuario)
          state.sesion = sesion
          state.credenciales = Credenciales.State(correo: state.credenciales.correo)
          return cargarCarrito(sesion)

        case .carritoCargado(let carrito):
          state.sesion?.$carrito.withLock { $0 = carrito }
          return .none

        case .carritoNoCargado(let error):
          state.sesion?.aviso =
            error == .ocupado ? Self.avisoCarritoOcupado : Self.avisoCarritoIlegible
          return .none

        case .destino(.presented(.buscador(.delegate(.resultadoElegido(let resultado))))):
          guard let sesion = state.sesion else { return .none }
          sesion.$carrito.withLock { $0.anadirUnaUnidad(de: resultado) }
          state.destino = Seccion.tienda.destinoInicial(en: sesion)
          return .none

        case .destino:
          return .none

        case .carritoNoGuardado(let error):
          state.sesion?.aviso =
            error == .ocupado ? Self.avisoCarritoNoGuardadoOcupado : Self.avisoCarritoNoGuardado
          return .none
        }
      }
      Scope(state: \.credenciales, action: \.credenciales) {
        Credenciales()
      }
    }
    .ifLet(\.$destino, action: \.destino)
    // Whoever changed the session's cart — the shop, a search result — the change is kept. Not
    // when the cart was just loaded, nor when the session opens or closes.
    .onChange(of: { $0.sesion?.carrito }) { antes, despues in
      Reduce { state, action in
        guard let antes, let despues, let sesion = state.sesion,
          !action.is(\.carritoCargado), !action.is(\.sesionAbierta)
        else { return .none }
        return guardarCambio(CambioDeCarrito(de: antes, a: despues), de: sesion.usuario.id)
      }
    }
  }

  /// Loads the cart kept from last time into the session, unless it is already what the
  /// session holds.
  private func cargarCarrito(_ sesion: Sesion) -> Effect<Action> {
    .run { [carrito = sesion.$carrito, usuario = sesion.usuario.id] send in
      let guardado = try await carritos.cargar(usuario)
      if guardado != carrito.wrappedValue { await send(.carritoCargado(guardado)) }
    } catch: { error, send in
      await send(.carritoNoCargado(error as? ErrorCarritoGuardado ?? .noDisponible))
    }
    .cancellable(id: CancelID.cargarCarrito, cancelInFlight: true)
  }

  /// Keeps a change of the session's cart for next time. Every change is kept, none cancels
  /// another: what is kept is the sum of the changes of every session of the person.
  private func guardarCambio(_ cambio: CambioDeCarrito, de usuario: Int) -> Effect<Action> {
    .run { _ in
      try await carritos.guardar(cambio, usuario)
    } catch: { error, send in
      guard !(error is CancellationError) else { return }
      await send(.carritoNoGuardado(error as? ErrorCarritoGuardado ?? .noDisponible))
    }
  }
}
