import BusquedaClient
import Runtime

/// Searches the product catalogue as the person types.
///
/// Typing waits for 300 ms of quiet on `continuousClock` before searching; each new term
/// cancels the pending wait and any search still in flight, so a late answer for an old term
/// never overwrites newer results. A blank term clears the results without searching.
///
/// ```swift
/// await store.send(.terminoCambio("swift")) { $0.termino = "swift" }
/// await reloj.advance(by: .milliseconds(300))
/// await store.receive(\.busquedaIniciada) { $0.cargando = true }
/// await store.receive(\.resultados) {
///   $0.cargando = false
///   $0.items = [.demo]
/// }
/// ```
///
/// Picking a result tells the parent with ``Action/Delegate/resultadoElegido(_:)``.
@Reducer
public struct Buscador: Sendable {
  /// What the search shows.
  @ObservableState
  public struct State: Equatable, Sendable {
    /// The term as the person typed it.
    public var termino: String
    /// Whether a search is in flight.
    public var cargando: Bool
    /// The results of the last search that succeeded, best first.
    public var items: [Resultado]
    /// A message for the person when the search failed, `nil` otherwise.
    public var mensaje: String?

    /// Creates the state; every field has a default.
    public init(
      termino: String = "",
      cargando: Bool = false,
      items: [Resultado] = [],
      mensaje: String? = nil
    ) {
      self.termino = termino
      self.cargando = cargando
      self.items = items
      self.mensaje = mensaje
    }
  }

  /// What happens to the search.
  public enum Action: Equatable, Sendable, Codable {
    /// The person changed the term.
    case terminoCambio(String)
    /// The debounce elapsed: the search for the current term starts.
    case busquedaIniciada
    /// The catalogue answered.
    case resultados([Resultado])
    /// The search failed.
    case fallo
    /// The person picked a result.
    case resultadoPulsado(Resultado)
    /// What the search tells its parent.
    case delegate(Delegate)

    /// Messages for the parent feature.
    @CasePathable
    public enum Delegate: Equatable, Sendable, Codable {
      /// The person picked this result.
      case resultadoElegido(Resultado)
    }
  }

  /// How long typing must pause before a search starts.
  public static let espera: Duration = .milliseconds(300)

  /// The message shown when a search fails.
  public static let mensajeDeFallo = "No se pudo buscar"

  private enum CancelID { case debounce, busqueda }

  @Dependency(\.continuousClock) var reloj
  @Dependency(\.clienteBusqueda) var cliente

  /// Creates the feature.
  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .terminoCambio(let termino):
        state.termino = termino
        state.cargando = false
        guard !termino.allSatisfy(\.isWhitespace) else {
          state.items = []
          state.mensaje = nil
          return .merge(.cancel(id: CancelID.debounce), .cancel(id: CancelID.busqueda))
        }
        return .merge(
          .cancel(id: CancelID.busqueda),
          Effect.send(.busquedaIniciada)
            .debounce(id: CancelID.debounce, for: Self.espera, clock: reloj))

      case .busquedaIniciada:
        state.cargando = true
        return .run { [termino = state.termino] send in
          await send(.resultados(try await cliente.buscar(termino)))
        } catch: { _, send in
          await send(.fallo)
        }
        .cancellable(id: CancelID.busqueda, cancelInFlight: true)

      case .resultados(let items):
        state.cargando = false
        state.items = items
        state.mensaje = nil
        return .none

      case .fallo:
        state.cargando = false
        state.mensaje = Self.mensajeDeFallo
        state.items = []
        return .none

      case .resultadoPulsado(let resultado):
        return .send(.delegate(.resultadoElegido(resultado)))

      case .delegate:
        return .none
      }
    }
  }
}
