extension Clock where Duration == Swift.Duration {
  /// An async sequence that ticks every `interval` on this clock, until the task iterating it
  /// is cancelled.
  ///
  /// ```swift
  /// return .run { send in
  ///   for await _ in reloj.timer(interval: .seconds(1)) {
  ///     await send(.tick)
  ///   }
  /// }
  /// .cancellable(id: CancelID.temporizador, cancelInFlight: true)
  /// ```
  ///
  /// Ticks fall on whole multiples of `interval` from the first call to ``ClockTimer/Iterator/next()``, so they do
  /// not drift. On a `TestClock`, advancing by five intervals delivers five ticks, in order.
  ///
  /// > Important: take the clock from a dependency (`@Dependency(\.continuousClock)`), so a test
  /// > can drive the timer with a `TestClock`.
  public func timer(interval: Duration, tolerance: Duration? = nil) -> ClockTimer {
    ClockTimer(clock: self, interval: interval, tolerance: tolerance)
  }
}

/// The ticks of ``_Concurrency/Clock/timer(interval:tolerance:)``: the clock's `now` at each tick.
public struct ClockTimer: AsyncSequence, Sendable {
  public typealias Element = any InstantProtocol<Duration>

  let clock: any Clock<Duration>
  let interval: Duration
  let tolerance: Duration?

  public func makeAsyncIterator() -> Iterator {
    Iterator(clock: clock, interval: interval, tolerance: tolerance)
  }

  /// Waits for each tick in turn.
  public struct Iterator: AsyncIteratorProtocol, Sendable {
    let clock: any Clock<Duration>
    let interval: Duration
    let tolerance: Duration?
    private var deadline: (any InstantProtocol<Duration>)?
    private var finished = false

    init(clock: any Clock<Duration>, interval: Duration, tolerance: Duration?) {
      self.clock = clock
      self.interval = interval
      self.tolerance = tolerance
    }

    /// Sleeps until the next tick and returns the clock's `now`; `nil` once cancelled.
    public mutating func next() async -> Element? {
      guard !finished else { return nil }
      do {
        let (tick, now) = try await Self.sleep(on: clock, after: deadline, by: interval, tolerance)
        deadline = tick
        return now
      } catch {
        finished = true
        return nil
      }
    }

    private static func sleep<C: Clock<Duration>>(
      on clock: C, after previous: (any InstantProtocol<Duration>)?, by interval: Duration,
      _ tolerance: Duration?
    ) async throws -> (tick: C.Instant, now: C.Instant) {
      let tick = ((previous as? C.Instant) ?? clock.now).advanced(by: interval)
      try await clock.sleep(until: tick, tolerance: tolerance)
      return (tick, clock.now)
    }
  }
}
