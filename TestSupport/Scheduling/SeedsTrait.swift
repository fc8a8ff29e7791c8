import Testing

/// What the schedule and random-session traits have in common: a count of seeds and where they
/// start, and the rule that a test's own trait decides over its suite's.
protocol SeedsTrait {
  /// How many seeds the trait chooses.
  var count: Int { get }
  /// The first seed, or `nil` for 0.
  var seed: UInt64? { get }
  /// Where the trait is written; failures of the trait itself are reported there.
  var sourceLocation: SourceLocation { get }
}

extension SeedsTrait {
  /// Runs `body` with the trait's seeds, after installing the failure reporter.
  ///
  /// When a trait of the same kind is attached closer to the test (a test's own trait under
  /// its suite's), this one steps aside and runs `function` as it is. A count that chooses no
  /// seed records `noSeeds` at the trait and runs nothing.
  func withSeeds(
    for test: Test,
    performing function: @Sendable () async throws -> Void,
    noSeeds: String,
    _ body: (Range<UInt64>) async throws -> Void
  ) async throws {
    FailureReporter.install()
    // The test's trait, the more specific and the last in its list of traits, decides alone.
    let innermost = test.traits.last { $0 is Self } as? Self
    if let innermost, innermost.sourceLocation != sourceLocation {
      return try await function()
    }
    guard let seeds = Schedule.seeds(count: count, start: seed) else {
      Issue.record(Comment(rawValue: noSeeds), sourceLocation: sourceLocation)
      return
    }
    try await body(seeds)
  }
}
