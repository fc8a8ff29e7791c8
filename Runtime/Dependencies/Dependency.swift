/// Reads a dependency from the current ``DependencyValues``.
///
/// Declare it as a property of a reducer, or as a local inside an effect:
///
/// ```swift
/// struct Buscador: Reducer {
///   @Dependency(\.continuousClock) var reloj
///   @Dependency(\.clienteBusqueda) var cliente
/// }
/// ```
///
/// The value is read each time the property is used, so inside a reducer it is the store's
/// dependency, and inside an effect it is the one in force when the reducer returned the effect.
@propertyWrapper
public struct Dependency<Value: Sendable>: Sendable {
  private let keyPath: KeyPath<DependencyValues, Value> & Sendable

  /// Names the dependency to read, such as `\.continuousClock`.
  public init(_ keyPath: KeyPath<DependencyValues, Value> & Sendable) {
    self.keyPath = keyPath
  }

  /// The dependency's current value.
  public var wrappedValue: Value { DependencyValues.current[keyPath: keyPath] }
}
