@_spi(Driver) import Runtime

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

  private let current = SanitizerVisibleLock(TestInstant())

  /// A clock at time zero.
  public init() {}

  /// The current time: the latest deadline anyone slept until.
  public var now: Instant { current.withLock { $0 } }

  /// Zero: the clock is made up, so any duration is exact.
  public var minimumResolution: Duration { .zero }

  /// Moves time to `deadline` and returns without waiting; throws if the task is cancelled.
  ///
  /// Before returning it suspends once, as TCA's `ImmediateClock` does, so other work waiting
  /// for the same thread runs: a timer on this clock, ticking in an effect on the main queue,
  /// cannot starve the actions and cancellations its own ticks cause (a meeting that ends
  /// after its last tick dismisses itself and stops the timer).
  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    try Task.checkCancellation()
    current.withLock { if deadline > $0 { $0 = deadline } }
    await Task.yield()
  }
}
