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

  /// The whole shipped catalogue (``Catalogo/CatalogoIncluido``) — the products the search
  /// finds — read on a thread kept for blocking work.
  public static let live = ClienteCatalogo { try await CatalogoIncluido.cargar() }
}

private enum ClienteCatalogoKey: DependencyKey {
  static let liveValue = ClienteCatalogo.live
  static let testValue = ClienteCatalogo.unimplemented
}

extension DependencyValues {
  /// The shop's catalogue: the shipped catalogue in the app, ``ClienteCatalogo/unimplemented``
  /// in tests.
  public var catalogo: ClienteCatalogo {
    get { self[ClienteCatalogoKey.self] }
    set { self[ClienteCatalogoKey.self] = newValue }
  }
}
