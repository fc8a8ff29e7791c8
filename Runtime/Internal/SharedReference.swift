import Foundation

/// The storage behind a ``Shared`` value: every copy of a `Shared` points at one reference, and
/// reads and writes the value through it.
protocol SharedReference<Value>: AnyObject, Sendable, CustomStringConvertible {
  associatedtype Value

  /// The reference that owns the value (this one, or the one a projection starts from).
  var root: AnyObject { get }
  /// The path from the root's value to this one; `nil` at the root.
  var path: AnyKeyPath? { get }
  /// What observation sees of the root's value.
  var observation: SharedObservation { get }

  /// The live value.
  var value: Value { get }
  /// Runs `body` with exclusive access to the value, then keeps (and, when persisted, saves)
  /// what it leaves.
  func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R

  /// The value as a test store's tracker remembers it, if it changed since the last step.
  func snapshot(in tracker: SharedChangeTracker) -> Value?
  /// Makes `value` the snapshot the tracker compares the live value with.
  func takeSnapshot(_ value: Value, in tracker: SharedChangeTracker)

  /// The error of the last failed load, if the last load failed.
  var loadError: (any Error)? { get }
  /// The error of the last failed save, if the last save failed.
  var saveError: (any Error)? { get }
  /// Reads the value again from where it is kept.
  func load() throws
  /// Writes the value where it is kept.
  func save() throws
}

extension SharedReference {
  /// Whether `other` is a copy of the same shared value (same root, same path).
  func isSame(as other: any SharedReference) -> Bool {
    root === other.root && path == other.path
  }
}

/// The reference of `Shared(value:)`: a value in memory, kept by whoever holds it.
final class ValueReference<Value>: SharedReference, @unchecked Sendable {
  // Safe: `current` is only read and written while holding `lock` (recursive, so the value can
  // be read inside `withLock`).
  private let lock = NSRecursiveLock()
  private var current: Value

  init(_ value: Value) { current = value }

  let observation = SharedObservation()
  var root: AnyObject { self }
  var path: AnyKeyPath? { nil }
  var value: Value { lock.withLock { current } }

  func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R {
    try lock.withLock {
      var value = current
      defer { current = value }
      return try body(&value)
    }
  }

  func snapshot(in tracker: SharedChangeTracker) -> Value? {
    guard let snapshot = tracker.snapshot(of: self) else { return nil }
    return snapshot as? Value
  }

  func takeSnapshot(_ value: Value, in tracker: SharedChangeTracker) {
    tracker.record(value, of: self)
  }

  var loadError: (any Error)? { nil }
  var saveError: (any Error)? { nil }
  func load() {}
  func save() {}

  var description: String { "value" }
}

/// The reference of a projection such as `$stats.count`: a part of another shared value.
final class KeyPathReference<Root, Value>: SharedReference, @unchecked Sendable {
  // Safe: both properties are immutable; the base guards its own value.
  private let base: any SharedReference<Root>
  private let keyPath: WritableKeyPath<Root, Value>

  init(base: any SharedReference<Root>, keyPath: WritableKeyPath<Root, Value>) {
    self.base = base
    self.keyPath = keyPath
  }

  var root: AnyObject { base.root }
  var observation: SharedObservation { base.observation }
  var path: AnyKeyPath? { base.path.map { $0.appending(path: keyPath) ?? keyPath } ?? keyPath }
  var value: Value { base.value[keyPath: keyPath] }

  func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R {
    try base.withLock { try body(&$0[keyPath: keyPath]) }
  }

  func snapshot(in tracker: SharedChangeTracker) -> Value? {
    base.snapshot(in: tracker)?[keyPath: keyPath]
  }

  func takeSnapshot(_ value: Value, in tracker: SharedChangeTracker) {
    var snapshot = base.snapshot(in: tracker) ?? base.value
    snapshot[keyPath: keyPath] = value
    base.takeSnapshot(snapshot, in: tracker)
  }

  var loadError: (any Error)? { base.loadError }
  var saveError: (any Error)? { base.saveError }
  func load() throws { try base.load() }
  func save() throws { try base.save() }

  var description: String { "\(base.description)[\(keyPath)]" }
}

/// The reference of `Shared($optional)`: an optional shared value, unwrapped. It remembers the
/// last value it saw, so it stays readable after the optional becomes `nil` (a screen being
/// dismissed can still draw it), and changes made then go to that remembered value only.
final class UnwrappedReference<Value>: SharedReference, @unchecked Sendable {
  // Safe: `base` is immutable; `lastValue` is only read and written while holding `lock`.
  private let base: any SharedReference<Value?>
  private let lock = NSRecursiveLock()
  private var lastValue: Value

  init(base: any SharedReference<Value?>, value: Value) {
    self.base = base
    self.lastValue = value
  }

  var root: AnyObject { base.root }
  var observation: SharedObservation { base.observation }
  var path: AnyKeyPath? {
    let unwrap: AnyKeyPath = \Value?.!
    return base.path.map { $0.appending(path: unwrap) ?? unwrap } ?? unwrap
  }

  var value: Value {
    // The base first, outside this lock: `withLock` takes the base's lock, then this one.
    let current = base.value
    return lock.withLock {
      if let current { lastValue = current }
      return lastValue
    }
  }

  func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R {
    try base.withLock { optional in
      try lock.withLock {
        guard var value = optional else { return try body(&lastValue) }
        defer {
          optional = value
          lastValue = value
        }
        return try body(&value)
      }
    }
  }

  func snapshot(in tracker: SharedChangeTracker) -> Value? {
    base.snapshot(in: tracker) ?? nil
  }

  func takeSnapshot(_ value: Value, in tracker: SharedChangeTracker) {
    guard base.value != nil else { return }
    base.takeSnapshot(value, in: tracker)
  }

  var loadError: (any Error)? { base.loadError }
  var saveError: (any Error)? { base.saveError }
  func load() throws { try base.load() }
  func save() throws { try base.save() }

  var description: String { "\(base.description)!" }
}
