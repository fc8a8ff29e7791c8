import Catalogo
import Runtime

/// Finds products for a search term.
///
/// A struct of `@Sendable` closures, so a test replaces just what the feature uses:
///
/// ```swift
/// let store = TestStore(initialState: Buscador.State()) {
///   Buscador()
/// } withDependencies: {
///   $0.continuousClock = reloj
///   $0.clienteBusqueda.buscar = { _ in [.demo] }
/// }
/// ```
@DependencyClient
public struct ClienteBusqueda: Sendable {
  /// Returns the products that match `termino`, best first. Throws when the catalogue can't be
  /// searched.
  public var buscar: @Sendable (_ termino: String) async throws -> [Producto]
}

extension ClienteBusqueda {
  /// A client whose every endpoint fails the test that calls it, naming itself by the key path a
  /// test overrides (`clienteBusqueda.buscar`).
  public static let unimplemented = ClienteBusqueda(
    buscar: Runtime.unimplemented("clienteBusqueda.buscar"))
}

extension ClienteBusqueda: TestDependencyKey {
  /// ``unimplemented``: a test that searches says what the search finds.
  public static let testValue = ClienteBusqueda.unimplemented
}

extension DependencyValues {
  /// The product search: the shipped catalogue in the app, ``ClienteBusqueda/unimplemented`` in
  /// tests.
  public var clienteBusqueda: ClienteBusqueda {
    get { self[ClienteBusqueda.self] }
    set { self[ClienteBusqueda.self] = newValue }
  }
}
