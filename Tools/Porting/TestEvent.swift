/// One line of `swift test`'s output that says something about a test.
enum TestEvent: Equatable {
  /// A test started: `Type.name` for XCTest, `name` for Swift Testing.
  case started(String)
  /// A test ended.
  case ended(String, TestOutcome)
  /// A failure or issue recorded in a test; the test's name when the line gives it.
  case issue(String?, String)

  /// The event `line` reports, if any. XCTest prints
  /// `Test Case 'Type.name' started at …` and `… passed (0.001 seconds)`; Swift Testing prints
  /// `◇ Test name() started.` and `✔ Test name() passed after …`.
  init?(line: Substring) {
    if let rest = line.firstRange(of: "Test Case '").map({ line[$0.upperBound...] }),
      let quote = rest.firstIndex(of: "'")
    {
      let name = String(rest[..<quote])
      let after = rest[rest.index(after: quote)...]
      if after.hasPrefix(" started") {
        self = .started(name)
      } else if after.hasPrefix(" passed") {
        self = .ended(name, .passed)
      } else if after.hasPrefix(" failed") {
        self = .ended(name, .failed)
      } else if after.hasPrefix(" skipped") {
        self = .ended(name, .skippedAtRunTime)
      } else {
        return nil
      }
      return
    }
    if let range = line.firstRange(of: ": error: ") {
      // XCTest: `/path/File.swift:12: error: Type.name : XCTAssertEqual failed: …`.
      let rest = line[range.upperBound...]
      if let separator = rest.firstRange(of: " : ") {
        self = .issue(String(rest[..<separator.lowerBound]), String(rest[separator.upperBound...]))
      } else {
        self = .issue(nil, String(rest))
      }
      return
    }
    guard let test = line.firstRange(of: "Test ") else { return nil }
    let rest = line[test.upperBound...]
    guard let name = rest.firstRange(of: "() ").map({ String(rest[..<$0.lowerBound]) }) else {
      return nil
    }
    let after = rest[rest.index(rest.startIndex, offsetBy: name.count + 3)...]
    if after.hasPrefix("started") {
      self = .started(name)
    } else if after.hasPrefix("passed") {
      self = .ended(name, .passed)
    } else if after.hasPrefix("failed") {
      self = .ended(name, .failed)
    } else if after.hasPrefix("skipped") {
      self = .ended(name, .skippedAtRunTime)
    } else if after.hasPrefix("recorded an issue") {
      self = .issue(name, String(after))
    } else {
      return nil
    }
  }
}

/// How a test ended.
public enum TestOutcome: String, Sendable, Codable {
  /// It passed.
  case passed
  /// It failed.
  case failed
  /// It failed only because a failure it expects (`XCTExpectFailure` with a matcher) came
  /// worded differently here.
  case wordingDiffers = "wording differs"
  /// It was left out by the skip list.
  case skipped
  /// It skipped itself when it ran (`XCTSkip`, a disabled `@Test`).
  case skippedAtRunTime = "skipped at run time"
  /// It did not finish within the test timeout; it was stopped.
  case hung
  /// The test process crashed while it ran.
  case crashed
  /// Its own body did not compile here, so it was left out and the rest of its file ran.
  case doesNotCompile = "does not compile"
  /// Its file did not compile, or the run stopped before it.
  case notRun = "not run"
}
