import Runtime

/// Charges money.
///
/// ```swift
/// withDependencies: {
///   $0.pagos.cobrar = { _ in .exito }
/// }
/// ```
public struct ClientePagos: Sendable {
  /// Charges an amount in cents. A declined charge is a ``ResultadoDelCobro/rechazado(_:)``
  /// answer; a thrown error means the processor could not answer.
  public var cobrar: @Sendable (_ importeEnCentimos: Int) async throws -> ResultadoDelCobro

  /// Creates a client from its endpoint.
  public init(
    cobrar: @escaping @Sendable (_ importeEnCentimos: Int) async throws -> ResultadoDelCobro
  ) {
    self.cobrar = cobrar
  }
}

extension ClientePagos {
  /// A client whose every endpoint fails the test that calls it, naming itself.
  public static let unimplemented = ClientePagos(cobrar: Runtime.unimplemented("pagos.cobrar"))
}

private enum ClientePagosKey: DependencyKey {
  static let liveValue = ClientePagos.live
  static let testValue = ClientePagos.unimplemented
}

extension DependencyValues {
  /// Payments: the simulated processor (``ClientePagos/live``) in the app,
  /// ``ClientePagos/unimplemented`` in tests.
  public var pagos: ClientePagos {
    get { self[ClientePagosKey.self] }
    set { self[ClientePagosKey.self] = newValue }
  }
}
