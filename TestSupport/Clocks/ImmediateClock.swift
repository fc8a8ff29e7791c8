import Synchronization

/// A clock on which every sleep returns at once (time jumps to the deadline).
///
/// Use it when *when* something happens is not what the test is about:
///
/// ```swift
/// $0.continuousClock = ImmediateClock()
/// ```
public final class ImmediateClock: Clock, Sendable {
  /// The clock's time: a duration since it was created, shared with ``TestClock``.
  public typealias Instant = TestInstant

  private let current = Mutex(TestInstant())

  /// A clock at time zero.
  public init() {}

  /// The current time: the latest deadline anyone slept until.
  public var now: Instant { current.withLock { $0 } }

  /// Zero: the clock is made up, so any duration is exact.
  public var minimumResolution: Duration { .zero }

  /// Returns at once, moving time to `deadline`; throws if the task is cancelled.
  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    try Task.checkCancellation()
    current.withLock { if deadline > $0 { $0 = deadline } }
  }
}
