// Mirrors TCA's Examples/CaseStudies/SwiftUICaseStudies/05-HigherOrderReducers-ResuableOfflineDownloads/DownloadClient.swift, ported mechanically:
// macros and SwiftUI removed (TCA's comments and read-me text too).

import Foundation
import Runtime

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

struct DownloadClient {
  var download: @Sendable (_ url: URL) -> AsyncThrowingStream<Event, any Error> = unimplemented(
    "DownloadClient.download", placeholder: .finished())

  func download(url: URL) -> AsyncThrowingStream<Event, any Error> {
    self.download(url)
  }

  enum Event: Equatable, CasePathable {
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
            // Linux stand-in: URLSession has no bytes(from:) here.
            let (data, _) = try await URLSession.shared.data(from: url)
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
