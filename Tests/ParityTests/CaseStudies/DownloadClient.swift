// TCA's Examples/CaseStudies/SwiftUICaseStudies/05-HigherOrderReducers-ResuableOfflineDownloads/DownloadClient.swift, verbatim: imports changed, SwiftUI views deleted;
// the live client downloads with `data(from:)`, as Linux's URLSession has no `bytes(from:)`.

import Foundation
import Runtime
#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

@DependencyClient
struct DownloadClient {
  var download: @Sendable (_ url: URL) -> AsyncThrowingStream<Event, any Error> = { _ in .finished()
  }

  @CasePathable
  enum Event: Equatable {
    case response(Data)
    case updateProgress(Double)
  }
}

extension DependencyValues {
  var downloadClient: DownloadClient {
    get { self[DownloadClient.self] }
    set { self[DownloadClient.self] = newValue }
  }
}

extension DownloadClient: DependencyKey {
  static let liveValue = Self(
    download: { url in
      .init { continuation in
        Task {
          do {
            // Linux's URLSession has no `bytes(from:)`: the data arrives in one piece, and
            // progress is reported once, when it is all there.
            let (data, _) = try await URLSession.shared.data(from: url)
            continuation.yield(.updateProgress(1))
            continuation.yield(.response(data))
            continuation.finish()
          } catch {
            continuation.finish(throwing: error)
          }
        }
      }
    }
  )

  static let testValue = Self()
}
