import Catalogo
import Runtime

/// Loads the products the shop sells.
///
/// ```swift
/// withDependencies: {
///   $0.catalogo.cargar = { [.camiseta] }
/// }
/// ```
@DependencyClient
public struct ClienteCatalogo: Sendable {
  /// The products on sale, by id. Throws when the catalogue can't be loaded.
  public var cargar: @Sendable () async throws -> [Producto]
}

extension ClienteCatalogo {
  /// A client whose every endpoint fails the test that calls it, naming itself by the key path a
  /// test overrides (`catalogo.cargar`).
  public static let unimplemented = ClienteCatalogo(
    cargar: Runtime.unimplemented("catalogo.cargar"))
}

extension ClienteCatalogo: TestDependencyKey {
  /// ``unimplemented``: a test that loads the catalogue says what it holds.
  public static let testValue = ClienteCatalogo.unimplemented
}

extension DependencyValues {
  /// The shop's catalogue: the shipped catalogue (`ClienteCatalogo.live`, in
  /// `CatalogoClientLive`) in the app, ``ClienteCatalogo/unimplemented``
  /// in tests.
  public var catalogo: ClienteCatalogo {
    get { self[ClienteCatalogo.self] }
    set { self[ClienteCatalogo.self] = newValue }
  }
}
