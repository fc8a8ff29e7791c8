import Testing

@testable import TestSupport

/// Code that runs a test's body several times in one test (schedule exploration) gives each run
/// dependencies and shared state of its own.
@Suite("Fresh dependencies for a run")
struct TestScopeTests {
  @Test("each run with fresh dependencies starts from the defaults, and the test keeps its own")
  func freshRuns() async {
    @Shared(.inMemory("corridas")) var delTest = 100
    for _ in 0..<2 {
      await TestScope.withFreshDependencies {
        @Shared(.inMemory("corridas")) var corridas = 0
        #expect(corridas == 0)
        $corridas.withLock { $0 += 1 }
      }
    }
    #expect(delTest == 100)
  }
}
