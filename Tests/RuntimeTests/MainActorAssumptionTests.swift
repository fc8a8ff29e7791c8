import Foundation
import Testing

@testable import Runtime

/// Code that assumes the main actor, reached from another thread: a reported issue that names
/// it, not a trap.
struct MainActorAssumptionTests {
  @Test
  func mainQueueRunHereOffTheMainActorReportsAnIssueAndStillRuns() async {
    await withKnownIssue {
      let (result, offMain) = await Task(executorPreference: globalConcurrentExecutor) {
        (MainQueue.runHere { 6 * 7 }, !MainQueue.isCurrent && !Thread.isMainThread)
      }.value
      #expect(offMain, "the call was made off the main actor")
      #expect(result == 42, "the body ran")
    } matching: { issue in
      issue.description.contains("MainQueue.runHere ran off the main actor.")
        && issue.description.contains("its callers check MainQueue.isCurrent first")
    }
  }

  @Test
  @MainActor
  func onTheMainActorItIsAssumeIsolated() {
    #expect(MainQueue.runHere { 6 * 7 } == 42)
  }
}
