import Foundation

/// Lets a test store assert changes to shared state as it asserts any other state.
///
/// Two copies of a feature's state hold the *same* shared value, so comparing "before" with
/// "after" would always find them equal. The tracker remembers, for each shared value changed
/// while the store's reducers and effects run (``track(_:)``), what it was before the first
/// change: its *snapshot*. While the test store checks a step (``assert(_:)``):
///
/// - reading a shared value gives its snapshot (or its live value if it did not change),
/// - `withLock` in the test's assertion closure changes the snapshot, not the live value,
/// - `==` between two copies of one shared value compares the snapshot with the live value,
/// - a diff of two copies shows snapshot (−) against live value (+).
///
/// So a change the reducer made and the test did not assert shows as a difference, exactly like
/// a change to an ordinary field. After each step the test store calls ``reset()``.
@_spi(Driver)
public final class SharedChangeTracker: @unchecked Sendable {
  // Safe: `changes` is only read and written while holding `lock`.
  private let lock = NSLock()
  private var changes: [ObjectIdentifier: Change] = [:]

  private struct Change {
    /// Keeps the shared value alive while its change is pending.
    let reference: AnyObject
    var snapshot: Any
  }

  /// What a tracker does in the code running now.
  enum Mode: Sendable {
    /// Reducers and effects run: the first change to each shared value records a snapshot.
    case tracking(SharedChangeTracker)
    /// The test store compares states: reads and `withLock` use snapshots.
    case asserting(SharedChangeTracker)
  }

  /// The mode of the code running now; `nil` outside a test store.
  @TaskLocal static var current: Mode?

  /// A tracker with no change recorded.
  public init() {}

  /// Runs `body` (a step's reducers; effects they start inherit it) recording changes.
  public func track<R>(_ body: () throws -> R) rethrows -> R {
    try SharedChangeTracker.$current.withValue(.tracking(self), operation: body)
  }

  /// Runs `body` (a step's comparison and assertion closure) against snapshots.
  public func assert<R>(_ body: () throws -> R) rethrows -> R {
    try SharedChangeTracker.$current.withValue(.asserting(self), operation: body)
  }

  /// Whether a shared value changed since the last ``reset()``.
  public var hasChanges: Bool { lock.withLock { !changes.isEmpty } }

  /// Forgets every snapshot: the changes so far count as asserted.
  public func reset() { lock.withLock { changes.removeAll() } }

  /// The snapshot of `reference`, if it changed since the last reset.
  func snapshot(of reference: AnyObject) -> Any? {
    lock.withLock { changes[ObjectIdentifier(reference)]?.snapshot }
  }

  /// Records `snapshot` as the value of `reference` to compare its live value with.
  func record(_ snapshot: Any, of reference: AnyObject) {
    lock.withLock {
      changes[ObjectIdentifier(reference)] = Change(reference: reference, snapshot: snapshot)
    }
  }
}

extension SharedChangeTracker.Mode {
  var tracker: SharedChangeTracker {
    switch self {
    case .tracking(let tracker), .asserting(let tracker): return tracker
    }
  }

  var isAsserting: Bool {
    if case .asserting = self { return true }
    return false
  }
}
