import CatalogoClient
import CatalogoIncluido
import Runtime

extension ClienteCatalogo {
  /// The whole shipped catalogue (``CatalogoIncluido/CatalogoIncluido``) — the products the search
  /// finds — read on a thread kept for blocking work.
  public static let live = ClienteCatalogo { try await CatalogoIncluido.cargar() }
}

extension ClienteCatalogo: DependencyKey {
  /// The shipped catalogue, ``live``.
  public static let liveValue = ClienteCatalogo.live
}
