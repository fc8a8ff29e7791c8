import CarritosClient
import Catalogo
import CatalogoClient
import Foundation
import PagosClient
import PedidosClient
import Runtime
import TelemetriaClient

/// The shop: a catalogue, a cart, and a checkout.
///
/// ```swift
/// await store.send(\.view.aparecio)
/// await store.send(\.view.anadirPulsado, Producto.camiseta)
/// await store.send(\.view.pagarPulsado)
/// await store.receive(\.pagoCompletado) { $0.pedidoConfirmado = true }
/// ```
///
/// The cart is a shared value (``State/carrito``): on its own the shop holds one of its own;
/// in the app it holds the logged-in person's, the same value the session holds, so a change
/// made here is the session's without anything copied. Appearing loads the catalogue and opens
/// the order book (`pedidos.abrir`), which may have something to say (a damaged journal it set
/// aside).
///
/// Paying validates the cart (an empty cart is refused with a message, and nothing is
/// charged), makes the order — under a new key from `clavesDePedido` —, reports it as
/// ``Action/carritoValidado(_:)`` and charges it with `pagos.cobrar`. Then either it completes — order confirmed, cart emptied, order saved in
/// `pedidos` — or it is declined, keeping the cart. An order paid but not saved is kept aside
/// by the book and the person is told so. Payment steps are counted as telemetry, by the
/// ``Telemetria`` child, which the shop runs in one place (``Action/telemetria(_:)``). The
/// reducer itself reads no file: the book, the charge and the telemetry are effects.
///
/// Totals are derived from the cart (``State/totalEnCentimos``), never stored.
@Reducer
public struct Tienda: Sendable {
  /// What the shop shows.
  @ObservableState
  public struct State: Equatable, Sendable {
    /// The products on sale, once loaded.
    public var catalogo: IdentifiedArrayOf<Producto>
    /// Who is buying: the logged-in person's user id, saved with each order; `nil` when the
    /// shop runs on its own.
    public var comprador: Int?
    /// Whether the catalogue is loading.
    public var cargandoCatalogo: Bool
    /// What the person is about to buy: one line per product. Shared: in the app, the
    /// session's cart (``Runtime/SharedKey/carrito(de:)``). Change it with
    /// `state.$carrito.withLock { … }`.
    @Shared public var carrito: IdentifiedArrayOf<LineaDeCarrito>
    /// Whether a payment is in progress; the cart can't change meanwhile.
    public var procesando: Bool
    /// Whether the last payment went through.
    public var pedidoConfirmado: Bool
    /// The number the order book gave the last confirmed order, once saved.
    public var numeroDePedido: Int?
    /// A message for the person: a refusal, a failure.
    public var mensaje: String?
    /// The telemetry queue.
    public var telemetria: Telemetria.State

    /// Creates the state; every field has a default. The cart is the shop's own, starting as
    /// `carrito`.
    public init(
      catalogo: IdentifiedArrayOf<Producto> = [],
      comprador: Int? = nil,
      cargandoCatalogo: Bool = false,
      carrito: IdentifiedArrayOf<LineaDeCarrito> = [],
      procesando: Bool = false,
      pedidoConfirmado: Bool = false,
      numeroDePedido: Int? = nil,
      mensaje: String? = nil,
      telemetria: Telemetria.State = Telemetria.State()
    ) {
      self.init(
        catalogo: catalogo, comprador: comprador, cargandoCatalogo: cargandoCatalogo,
        carrito: Shared(value: carrito), procesando: procesando,
        pedidoConfirmado: pedidoConfirmado, numeroDePedido: numeroDePedido, mensaje: mensaje,
        telemetria: telemetria)
    }

    /// Creates the state around a cart shared with others — the session's: `Tienda.State(
    /// comprador: sesion.usuario.id, carrito: sesion.$carrito)`.
    public init(
      catalogo: IdentifiedArrayOf<Producto> = [],
      comprador: Int? = nil,
      cargandoCatalogo: Bool = false,
      carrito: Shared<IdentifiedArrayOf<LineaDeCarrito>>,
      procesando: Bool = false,
      pedidoConfirmado: Bool = false,
      numeroDePedido: Int? = nil,
      mensaje: String? = nil,
      telemetria: Telemetria.State = Telemetria.State()
    ) {
      self.catalogo = catalogo
      self.comprador = comprador
      self.cargandoCatalogo = cargandoCatalogo
      self._carrito = carrito
      self.procesando = procesando
      self.pedidoConfirmado = pedidoConfirmado
      self.numeroDePedido = numeroDePedido
      self.mensaje = mensaje
      self.telemetria = telemetria
    }

