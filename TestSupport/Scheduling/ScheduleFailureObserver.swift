import Synchronization
import XCTest

/// Tells an exploration under XCTest that the schedule it runs recorded a failure.
///
/// XCTest calls its observers from the failing assertion itself, in the task that failed, so the
/// ``Schedule`` in force there is the one to charge. Failures `TestSupport` raises already end
/// with the seed; an `XCTAssert…` in the test body cannot be amended, so it is counted apart and
/// the exploration names the seed after the schedule ends.
final class ScheduleFailureObserver: XCTestObservation {
  private static let installed = Mutex(false)

  /// Registers the observer, once per process, on the main actor (XCTest's observer table is
  /// not thread-safe; XCTest itself uses it from the main thread). Runs on the caller's
  /// executor: every schedule calls it, and a hop to the global pool and back for a flag that is
  /// already set cost two thread wake-ups per schedule.
  nonisolated(nonsending) static func install() async {
    let first = installed.withLock { installed in
      defer { installed = true }
      return !installed
    }
    guard first else { return }
    await MainActor.run {
      XCTestObservationCenter.shared.addTestObserver(ScheduleFailureObserver())
    }
  }

  func testCase(
    _ testCase: XCTestCase, didFailWithDescription description: String, inFile filePath: String?,
    atLine lineNumber: Int
  ) {
    guard let schedule = Schedule.current else { return }
    schedule.recordFailure(tagged: description.contains(schedule.tag))
  }
}
