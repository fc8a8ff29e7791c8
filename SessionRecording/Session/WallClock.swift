/// The clock a live session paces itself by: real time by default, a test clock in tests.
///
/// ```swift
/// LiveSession(feature, wallClock: .continuous)  // a session a person watches
/// LiveSession(feature, wallClock: WallClock(ImmediateClock()))  // a test that never waits
/// ```
///
/// The session's own time moves only when its sleepers wake; the wall clock decides *when*
/// they may: a sleeper that goes to sleep for one second wakes no sooner than one second of
/// wall time later.
public struct WallClock: Sendable {
  let elapsed: @Sendable () -> Duration
  let sleepUntil: @Sendable (Duration) async throws -> Void

  /// `clock`, measured from now.
  public init<C: Clock<Duration> & Sendable>(_ clock: C) {
    let start = clock.now
    elapsed = { start.duration(to: clock.now) }
    sleepUntil = { try await clock.sleep(until: start.advanced(by: $0), tolerance: nil) }
  }

  /// Real time, from now: `ContinuousClock`.
  public static var continuous: WallClock { WallClock(ContinuousClock()) }
}
