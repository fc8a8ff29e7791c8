// Mirrors TCA's Examples/CaseStudies/SwiftUICaseStudiesTests/03-Effects-LongLivingTests.swift, ported mechanically:
// macros and SwiftUI removed (TCA's comments and read-me text too).

import TestSupport
import Testing

@MainActor
struct LongLivingEffectsTests {
  @Test
  func basics() async {
    let (screenshots, takeScreenshot) = AsyncStream.makeStream(of: Void.self)

    let store = TestStore(initialState: LongLivingEffects.State()) {
      LongLivingEffects()
    } withDependencies: {
      $0.screenshots = { screenshots }
    }

    let task = await store.send(.task)

    takeScreenshot.yield()

    await store.receive(\.userDidTakeScreenshotNotification) {
      $0.screenshotCount = 1
    }

    await task.cancel()

    takeScreenshot.yield()
  }
}
