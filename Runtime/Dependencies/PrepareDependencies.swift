import Foundation

extension DependencyValues {
  /// The `prepareDependencies` call running now, if any.
  @TaskLocal static var preparation: UUID?
}

/// Sets the default value of dependencies once, for everything that runs afterwards — every
/// store, every `@Dependency` — rather than for a stretch of code.
///
/// Call it where the app starts, before anything uses the dependencies it sets:
///
/// ```swift
/// @main
/// struct App {
///   static func main() {
///     prepareDependencies {
///       $0.pedidos = .live(archivo: carpeta.appending(path: "pedidos.jsonl"))
///     }
///     // …
///   }
/// }
/// ```
///
/// In a test it prepares that test's dependencies only: other tests, even running in
/// parallel, keep their own.
///
/// - Parameter updateValues: Sets the values to use; reading a value there (to change part of
///   it) is not a use.
/// - Returns: What `updateValues` returns.
///
/// > Important: a dependency can be prepared only before it is first used, and only once;
/// > otherwise it keeps its value and the problem is reported. To change a dependency for a
/// > stretch of code, use ``withDependencies(_:operation:)-(_,()->R)``.
@discardableResult
public func prepareDependencies<R>(
  _ updateValues: (inout DependencyValues) throws -> R
) rethrows -> R {
  var values = DependencyValues.current
  return try DependencyValues.$preparation.withValue(UUID()) {
    try DependencyValues.$isSetting.withValue(true) { try updateValues(&values) }
  }
}
