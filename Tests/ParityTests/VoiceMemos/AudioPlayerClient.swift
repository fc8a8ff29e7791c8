// Mirrors TCA's Examples/VoiceMemos/VoiceMemos/AudioPlayerClient/AudioPlayerClient.swift, ported mechanically:
// macros and SwiftUI removed, the example's modules are one module here.

import Foundation
import Runtime

struct AudioPlayerClient {
  var play: @Sendable (_ url: URL) async throws -> Bool = unimplemented("AudioPlayerClient.play")

  func play(url: URL) async throws -> Bool { try await self.play(url) }
}

extension AudioPlayerClient: TestDependencyKey {
  static let previewValue = Self(
    play: { _ in
      try await Task.sleep(for: .seconds(5))
      return true
    }
  )

  static let testValue = Self()
}

extension DependencyValues {
  var audioPlayer: AudioPlayerClient {
    get { self[AudioPlayerClient.self] }
    set { self[AudioPlayerClient.self] = newValue }
  }
}
