import Foundation

/// A value behind a lock, shareable between tasks: what a test double uses to record what it
/// was called with.
///
/// ```swift
/// let settingsOpened = LockIsolated(false)
/// let store = TestStore(initialState: Feature.State()) {
///   Feature()
/// } withDependencies: {
///   $0.openSettings = { settingsOpened.setValue(true) }
/// }
/// await store.send(.openSettingsButtonTapped)
/// #expect(settingsOpened.value)
/// ```
///
/// Read with ``value``, replace with ``setValue(_:)``, and change in place with
/// ``withValue(_:)``, which holds the lock for the whole change. Properties of the value read
/// directly: `recorded.count`.
///
/// > Important: `lockIsolated.setValue(lockIsolated.value + 1)` reads and writes under two
/// > separate locks, so two tasks can lose an increment; write
/// > `lockIsolated.withValue { $0 += 1 }`.
@dynamicMemberLookup
public final class LockIsolated<Value>: @unchecked Sendable {
  // Safe: `_value` is only read or written while `lock` is held. The lock is recursive, so a
  // `withValue` body may read `value` again.
  private var _value: Value
  private let lock = NSRecursiveLock()

  /// Puts `value` behind a lock.
  public init(_ value: @autoclosure @Sendable () throws -> Value) rethrows {
    _value = try value()
  }

  /// A property of the value, read under the lock.
  public subscript<Subject: Sendable>(dynamicMember keyPath: KeyPath<Value, Subject>) -> Subject {
    lock.withLock { _value[keyPath: keyPath] }
  }

  /// Changes the value in place while holding the lock, and returns what `operation` returns.
  ///
  /// ```swift
  /// let count = LockIsolated(0)
  /// count.withValue { $0 += 1 }
  /// ```
  public func withValue<T: Sendable>(
    _ operation: @Sendable (inout Value) throws -> T
  ) rethrows -> T {
    try lock.withLock {
      var value = _value
      defer { _value = value }
      return try operation(&value)
    }
  }

  /// Replaces the value.
  public func setValue(_ newValue: @autoclosure @Sendable () throws -> Value) rethrows {
    try lock.withLock { _value = try newValue() }
  }
}

extension LockIsolated where Value: Sendable {
  /// The value now.
  public var value: Value { lock.withLock { _value } }
}
