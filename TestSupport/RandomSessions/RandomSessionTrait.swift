import Testing

/// A Swift Testing trait that chooses which random sessions the test's
/// ``withRandomSessions(_:steps:seed:isolation:fileID:filePath:line:column:_:)`` plays:
/// ``Testing/Trait/randomSessions(_:seed:sourceLocation:)`` and
/// ``Testing/Trait/randomSession(seed:sourceLocation:)``.
///
/// ```swift
/// @Test(.randomSession(seed: 7))  // replay the session a report named
/// func procesandoSiempreTermina() async {
///   await withRandomSessions(200) { session in … }
/// }
/// ```
///
/// The trait's seeds replace those of every `withRandomSessions` in the test, so a failing
/// session is replayed — shrunk and reported the same way — by adding the trait the report
/// names, without touching the test's body. On a suite it applies to each of its tests; a
/// test's own trait takes precedence over its suite's.
public struct RandomSessionTrait: TestTrait, SuiteTrait, TestScoping, SeedsTrait {
  let count: Int
  let seed: UInt64?
  let sourceLocation: SourceLocation

  /// The seeds the trait in force chose, if any.
  @TaskLocal static var chosenSeeds: Range<UInt64>?

  /// Applies to every test in a suite it is attached to.
  public var isRecursive: Bool { true }

  /// Runs the test with the trait's seeds in force. Swift Testing calls it; you do not.
  public func provideScope(
    for test: Test,
    testCase: Test.Case?,
    performing function: @Sendable () async throws -> Void
  ) async throws {
    try await withSeeds(
      for: test, performing: function, noSeeds: Message.noRandomSessions(count: count)
    ) { seeds in
      try await Self.$chosenSeeds.withValue(seeds) { try await function() }
    }
  }
}

extension Trait where Self == RandomSessionTrait {
  /// Plays `count` random sessions in each `withRandomSessions` of the test: seeds
  /// `0 ..< count`, or `seed ..< seed + count`.
  ///
  /// ```swift
  /// @Test(.randomSessions(500))
  /// func procesandoSiempreTermina() async { … }
  /// ```
  public static func randomSessions(
    _ count: Int, seed: UInt64? = nil, sourceLocation: SourceLocation = #_sourceLocation
  ) -> Self {
    RandomSessionTrait(count: count, seed: seed, sourceLocation: sourceLocation)
  }

  /// Plays only the random session of `seed`, the one a report named: it fails, shrinks and
  /// is reported as it was.
  ///
  /// ```swift
  /// @Test(.randomSession(seed: 7))
  /// func procesandoSiempreTermina() async { … }
  /// ```
  public static func randomSession(
    seed: UInt64, sourceLocation: SourceLocation = #_sourceLocation
  ) -> Self {
    RandomSessionTrait(count: 1, seed: seed, sourceLocation: sourceLocation)
  }
}
