import CarritosClient
import Runtime

/// The changes to each person's cart that could not be kept yet, by user id: the live client
/// takes a person's before keeping a change, and gives them back, with that change, when
/// keeping fails — so the next attempt keeps them all.
///
/// Behind a `LockIsolated` (an `NSRecursiveLock`) rather than a `Mutex`: the app's processes
/// run under the thread sanitizer in Scripts/tsan-check.sh, which can't follow a `Mutex`.
final class CambiosPendientes: Sendable {
  private let cambios = LockIsolated<[Int: CambioDeCarrito]>([:])

  /// Takes the changes waiting for `usuario`, leaving none; ``CambioDeCarrito/ninguno`` when
  /// there are none.
  func tomar(de usuario: Int) -> CambioDeCarrito {
    cambios.withValue { $0.removeValue(forKey: usuario) } ?? .ninguno
  }

  /// Gives back `cambio` for `usuario`, before any change that waits for them meanwhile.
  func devolver(_ cambio: CambioDeCarrito, de usuario: Int) {
    guard !cambio.esNinguno else { return }
    cambios.withValue { $0[usuario] = cambio.seguido(de: $0[usuario] ?? .ninguno) }
  }
}
