// Mirrors TCA's Examples/CaseStudies/SwiftUICaseStudies/FactClient.swift, ported mechanically:
// macros and SwiftUI removed (TCA's comments and read-me text too).

import Foundation
import Runtime

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

struct FactClient {
  var fetch: @Sendable (Int) async throws -> String = unimplemented("FactClient.fetch")
}

extension DependencyValues {
  var factClient: FactClient {
    get { self[FactClient.self] }
    set { self[FactClient.self] = newValue }
  }
}

extension FactClient: DependencyKey {
  static let liveValue = Self(
    fetch: { number in
      try await Task.sleep(for: .seconds(1))
      let (data, _) = try await URLSession.shared
        .data(from: URL(string: "http://number-trivia.com/\(number)/trivia")!)
      return String(decoding: data, as: UTF8.self)
    }
  )

  static let testValue = Self()
}
