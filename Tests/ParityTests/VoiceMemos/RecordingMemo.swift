// TCA's Examples/VoiceMemos/VoiceMemos/RecordingMemo.swift, verbatim: imports changed, SwiftUI views deleted.

import Foundation
import Runtime

@Reducer
struct RecordingMemo {
  @ObservableState
  struct State: Equatable, Sendable {
    var date: Date
    var duration: TimeInterval = 0
    var mode: Mode = .recording
    var url: URL

    enum Mode {
      case recording
      case encoding
    }
  }

  enum Action: Sendable {
    case audioRecorderDidFinish(Result<Bool, any Error>)
    case delegate(Delegate)
    case finalRecordingTime(TimeInterval)
    case onTask
    case timerUpdated
    case stopButtonTapped

    @CasePathable
    enum Delegate: Sendable {
      case didFinish(Result<State, any Error>)
    }
  }

  struct Failed: Equatable, Error {}

  @Dependency(\.audioRecorder) var audioRecorder
  @Dependency(\.continuousClock) var clock

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .audioRecorderDidFinish(.success(true)):
        return .send(.delegate(.didFinish(.success(state))))

      case .audioRecorderDidFinish(.success(false)):
        return .send(.delegate(.didFinish(.failure(Failed()))))

      case .audioRecorderDidFinish(.failure(let error)):
        return .send(.delegate(.didFinish(.failure(error))))

      case .delegate:
        return .none

      case .finalRecordingTime(let duration):
        state.duration = duration
        return .none

      case .stopButtonTapped:
        state.mode = .encoding
        return .run { send in
          if let currentTime = await self.audioRecorder.currentTime() {
            await send(.finalRecordingTime(currentTime))
          }
          await self.audioRecorder.stopRecording()
        }

      case .onTask:
        return .run { [url = state.url] send in
          async let startRecording: Void = send(
            .audioRecorderDidFinish(
              Result { try await self.audioRecorder.startRecording(url: url) }
            )
          )
          for await _ in self.clock.timer(interval: .seconds(1)) {
            await send(.timerUpdated)
          }
          await startRecording
        }

      case .timerUpdated:
        state.duration += 1
        return .none
      }
    }
  }
}
