// Stand-ins for the Speech framework, which Linux does not have: only the two types the SyncUps
// example's speech client names. Not part of the port.

enum SFSpeechRecognizerAuthorizationStatus: Sendable {
  case notDetermined, denied, restricted, authorized
}

final class SFSpeechAudioBufferRecognitionRequest {}
