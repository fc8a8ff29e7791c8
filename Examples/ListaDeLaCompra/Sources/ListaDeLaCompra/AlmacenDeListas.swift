import Foundation
import Runtime

/// Where the list is kept between launches.
@DependencyClient
public struct AlmacenDeListas: Sendable {
  /// Saves the whole list, replacing what was saved before.
  public var guardar: @Sendable (_ articulos: [Articulo]) async throws -> Void
}

private enum AlmacenDeListasKey: DependencyKey {
  /// A JSON file in the temporary folder: enough for an example.
  static let liveValue = AlmacenDeListas { articulos in
    let archivo = FileManager.default.temporaryDirectory.appending(path: "lista-de-la-compra.json")
    try JSONEncoder().encode(articulos).write(to: archivo, options: .atomic)
  }
  /// Fails the test that saves without saying what saving does.
  static let testValue = AlmacenDeListas(guardar: unimplemented("almacen.guardar"))
}

extension DependencyValues {
  /// Where ``Lista`` saves the list.
  public var almacen: AlmacenDeListas {
    get { self[AlmacenDeListasKey.self] }
    set { self[AlmacenDeListasKey.self] = newValue }
  }
}
