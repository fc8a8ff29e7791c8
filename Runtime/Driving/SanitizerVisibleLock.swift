import Foundation

/// A value behind an `NSLock`: what a driver's machinery locks when threads contend for it,
/// instead of a `Synchronization.Mutex`, because the thread sanitizer follows it.
///
/// On Linux a contended `Mutex` waits on a futex inside the toolchain's uninstrumented
/// library, so the sanitizer never sees one thread release it and the next acquire it, and it
/// reports the accesses the lock orders as a data race (Scripts/tsan-check.sh stopped at such
/// reports in a live session's scheduler and in the test clock, between a sleeper registering
/// and the test advancing time). An `NSLock` is a `pthread_mutex_t`, whose lock and unlock the
/// sanitizer intercepts: a report under it is a real race. The cost, an uncontended lock and
/// unlock, is the same order as a `Mutex`'s.
///
/// ```swift
/// let sleepers = SanitizerVisibleLock([Int]())
/// sleepers.withLock { $0.append(1) }
/// ```
@_spi(Driver)
public final class SanitizerVisibleLock<Value>: @unchecked Sendable {
  // Safe: `value` is only read or written while `lock` is held, inside `withLock`.
  private var value: Value
  private let lock = NSLock()

  /// Puts `value` behind the lock.
  public init(_ value: Value) { self.value = value }

  /// Runs `body` with the value, holding the lock, and returns what it returns.
  public func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R {
    lock.lock()
    defer { lock.unlock() }
    return try body(&value)
  }
}
