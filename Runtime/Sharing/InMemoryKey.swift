@_spi(Runtime) import Dumps
import Foundation
import Synchronization

extension SharedKey {
  /// A value shared in memory for the life of the app, under a name.
  ///
  /// ```swift
  /// @Shared(.inMemory("estadisticas")) var estadisticas = Estadisticas()
  /// ```
  ///
  /// The first `@Shared` created with the name sets its value (the default given there); every
  /// other one, anywhere in the app, shares that value and ignores its own default. The value
  /// outlives the `@Shared`s that hold it: one created later finds it.
  ///
  /// - Parameter key: The name the value is shared under.
  ///
  /// > Important: in tests each test has its own memory: two tests using the same name, even
  /// > in parallel, never see each other's values.
  public static func inMemory<Value>(_ key: String) -> Self where Self == InMemoryKey<Value> {
    InMemoryKey(key)
  }
}

/// Where ``SharedKey/inMemory(_:)`` keeps a value: a name in an ``InMemoryStorage``.
public struct InMemoryKey<Value: Sendable>: SharedKey, CustomStringConvertible {
  private let key: String
  private let storage: InMemoryStorage

  fileprivate init(_ key: String) {
    @Dependency(\.defaultInMemoryStorage) var storage
    self.key = key
    self.storage = storage
  }

  /// The name and the storage.
  public var id: InMemoryKeyID { InMemoryKeyID(key: key, storage: storage) }

  public func load(initialValue: Value) -> Value {
    storage.values.value(for: key, default: initialValue)
  }

  public func save(_ value: Value) { storage.values.set(value, for: key) }

  public var description: String { ".inMemory(\(Dumper.quoted(key)))" }
}

/// Identifies an in-memory shared value: its name and the storage it is in.
public struct InMemoryKeyID: Hashable, Sendable {
  let key: String
  let storage: InMemoryStorage
}

/// The memory ``SharedKey/inMemory(_:)`` keeps values in.
///
/// The app has one; each test has its own (``DependencyValues/defaultInMemoryStorage``).
public struct InMemoryStorage: Hashable, Sendable {
  fileprivate let values = Values()

  /// An empty storage.
  public init() {}

  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.values === rhs.values }
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(values)) }

  fileprivate final class Values: Sendable {
    private let storage = Mutex<[String: any Sendable]>([:])

    /// The value under `key`; when there is none of this type, `initialValue`, kept.
    func value<Value: Sendable>(for key: String, default initialValue: Value) -> Value {
      storage.withLock { storage in
        // Unwrap first: `nil as? Optional<T>` succeeds, and would hide an empty slot.
        if let stored = storage[key], let value = stored as? Value { return value }
        storage[key] = initialValue
        return initialValue
      }
    }

    func set(_ value: some Sendable, for key: String) {
      storage.withLock { $0[key] = value }
    }
  }
}

private enum DefaultInMemoryStorageKey: DependencyKey {
  static var liveValue: InMemoryStorage { InMemoryStorage() }
  static var testValue: InMemoryStorage { InMemoryStorage() }
}

extension DependencyValues {
  /// The memory ``SharedKey/inMemory(_:)`` keeps values in: one for the app, a fresh one for
  /// each test.
  public var defaultInMemoryStorage: InMemoryStorage {
    get { self[DefaultInMemoryStorageKey.self] }
    set { self[DefaultInMemoryStorageKey.self] = newValue }
  }
}
