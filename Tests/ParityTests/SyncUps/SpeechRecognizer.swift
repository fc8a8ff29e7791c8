// Mirrors TCA's Examples/SyncUps/SyncUps/Dependencies/SpeechRecognizer.swift, ported mechanically:
// macros and SwiftUI removed, the example's modules are one module here.

import Foundation
import Runtime

struct SpeechClient {
  var authorizationStatus: @Sendable () -> SFSpeechRecognizerAuthorizationStatus = unimplemented(
    "SpeechClient.authorizationStatus", placeholder: .denied)
  var requestAuthorization: @Sendable () async -> SFSpeechRecognizerAuthorizationStatus =
    unimplemented("SpeechClient.requestAuthorization", placeholder: .denied)
  var startTask:
    @Sendable (_ request: UncheckedSendable<SFSpeechAudioBufferRecognitionRequest>) async ->
      AsyncThrowingStream<
        SpeechRecognitionResult, Error
      > = unimplemented("SpeechClient.startTask", placeholder: .finished())
}

extension SpeechClient: DependencyKey {
  // Linux stand-in: no speech recognition.
  static let liveValue = SpeechClient()
  static let testValue = SpeechClient()
}

extension DependencyValues {
  var speechClient: SpeechClient {
    get { self[SpeechClient.self] }
    set { self[SpeechClient.self] = newValue }
  }
}

struct SpeechRecognitionResult: Equatable {
  var bestTranscription: Transcription
  var isFinal: Bool
}

struct Transcription: Equatable {
  var formattedString: String
}
