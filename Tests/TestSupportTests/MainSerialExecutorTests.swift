import TestSupport
import Testing

/// `uncheckedUseMainSerialExecutor` and `withMainSerialExecutor`, as TCA's SyncUps tests use
/// them: set for a body, then back.
@MainActor
struct MainSerialExecutorTests {
  @Test
  func theAsynchronousFormSetsItForItsBodyAndStillRunsTasks() async {
    await withMainSerialExecutor {
      #expect(uncheckedUseMainSerialExecutor)
      let answer = await Task.detached { 6 * 7 }.value
      #expect(answer == 42)
    }
  }

  @Test
  func theSynchronousFormSetsItForItsBody() {
    withMainSerialExecutor {
      #expect(uncheckedUseMainSerialExecutor)
    }
  }
}
