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
/// A client that is its own key can be named by its type: `@Dependency(ClienteBusqueda.self)`.
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

  /// Names the dependency to read by its key type, such as `ClienteBusqueda.self` for a client
  /// that is its own ``TestDependencyKey``.
  ///
  /// ```swift
  /// @Dependency(ClienteBusqueda.self) var cliente
  /// ```
  public init<Key: TestDependencyKey>(_ key: Key.Type) where Key.Value == Value {
    self.keyPath = \DependencyValues.[keyType: KeyType<Key>()]
  }

  /// The dependency's current value.
  public var wrappedValue: Value { DependencyValues.current[keyPath: keyPath] }
}

/// A key type as a hashable value, so it can be the argument of a key path subscript.
private struct KeyType<Key: TestDependencyKey>: Hashable, Sendable {
  static func == (lhs: Self, rhs: Self) -> Bool { true }
  func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(Key.self)) }
}

extension DependencyValues {
  fileprivate subscript<Key: TestDependencyKey>(keyType keyType: KeyType<Key>) -> Key.Value {
    self[Key.self, "\(Key.self).self"]
  }
}
