import Catalogo
import Runtime

/// Charges money for an order.
///
/// ```swift
/// withDependencies: {
///   $0.pagos.cobrar = { pedido in
///     #expect(pedido.totalEnCentimos == 1299)
///     return .exito
///   }
/// }
/// ```
@DependencyClient
public struct ClientePagos: Sendable {
  /// Charges an order's total. A declined charge is a ``ResultadoDelCobro/rechazado(_:)``
  /// answer; a thrown error means the processor could not answer.
  ///
  /// > Important: the processor knows the order by its key, ``Pedido/id``: asking again for
  /// > the same order must not charge it again. Make a new order (a new key) for a new charge.
  public var cobrar: @Sendable (_ pedido: Pedido) async throws -> ResultadoDelCobro
}

extension ClientePagos {
  /// A client whose every endpoint fails the test that calls it, naming itself by the key path a
  /// test overrides (`pagos.cobrar`).
  public static let unimplemented = ClientePagos(cobrar: Runtime.unimplemented("pagos.cobrar"))
}

extension ClientePagos: TestDependencyKey {
  /// ``unimplemented``: a test that pays says how the charge goes.
  public static let testValue = ClientePagos.unimplemented
}

extension DependencyValues {
  /// Payments: the simulated processor (`ClientePagos.live`, in `PagosClientLive`) in the app,
  /// ``ClientePagos/unimplemented`` in tests.
  public var pagos: ClientePagos {
    get { self[ClientePagos.self] }
    set { self[ClientePagos.self] = newValue }
  }
}
