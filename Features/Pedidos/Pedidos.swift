import Catalogo
import PedidosClient
import Runtime

/// A person's order history: their past orders a page at a time, newest first, and any one of
/// them in full.
///
/// ```swift
/// await store.send(\.view.aparecio) { $0.cargando = true }
/// await store.receive(\.paginaCargada) {
///   $0.cargando = false
///   $0.pagina = PaginaDePedidos(pagina: 1, pedidos: [guardado], hayMas: false)
/// }
/// await store.send(\.view.pedidoPedido, 7) { $0.cargando = true }
/// await store.receive(\.pedidoCargado) {
///   $0.cargando = false
///   $0.detalle = guardado
/// }
/// ```
///
/// It reads the order book through `pedidos` — the same client the shop saves orders with —
/// only the buyer's orders (``State/comprador``, which the app sets to the logged-in person):
/// asking for another person's order number is answered as for a number that does not exist,
/// without saying whose it is. Appearing opens the book first (`pedidos.abrir`), which saves
/// the orders kept aside and may report a damaged journal it set aside.
@Reducer
public struct Pedidos: Sendable {
  /// What the history shows.
  @ObservableState
  public struct State: Equatable, Sendable {
    /// Whose orders: a user id; `nil` shows every order (the history on its own).
    public var comprador: Int?
    /// The page showing, once loaded.
    public var pagina: PaginaDePedidos?
    /// The order shown in full, if one was asked for; it shows instead of the page.
    public var detalle: PedidoGuardado?
    /// Whether a page or an order is loading.
    public var cargando: Bool
    /// A message for the person: an order that isn't theirs, a book that can't be read.
    public var mensaje: String?

    /// Creates the state; every field has a default.
    public init(
      comprador: Int? = nil,
      pagina: PaginaDePedidos? = nil,
      detalle: PedidoGuardado? = nil,
      cargando: Bool = false,
      mensaje: String? = nil
    ) {
      self.comprador = comprador
      self.pagina = pagina
      self.detalle = detalle
      self.cargando = cargando
      self.mensaje = mensaje
    }
  }

  /// What happens to the history.
  public enum Action: Equatable, Sendable, Codable, ViewAction {
    /// What the person did.
    case view(View)
    /// A page of orders arrived.
    case paginaCargada(PaginaDePedidos)
    /// The order asked for arrived.
    case pedidoCargado(PedidoGuardado)
    /// The person has no order with this number.
    case pedidoNoEncontrado(numero: Int)
    /// The order book could not be read.
    case historialNoDisponible
    /// Opening the order book set a damaged journal aside.
    case diarioApartado(DiarioApartado)

    /// What the person does in the history.
    @CasePathable
    public enum View: Equatable, Sendable, Codable {
      /// The history was shown: load its first page.
      case aparecio
      /// Show this page (from 1: page 1 holds the newest orders).
      case paginaPedida(Int)
      /// Show the order with this number in full.
      case pedidoPedido(numero: Int)
    }
  }

  /// How many orders a page holds.
  public static let pedidosPorPagina = 10
  /// The message for an order number the person has no order with.
  public static func mensajeSinPedido(_ numero: Int) -> String {
    "No tienes ningún pedido nº \(numero)."
  }
  /// The message when the order book can't be read.
  public static let mensajeNoDisponible = "No se pudo leer tu historial de pedidos."

  private enum CancelID { case lectura }

  @Dependency(\.pedidos) var pedidos

  /// Creates the feature.
  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .view(.aparecio):
        return cargar(pagina: 1, &state, abriendo: true)

      case .view(.paginaPedida(let pagina)):
        return cargar(pagina: pagina, &state)

      case .view(.pedidoPedido(let numero)):
        state.cargando = true
        state.mensaje = nil
        return .run { [comprador = state.comprador] send in
          guard let guardado = try await pedidos.pedido(numero),
            comprador == nil || guardado.pedido.comprador == comprador
          else { return await send(.pedidoNoEncontrado(numero: numero)) }
          await send(.pedidoCargado(guardado))
        } catch: { _, send in
          await send(.historialNoDisponible)
        }
        .cancellable(id: CancelID.lectura, cancelInFlight: true)

      case .paginaCargada(let pagina):
        state.cargando = false
        state.pagina = pagina
        state.detalle = nil
        return .none

      case .pedidoCargado(let guardado):
        state.cargando = false
        state.detalle = guardado
        return .none

      case .pedidoNoEncontrado(let numero):
        state.cargando = false
        state.mensaje = Self.mensajeSinPedido(numero)
        return .none

      case .historialNoDisponible:
        state.cargando = false
        state.mensaje = Self.mensajeNoDisponible
        return .none

      case .diarioApartado(let apartado):
        state.mensaje = apartado.mensaje
        return .none
      }
    }
  }

  /// Starts loading page `pagina` of the buyer's orders, opening the book first if asked.
  private func cargar(
    pagina: Int, _ state: inout State, abriendo: Bool = false
  ) -> Effect<Action> {
    state.cargando = true
    state.mensaje = nil
    let consulta = ConsultaDePedidos(
      comprador: state.comprador, pagina: pagina, tamano: Self.pedidosPorPagina)
    return .run { send in
      if abriendo, let apartado = try await pedidos.abrir().diarioApartado {
        await send(.diarioApartado(apartado))
      }
      await send(.paginaCargada(try await pedidos.pagina(consulta)))
    } catch: { _, send in
      await send(.historialNoDisponible)
    }
    .cancellable(id: CancelID.lectura, cancelInFlight: true)
  }
}
