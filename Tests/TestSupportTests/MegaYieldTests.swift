import TestSupport
import Testing

/// `Task.megaYield(count:)`, as TCA's tests call it: it returns, and work already waiting on the
/// caller's actor runs before the caller resumes.
@MainActor
struct MegaYieldTests {
  /// Set by a task the test starts on the main actor.
  @MainActor
  final class Bandera {
    var levantada = false
  }

  @Test
  func returnsWithTheDefaultCountAndWithNone() async {
    await Task.megaYield()
    await Task.megaYield(count: 0)
  }

  /// The order comes from the main actor's queue: the task is enqueued there before the test
  /// suspends, and the test resumes behind it.
  @Test
  func aTaskEnqueuedBeforeItRunsBeforeItReturns() async {
    await withMainSerialExecutor {
      let bandera = Bandera()
      Task { bandera.levantada = true }
      #expect(!bandera.levantada, "the task cannot have run: the test has not suspended yet")
      await Task.megaYield(count: 1)
      #expect(bandera.levantada)
    }
  }
}
