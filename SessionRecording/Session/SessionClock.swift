/// A live session's clock, given to its store as `continuousClock`: a test clock whose time
/// the session moves, paced by the wall clock.
///
/// Its time starts at zero and moves only when the session wakes a sleeper — to that
/// sleeper's deadline, waking everyone due by then in deadline order, and letting the store
/// settle after each — or when a wait ends (``LiveSession/wait(_:)``). So `sleep(for:)` and
/// deadlines measured from `now` (a timer's) record exactly the durations the code asked for,
/// and a generated test's `TestClock` reaches the same instants in the same order.
public struct SessionClock: Clock {
  /// A point in the session's time.
  public struct Instant: InstantProtocol {
    /// Time since the session started, as the session counts it.
    public var offset: Duration

    /// The instant `offset` after the start.
    public init(offset: Duration) { self.offset = offset }

    /// The instant `duration` later.
    public func advanced(by duration: Duration) -> Self { Self(offset: offset + duration) }

    /// The duration from this instant to `other`.
    public func duration(to other: Self) -> Duration { other.offset - offset }

    /// Whether `lhs` is earlier than `rhs`.
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.offset < rhs.offset }
  }

  let scheduler: SessionScheduler

  /// The session's time.
  public var now: Instant { Instant(offset: scheduler.now) }

  /// Zero: the session's time is exact.
  public var minimumResolution: Duration { .zero }

  /// Suspends until the session's time reaches `deadline`; throws `CancellationError` if the
  /// task is cancelled first.
  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    try await scheduler.sleep(until: deadline.offset)
  }
}
