import Runtime
import TiendaFeature

/// Reads the order book: a person's past orders a page at a time, newest first, and one order
/// by its number.
///
/// Its test value fails the test that calls it, naming the endpoint, so a test says what the
/// book holds:
///
/// ```swift
/// withDependencies: {
///   $0.historial.pagina = { _ in PaginaDePedidos(pagina: 1, pedidos: [guardado], hayMas: false) }
/// }
/// ```
public struct ClienteHistorial: Sendable {
  /// One page of saved orders, newest first. Throws when the book can't be read.
  public var pagina: @Sendable (ConsultaDePedidos) async throws -> PaginaDePedidos
  /// The saved order with this number, or `nil` when there is none. Throws when the book can't
  /// be read.
  public var pedido: @Sendable (_ numero: Int) async throws -> PedidoGuardado?

  /// Creates a client from its endpoints.
  public init(
    pagina: @escaping @Sendable (ConsultaDePedidos) async throws -> PaginaDePedidos,
    pedido: @escaping @Sendable (_ numero: Int) async throws -> PedidoGuardado?
  ) {
    self.pagina = pagina
    self.pedido = pedido
  }
}

extension ClienteHistorial {
  /// A client whose every endpoint fails the test that calls it, naming itself.
  public static let unimplemented = ClienteHistorial(
    pagina: Runtime.unimplemented("historial.pagina"),
    pedido: Runtime.unimplemented("historial.pedido"))
}

private enum ClienteHistorialKey: DependencyKey {
  static let liveValue = ClienteHistorial.live(carpeta: DataFolder.url())
  static let testValue = ClienteHistorial.unimplemented
}

extension DependencyValues {
  /// The order history: the order book in the app's data folder in the app,
  /// ``ClienteHistorial/unimplemented`` in tests.
  public var historial: ClienteHistorial {
    get { self[ClienteHistorialKey.self] }
    set { self[ClienteHistorialKey.self] = newValue }
  }
}
