import Testing

/// A Swift Testing trait that runs a test under several schedules of its effects, or under one
/// chosen schedule: ``Testing/Trait/schedules(_:seed:sourceLocation:)`` and
/// ``Testing/Trait/schedule(seed:sourceLocation:)``.
///
/// ```swift
/// @Test(.schedules(50))
/// func cobroYTelemetria() async { … }
///
/// @Test(.schedule(seed: 7))  // rerun the schedule a failure named
/// func cobroYTelemetria() async { … }
/// ```
///
/// It is ``withSchedules(_:seed:isolation:fileID:filePath:line:column:_:)`` around the whole
/// test: the suite's instance is made again for each schedule, so stored properties such as
/// `let reloj = TestClock()` start fresh. On a suite it applies to each of its tests; a test's
/// own schedule trait takes precedence over its suite's.
public struct ScheduleTrait: TestTrait, SuiteTrait, TestScoping, SeedsTrait {
  let count: Int
  let seed: UInt64?
  let sourceLocation: SourceLocation

  /// Applies to every test in a suite it is attached to.
  public var isRecursive: Bool { true }

  /// Runs the test once per schedule, stopping after the first that records a failure. Swift
  /// Testing calls it; you do not.
  public func provideScope(
    for test: Test,
    testCase: Test.Case?,
    performing function: @Sendable () async throws -> Void
  ) async throws {
    try await withSeeds(
      for: test, performing: function, noSeeds: Message.noSchedules(count: count)
    ) { seeds in
      try await Exploration.run(
        seeds: seeds, isolation: nil, at: .trait(sourceLocation), function)
    }
  }
}

extension Trait where Self == ScheduleTrait {
  /// Runs the test under `count` schedules of its effects, stopping at the first that fails:
  /// seeds `0 ..< count`, or `seed ..< seed + count`.
  ///
  /// ```swift
  /// @Test(.schedules(50))
  /// func cobroYTelemetria() async { … }
  /// ```
  ///
  /// Seed 0 is the order without exploration; see ``withSchedules(_:seed:isolation:fileID:filePath:line:column:_:)``
  /// for what the others change.
  ///
  /// > Important: Create the test stores in the test (or as stored properties of the suite),
  /// > not in a `static` or global: a store made outside the schedule runs first in, first out.
  public static func schedules(
    _ count: Int, seed: UInt64? = nil, sourceLocation: SourceLocation = #_sourceLocation
  ) -> Self {
    ScheduleTrait(count: count, seed: seed, sourceLocation: sourceLocation)
  }

  /// Runs the test under one schedule: the one a failure named.
  ///
  /// ```swift
  /// @Test(.schedule(seed: 7))
  /// func cobroYTelemetria() async { … }
  /// ```
  public static func schedule(
    seed: UInt64, sourceLocation: SourceLocation = #_sourceLocation
  ) -> Self {
    ScheduleTrait(count: 1, seed: seed, sourceLocation: sourceLocation)
  }
}
