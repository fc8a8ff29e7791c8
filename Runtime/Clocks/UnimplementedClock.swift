import IssueReports

/// A clock that fails the test, naming itself, when anything sleeps on it.
///
/// It is the `continuousClock` dependency's test value, so a feature that waits on time must
/// say which clock a test uses (`$0.continuousClock = TestClock()` or `ImmediateClock()`).
public struct UnimplementedClock: Clock, Sendable {
  /// A point in this clock's made-up time.
  public struct Instant: InstantProtocol, Sendable {
    /// Time since the clock's start.
    public var offset: Duration
    /// The instant `duration` later.
    public func advanced(by duration: Duration) -> Self { Self(offset: offset + duration) }
    /// The time from this instant to `other`; negative when `other` is earlier.
    public func duration(to other: Self) -> Duration { other.offset - offset }
    /// Whether `lhs` comes before `rhs`.
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.offset < rhs.offset }
  }

  /// The name the failure uses.
  public let name: String

  /// Creates a clock named `name` in failure messages.
  public init(_ name: String = "Clock") { self.name = name }

  /// Always the clock's start: nothing moves an unimplemented clock.
  public var now: Instant { Instant(offset: .zero) }
  /// Zero: the clock is made up, so any duration is exact.
  public var minimumResolution: Duration { .zero }

  /// Fails the test, naming the clock, then never wakes up: the sleeping task stays suspended
  /// until it is cancelled (a loop that sleeps would otherwise spin and fail without end).
  public func sleep(until deadline: Instant, tolerance: Duration?) async throws {
    reportIssue(
      """
      Unimplemented: '\(name)' was asked to sleep, but the test did not give it a clock.
      Override it, for example: withDependencies: { $0.continuousClock = TestClock() }
      """,
      at: IssueReporting.currentStep)
    let (never, continuation) = AsyncStream<Never>.makeStream()
    for await _ in never {}
    continuation.finish()
    throw CancellationError()
  }
}
