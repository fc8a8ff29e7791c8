import Foundation
import Testing

@testable import Porting

/// The runner behind the build and the tests: output line by line, and a process that stays
/// silent (a hung test) stopped with its children, and said so.
struct ProcessRunnerTests {
  @Test("each line of output arrives, and the status")
  func output() throws {
    let lines = LockedLines()
    let result = try ProcessRunner.run(
      ["sh", "-c", "echo uno; echo dos; exit 3"], limit: 60, onLine: { lines.append($0) })
    #expect(result.status == 3)
    #expect(result.output == "uno\ndos\n")
    #expect(result.stopped == nil)
    #expect(lines.all == ["uno", "dos"])
  }

  @Test("a process silent longer than allowed is stopped, its children too")
  func silence() throws {
    let result = try ProcessRunner.run(
      ["sh", "-c", "echo empieza; sleep 600 & wait"], limit: 600, silence: 0.5)
    #expect(result.output == "empieza\n")
    #expect(result.stopped == "printed nothing for 0.5 s")
  }
}

/// Lines collected from the runner's callback, which may come from another thread.
final class LockedLines: @unchecked Sendable {
  // Guarded by `lock`.
  private let lock = NSLock()
  private var lines: [String] = []

  func append(_ line: Substring) {
    lock.withLock { lines.append(String(line)) }
  }

  var all: [String] { lock.withLock { lines } }
}
