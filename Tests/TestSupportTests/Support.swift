import Synchronization
import TestSupport
import Testing

/// Runs `body`, expecting exactly the failures it causes to mention `phrase` (case-insensitive)
/// and to be reported at `line` of this test file.
@MainActor
func expectFailure(
  _ phrase: String,
  atLine line: Int,
  _ body: () async -> Void
) async {
  await withKnownIssue {
    await body()
  } matching: { issue in
    issue.description.lowercased().contains(phrase.lowercased())
      && issue.sourceLocation?.line == line
  }
}

/// The same for a synchronous body.
@MainActor
func expectFailure(_ phrase: String, atLine line: Int, _ body: () -> Void) {
  withKnownIssue {
    body()
  } matching: { issue in
    issue.description.lowercased().contains(phrase.lowercased())
      && issue.sourceLocation?.line == line
  }
}

/// What an exploration that was expected to fail did.
struct FailedExploration {
  /// How many times the body ran.
  var runs: Int
  /// The text of every issue recorded.
  var failures: [String]
  /// The seed the first failure names, if it names one.
  var seed: UInt64? {
    failures.first.flatMap { failure in
      failure.firstMatch(of: /schedule seed (\d+)/).flatMap { UInt64($0.1) }
    }
  }
}

/// Runs `body` under `count` schedules, expecting one of them to fail: every issue is recorded
/// as a known one and returned for the test to examine.
@MainActor
func exploreExpectingFailure(
  _ count: Int, seed: UInt64? = nil, _ body: () async -> Void
) async -> FailedExploration {
  let failures = IssueLog()
  var runs = 0
  await withKnownIssue {
    await withSchedules(count, seed: seed) {
      runs += 1
      await body()
    }
  } matching: { issue in
    failures.append(issue.description)
    return true
  }
  return FailedExploration(runs: runs, failures: failures.all)
}

/// Issue descriptions collected from a `@Sendable` matcher.
final class IssueLog: Sendable {
  private let entries = Mutex<[String]>([])
  func append(_ entry: String) { entries.withLock { $0.append(entry) } }
  var all: [String] { entries.withLock { $0 } }
}
