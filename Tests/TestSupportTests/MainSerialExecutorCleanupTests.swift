import TestSupport
import Testing

/// A test that turns `uncheckedUseMainSerialExecutor` on and never back off — one by assigning
/// it as TCA's suites do, one that then throws — leaves it off for every other test. The two
/// run one after the other, each first checking that it finds the setting off: whichever runs
/// second proves the first one left the process clean, in either order.
@MainActor
@Suite(.serialized)
struct MainSerialExecutorCleanupTests {
  struct Failure: Error {}

  @Test
  func aTestThatTurnsItOnAndLeavesItOn() {
    #expect(!uncheckedUseMainSerialExecutor, "another test's setting leaked into this one")
    uncheckedUseMainSerialExecutor = true
    #expect(uncheckedUseMainSerialExecutor)
  }

  @Test
  func aTestThatTurnsItOnAndThrows() {
    #expect(!uncheckedUseMainSerialExecutor, "another test's setting leaked into this one")
    withKnownIssue("the test throws with the setting on") {
      uncheckedUseMainSerialExecutor = true
      #expect(uncheckedUseMainSerialExecutor)
      throw Failure()
    }
    #expect(uncheckedUseMainSerialExecutor, "still on until this test ends")
  }

  @Test
  func aTestInsideAnotherTestsScopeSeesItOff() async {
    await withMainSerialExecutor {
      #expect(uncheckedUseMainSerialExecutor)
      let elsewhere = await Task.detached { uncheckedUseMainSerialExecutor }.value
      #expect(!elsewhere, "a task outside this test's scope does not see it")
    }
    #expect(!uncheckedUseMainSerialExecutor, "withMainSerialExecutor puts it back")
  }
}
