@_spi(Driver) import Runtime

/// One run of a test body under one seed of ``withSchedules(_:seed:isolation:fileID:filePath:line:column:_:)``:
/// the seed, the failures recorded so far, and the seeded streams its test stores and test
/// clocks draw their choices from.
///
/// It is in force, as ``current``, for everything the body starts: the test stores created in it
/// pick their effects' next job with a generator it hands out, and sleepers of a ``TestClock``
/// that share a deadline are ordered by keys it draws. Seed 0 hands out nothing, so it is the
/// order without exploration, first in first out.
final class Schedule: Sendable {
  /// The seed of this run.
  let seed: UInt64
  private let state: SanitizerVisibleLock<State>

  private struct State {
    /// Seeds the generator of each test store, in the order the stores are created.
    var stores: SeededGenerator
    /// Draws the tie-break of each clock sleeper, in the order sleepers register.
    var sleepers: SeededGenerator
    var failures = 0
    var untaggedFailures = 0
  }

  /// The schedule the running code is under, if any.
  @TaskLocal static var current: Schedule?

  /// The sentence failures under this schedule end with, when it is not the schedule's own:
  /// a random session names its seed and how to rerun it instead.
  private let customTag: String?

  init(seed: UInt64, tag: String? = nil) {
    self.seed = seed
    customTag = tag
    var root = SeededGenerator(seed: seed)
    state = SanitizerVisibleLock(
      State(
        stores: SeededGenerator(seed: root.next()), sleepers: SeededGenerator(seed: root.next())))
  }

  /// Whether choices are drawn at random (every seed but 0).
  var explores: Bool { seed != 0 }

  /// The generator for a new test store's ready jobs, or `nil` for first in, first out.
  func makeJobOrder() -> SeededGenerator? {
    guard explores else { return nil }
    return state.withLock { SeededGenerator(seed: $0.stores.next()) }
  }

  /// The tie-break of a clock sleeper that registers now: sleepers due at the same instant wake
  /// in the order of these keys (then of registration). Always 0 for seed 0.
  func nextSleeperTieBreak() -> UInt64 {
    guard explores else { return 0 }
    return state.withLock { $0.sleepers.next() }
  }

  /// The sentence every failure recorded under this schedule carries.
  var tag: String { customTag ?? Message.scheduleSeed(seed) }

  /// Appends ``tag`` to `message`, unless it is already there.
  func tagged(_ message: String) -> String {
    message.contains(tag) ? message : message + "\n\n" + tag
  }

  /// Counts a failure recorded while this schedule ran; `tagged` tells whether its text names
  /// the seed.
  func recordFailure(tagged: Bool) {
    state.withLock {
      $0.failures += 1
      if !tagged { $0.untaggedFailures += 1 }
    }
  }

  /// How many failures were recorded under this schedule.
  var failureCount: Int { state.withLock { $0.failures } }

  /// How many of them do not name the seed (an `XCTAssert` under XCTest, which cannot be
  /// amended).
  var untaggedFailureCount: Int { state.withLock { $0.untaggedFailures } }
}

extension Schedule {
  /// The seeds `withSchedules(count, seed: start)` runs, or `nil` when `count` is not positive.
  /// A range that would pass `UInt64.max` stops there.
  static func seeds(count: Int, start: UInt64?) -> Range<UInt64>? {
    guard count > 0 else { return nil }
    let first = start ?? 0
    let (end, overflow) = first.addingReportingOverflow(UInt64(count))
    return first..<(overflow ? .max : end)
  }
}
