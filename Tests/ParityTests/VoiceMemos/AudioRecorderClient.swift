// Mirrors TCA's Examples/VoiceMemos/VoiceMemos/AudioRecorderClient/AudioRecorderClient.swift, ported mechanically:
// macros and SwiftUI removed, the example's modules are one module here.

import Foundation
import Runtime

struct AudioRecorderClient {
  var currentTime: @Sendable () async -> TimeInterval? = unimplemented(
    "AudioRecorderClient.currentTime", placeholder: nil)
  var requestRecordPermission: @Sendable () async -> Bool = unimplemented(
    "AudioRecorderClient.requestRecordPermission", placeholder: false)
  var startRecording: @Sendable (_ url: URL) async throws -> Bool = unimplemented(
    "AudioRecorderClient.startRecording")
  var stopRecording: @Sendable () async -> Void = unimplemented(
    "AudioRecorderClient.stopRecording", placeholder: ())

  func startRecording(url: URL) async throws -> Bool { try await self.startRecording(url) }
}

extension AudioRecorderClient: TestDependencyKey {
  static var previewValue: Self {
    let isRecording = LockIsolated(false)
    let currentTime = LockIsolated(0.0)

    return Self(
      currentTime: { currentTime.value },
      requestRecordPermission: { true },
      startRecording: { _ in
        isRecording.setValue(true)
        while isRecording.value {
          try await Task.sleep(for: .seconds(1))
          currentTime.withValue { $0 += 1 }
        }
        return true
      },
      stopRecording: {
        isRecording.setValue(false)
        currentTime.setValue(0)
      }
    )
  }

  static let testValue = Self()
}

extension DependencyValues {
  var audioRecorder: AudioRecorderClient {
    get { self[AudioRecorderClient.self] }
    set { self[AudioRecorderClient.self] = newValue }
  }
}