    /// What the cart costs, in cents.
    public var totalEnCentimos: Int { carrito.totalEnCentimos }

    /// How many units the cart holds.
    public var numeroDeArticulos: Int { carrito.numeroDeArticulos }

    /// Whether the cart can change or be paid: not while a payment is in progress. The shop
    /// ignores every change to the cart, and a second payment, until the first is answered; a
    /// screen asks this rather than repeating the rule.
    public var admiteCambios: Bool { !procesando }
  }

  /// What happens in the shop.
  public enum Action: Equatable, Sendable, Codable, ViewAction {
    /// What the person did.
    case view(View)
    /// The catalogue arrived.
    case catalogoCargado([Producto])
    /// The catalogue could not be loaded.
    case catalogoNoDisponible
    /// The cart was accepted for payment, as this order: reported, as paying starts, for
    /// whoever watches the shop (a parent, a recording) — which order is charged, under which
    /// key. The shop itself changes nothing on it: the charge starts with the payment
    /// (``View/pagarPulsado``), not here.
    case carritoValidado(Pedido)
    /// The payment for this order went through.
    case pagoCompletado(Pedido)
    /// The payment did not go through.
    case pagoRechazado(MotivoDeRechazo)
    /// The order book saved the confirmed order with this number.
    case pedidoGuardado(numero: Int)
    /// The order book could not save the confirmed order yet, and kept it aside to save later.
    case pedidoPendiente
    /// The order book could not save the confirmed order, nor keep it aside.
    case pedidoNoGuardado
    /// Opening the order book set a damaged journal aside.
    case diarioApartado(DiarioApartado)
    /// The order book could not be opened; the message says why.
    case libroNoDisponible(String)
    /// The telemetry queue.
    case telemetria(Telemetria.Action)

    /// What the person does in the shop.
    @CasePathable
    public enum View: Equatable, Sendable, Codable {
      /// The shop was shown: load the catalogue.
      case aparecio
      /// Add one unit of a product to the cart.
      case anadirPulsado(Producto)
      /// Take a product's line out of the cart.
      case quitarPulsado(Producto.ID)
      /// Set a line's quantity; zero or less removes it, more than the maximum is clamped.
      case cantidadCambiada(id: Producto.ID, cantidad: Int)
      /// Pay for the cart.
      case pagarPulsado
    }
  }

  /// The message for a failed catalogue load.
  public static let mensajeCatalogoNoDisponible = "No se pudo cargar el catálogo."
  /// The message for paying an empty cart.
  public static let mensajeCarritoVacio = "Tu carrito está vacío."
  /// The message when the payment went through and the order was kept aside, to be saved
  /// later.
  public static let mensajePedidoPendiente =
    "El pago se ha realizado. El pedido aún no se ha podido guardar: queda apartado y se "
    + "guardará en el próximo pago o la próxima vez que se abra la aplicación."
  /// The message when the payment went through but the order could not be saved.
  public static let mensajePedidoNoGuardado =
    "El pago se ha realizado, pero no se pudo guardar el pedido."

  private enum CancelID { case catalogo, libro, pago }

  @Dependency(\.catalogo) var catalogo
  @Dependency(\.clavesDePedido) var clavesDePedido
  @Dependency(\.pagos) var pagos
  @Dependency(\.pedidos) var pedidos

  /// Creates the feature.
  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .view(.aparecio):
        state.cargandoCatalogo = true
        return .merge(
          .run { send in
            await send(.catalogoCargado(try await catalogo.cargar()))
          } catch: { _, send in
            await send(.catalogoNoDisponible)
          }
          .cancellable(id: CancelID.catalogo, cancelInFlight: true),
          .run { send in
            if let apartado = try await pedidos.abrir().diarioApartado {
              await send(.diarioApartado(apartado))
            }
          } catch: { error, send in
            await send(.libroNoDisponible(Self.mensaje(de: error)))
          }
          .cancellable(id: CancelID.libro, cancelInFlight: true))

      case .catalogoCargado(let productos):
        state.cargandoCatalogo = false
        state.catalogo = []
        state.catalogo.append(contentsOf: productos)
        return .none

      case .catalogoNoDisponible:
        state.cargandoCatalogo = false
        state.mensaje = Self.mensajeCatalogoNoDisponible
        return .none

