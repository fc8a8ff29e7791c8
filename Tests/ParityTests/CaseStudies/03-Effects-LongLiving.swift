// Mirrors TCA's Examples/CaseStudies/SwiftUICaseStudies/03-Effects-LongLiving.swift, ported mechanically:
// macros and SwiftUI removed (TCA's comments and read-me text too).

import Foundation
import Runtime

struct LongLivingEffects: Reducer {
  struct State: Equatable {
    var screenshotCount = 0
  }

  enum Action: CasePathable {
    case task
    case userDidTakeScreenshotNotification
  }

  @Dependency(\.screenshots) var screenshots

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .task:
        return .run { send in
          for await _ in await self.screenshots() {
            await send(.userDidTakeScreenshotNotification)
          }
        }

      case .userDidTakeScreenshotNotification:
        state.screenshotCount += 1
        return .none
      }
    }
  }
}

extension DependencyValues {
  var screenshots: @Sendable () async -> any AsyncSequence<Void, Never> {
    get { self[ScreenshotsKey.self] }
    set { self[ScreenshotsKey.self] = newValue }
  }
}

private enum ScreenshotsKey: DependencyKey {
  static let liveValue: @Sendable () async -> any AsyncSequence<Void, Never> = {
    // Linux stand-in: no screenshot notifications.
    AsyncStream<Void> { _ in }
  }
}
