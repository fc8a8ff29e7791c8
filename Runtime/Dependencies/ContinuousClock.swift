private enum ContinuousClockKey: DependencyKey {
  static let liveValue: any Clock<Duration> = ContinuousClock()
  static let testValue: any Clock<Duration> = UnimplementedClock("continuousClock")
}

extension DependencyValues {
  /// The clock a feature waits on: a `ContinuousClock` in the app, a `TestClock` or
  /// `ImmediateClock` in tests (its test value fails when used).
  public var continuousClock: any Clock<Duration> {
    get { self[ContinuousClockKey.self] }
    set { self[ContinuousClockKey.self] = newValue }
  }
}
