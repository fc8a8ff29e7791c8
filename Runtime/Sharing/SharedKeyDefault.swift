extension SharedKey {
  /// A key with a default value built in, so `@Shared(.key)` needs no initial value where it
  /// is declared: `FileStorageKey<[Receta]>.Default`.
  ///
  /// ```swift
  /// extension SharedKey where Self == FileStorageKey<[Receta]>.Default {
  ///   static var recetario: Self {
  ///     Self[.fileStorage(.documentsDirectory.appending(component: "recetas.json")), default: []]
  ///   }
  /// }
  ///
  /// @Shared(.recetario) var recetas  // [] until something is saved
  /// ```
  public typealias Default = _SharedKeyDefault<Self>
}

/// A ``SharedKey`` together with the value to use when nothing is kept under it yet; write it as
/// `Key.Default` and build it with `Self[key, default: value]`.
///
/// It shares its value with every other use of the same key, with or without a default: the
/// default only matters to the first `@Shared` that finds nothing kept.
public struct _SharedKeyDefault<Base: SharedKey>: SharedKey, CustomStringConvertible {
  /// The key the value is kept under.
  public let base: Base
  let defaultValue: @Sendable () -> Base.Value

  /// `key`, with `value` as the value to start from when nothing is kept under it yet.
  ///
  /// - Parameters:
  ///   - key: Where the value is kept.
  ///   - value: The value to start from; evaluated only when it is needed.
  public static subscript(
    _ key: Base, default value: @autoclosure @escaping @Sendable () -> Base.Value
  ) -> Self {
    Self(base: key, defaultValue: value)
  }

  /// The base key's id: a key with a default shares its value with the key without one.
  public var id: Base.ID { base.id }

  public func load(initialValue: Base.Value) throws -> Base.Value {
    try base.load(initialValue: initialValue)
  }

  public func save(_ value: Base.Value) throws { try base.save(value) }

  public func withExclusiveAccess<R>(_ body: () throws -> R) rethrows -> R {
    try base.withExclusiveAccess(body)
  }

  public func revision() -> AnyHashable? { base.revision() }

  /// The base key's description.
  public var description: String { String(describing: base) }
}

extension Shared {
  /// Shares the value kept under `key`, or the key's default when nothing is kept there yet.
  ///
  /// ```swift
  /// @Shared(.syncUps) var syncUps
  /// ```
  ///
  /// - Parameter key: A key with a default (``SharedKey/Default``).
  public init<Base: SharedKey<Value>>(_ key: _SharedKeyDefault<Base>) {
    self.init(wrappedValue: key.defaultValue(), key.base)
  }

  /// Shares the value kept under `key`, or `wrappedValue` — not the key's default — when
  /// nothing is kept there yet: how a test starts from a value of its own.
  ///
  /// ```swift
  /// @Shared(.syncUps) var syncUps = [.mock]
  /// ```
  ///
  /// - Parameters:
  ///   - wrappedValue: The value to start from when nothing is kept under `key` yet.
  ///   - key: A key with a default (``SharedKey/Default``).
  public init<Base: SharedKey<Value>>(
    wrappedValue: @autoclosure () -> Value, _ key: _SharedKeyDefault<Base>
  ) {
    self.init(wrappedValue: wrappedValue(), key.base)
  }
}
