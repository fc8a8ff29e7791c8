/// Where a ``Shared`` value is kept, and how it is loaded and saved: in memory
/// (``SharedKey/inMemory(_:)``) or in a file (``SharedKey/fileStorage(_:decoder:encoder:)``).
///
/// Name a key once, typed, and use it wherever the value is shared:
///
/// ```swift
/// extension SharedKey where Self == InMemoryKey<Estadisticas> {
///   static var estadisticas: Self { inMemory("estadisticas") }
/// }
///
/// struct State: Equatable {
///   @Shared(.estadisticas) var estadisticas = Estadisticas()
/// }
/// ```
///
/// Every `@Shared` declared with keys that have the same ``id`` shares one value, wherever it
/// is declared.
///
/// Writing a key of your own means answering four questions: what identifies it, how to load
/// the value, how to save it, and (optionally) how to hold it exclusively while it changes and
/// how to tell that something else changed it.
///
/// > Important: keys are resolved with the dependencies in force where the `@Shared` is created
/// > (the storage in memory, the file system). In a test each test gets its own, so keep keys
/// > free of global state of their own.
public protocol SharedKey<Value>: Sendable {
  /// The type of the value kept.
  associatedtype Value: Sendable
  /// What identifies the place the value is kept.
  associatedtype ID: Hashable & Sendable

  /// Two keys with equal ids share one value.
  var id: ID { get }

  /// Reads the value kept, or returns `initialValue` when none is kept yet.
  ///
  /// - Throws: when something is kept but cannot be read; the shared value then keeps its
  ///   current value, and its `loadError` says why.
  func load(initialValue: Value) throws -> Value

  /// Keeps `value`, replacing what was kept.
  func save(_ value: Value) throws

  /// Runs `body` — one change: load if needed, change, save — while nothing else may change the
  /// value kept. A file held by several processes locks it; the default only runs `body`.
  func withExclusiveAccess<R>(_ body: () throws -> R) rethrows -> R

  /// A token that changes whenever the value kept changes, also when something else changes
  /// it; the shared value loads again when the token differs from the one it last saw. `nil`
  /// (the default) when only this shared value can change it.
  func revision() -> AnyHashable?
}

extension SharedKey {
  /// Runs `body`: nothing else changes the value kept.
  public func withExclusiveAccess<R>(_ body: () throws -> R) rethrows -> R { try body() }

  /// No revision: only this shared value changes the value kept.
  public func revision() -> AnyHashable? { nil }
}
