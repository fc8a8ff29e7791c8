import Dispatch
import Synchronization
import Testing

@testable import TestSupport

/// A test store released off the main actor still runs its end-of-test checks — or says that it
/// could not.
@Suite("End-of-test checks off the main actor")
struct EndOfTestOffMainTests {
  @Test("a store released off the main actor runs its end-of-test checks")
  func releasedOffTheMainActor() async {
    await withKnownIssue {
      let store = await TestStore(initialState: Contador.State()) { Contador() }
      await store.send(.eco("hola"))
      // The test is not on the main actor: the store is released here, on another thread.
    } matching: { issue in
      issue.description.contains("received actions were never asserted")
    }
  }

  @Test("checks that cannot reach the main actor in time report that, and never run later")
  func mainActorBusy() async {
    let ran = Flag()
    let findings = whileTheMainQueueIsBlocked {
      EndOfTestFinding.workOutOnMainActor(
        createdAt: TestLocation(fileID: #fileID, filePath: #filePath, line: #line, column: 1),
        waiting: .milliseconds(50)
      ) {
        ran.raise()
        return []
      }
    }
    await MainActor.run {}  // the main queue is first-in, first-out: the hand-off came and went
    #expect(!ran.isRaised)
    guard case .failure(let message, _) = findings.first, findings.count == 1 else {
      Issue.record("Expected one failure, found \(findings)")
      return
    }
    #expect(message.contains("The end-of-test checks of this TestStore could not run"))
  }

  /// Runs `body` on this thread while the main queue runs a block that waits for `body` to end.
  private func whileTheMainQueueIsBlocked<T>(_ body: () -> T) -> T {
    let blocked = DispatchSemaphore(value: 0)
    let release = DispatchSemaphore(value: 0)
    DispatchQueue.main.async {
      blocked.signal()
      release.wait()
    }
    blocked.wait()
    defer { release.signal() }
    return body()
  }
}

private final class Flag: Sendable {
  private let raised = Mutex(false)
  func raise() { raised.withLock { $0 = true } }
  var isRaised: Bool { raised.withLock { $0 } }
}