      case .view(.anadirPulsado(let producto)):
        guard state.admiteCambios else { return .none }
        state.$carrito.withLock { $0.anadirUnaUnidad(de: producto) }
        state.empezarPedidoNuevo()
        return .none

      case .view(.quitarPulsado(let id)):
        guard state.admiteCambios else { return .none }
        state.$carrito.withLock { _ = $0.remove(id: id) }
        state.empezarPedidoNuevo()
        return .none

      case .view(.cantidadCambiada(let id, let cantidad)):
        guard state.admiteCambios, state.carrito[id: id] != nil else { return .none }
        state.$carrito.withLock { carrito in
          if cantidad <= 0 {
            carrito.remove(id: id)
          } else {
            carrito[id: id]?.cantidad = min(cantidad, LineaDeCarrito.cantidadMaxima)
          }
        }
        state.empezarPedidoNuevo()
        return .none

      case .view(.pagarPulsado):
        guard state.admiteCambios else { return .none }
        guard !state.carrito.isEmpty else {
          state.empezarPedidoNuevo()
          state.mensaje = Self.mensajeCarritoVacio
          return .none
        }
        state.procesando = true
        state.mensaje = nil
        let pedido = Pedido(
          id: clavesDePedido.nueva(), comprador: state.comprador, lineas: Array(state.carrito))
        return .merge(
          .send(.carritoValidado(pedido)),
          cobrar(pedido),
          registrar(.pagoIniciado(totalEnCentimos: pedido.totalEnCentimos), en: &state))

      case .carritoValidado:
        return .none

      case .pagoCompletado(let pedido):
        state.procesando = false
        state.pedidoConfirmado = true
        state.$carrito.withLock { $0 = [] }
        return .merge(
          .run { send in
            await send(.pedidoGuardado(numero: try await pedidos.guardar(pedido)))
          } catch: { error, send in
            await send(error is PedidoPendiente ? .pedidoPendiente : .pedidoNoGuardado)
          },
          registrar(.compraCompletada(totalEnCentimos: pedido.totalEnCentimos), en: &state))

      case .pagoRechazado(let motivo):
        state.procesando = false
        state.mensaje = motivo.mensaje
        return registrar(.pagoRechazado(motivo), en: &state)

      case .pedidoGuardado(let numero):
        state.numeroDePedido = numero
        return .none

      case .pedidoPendiente:
        state.mensaje = Self.mensajePedidoPendiente
        return .none

      case .pedidoNoGuardado:
        state.mensaje = Self.mensajePedidoNoGuardado
        return .none

      case .diarioApartado(let apartado):
        state.mensaje = apartado.mensaje
        return .none

      case .libroNoDisponible(let mensaje):
        state.mensaje = mensaje
        return .none

      case .telemetria(let accion):
        return telemetria(accion, en: &state)
      }
    }
  }

  /// What the person reads when the order book can't be opened.
  private static func mensaje(de error: any Error) -> String {
    (error as? ErrorLibroDePedidos)?.mensaje ?? "No se pudo abrir el libro de pedidos."
  }

  /// Charges `pedido` and sends the processor's answer; a processor that can't answer is a
  /// decline.
  private func cobrar(_ pedido: Pedido) -> Effect<Action> {
    .run { send in
      switch try await pagos.cobrar(pedido) {
      case .exito: await send(.pagoCompletado(pedido))
      case .rechazado(let motivo): await send(.pagoRechazado(motivo))
      }
    } catch: { _, send in
      await send(.pagoRechazado(.procesadorNoDisponible))
    }
    .cancellable(id: CancelID.pago)
  }

  /// Records a telemetry event on the shop's queue.
  private func registrar(_ evento: EventoDeTelemetria, en state: inout State) -> Effect<Action> {
    telemetria(.registrar(evento), en: &state)
  }

  /// Runs the telemetry child on the shop's queue: the one place it runs, for an event the shop
  /// records and for the child's own answers alike.
  private func telemetria(_ accion: Telemetria.Action, en state: inout State) -> Effect<Action> {
    Telemetria()
      .reduce(into: &state.telemetria, action: accion)
      .map { .telemetria($0) }
  }
}

extension Tienda.State {
  /// A change to the cart, or paying an empty one, starts a new order: the last one's outcome
  /// (its confirmation, a refusal) no longer shows.
  fileprivate mutating func empezarPedidoNuevo() {
    pedidoConfirmado = false
    numeroDePedido = nil
    mensaje = nil
  }
}
