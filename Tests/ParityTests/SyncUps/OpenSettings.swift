// Mirrors TCA's Examples/SyncUps/SyncUps/Dependencies/OpenSettings.swift, ported mechanically:
// macros and SwiftUI removed, the example's modules are one module here.

import Runtime

extension DependencyValues {
  var openSettings: @Sendable () async -> Void {
    get { self[OpenSettingsKey.self] }
    set { self[OpenSettingsKey.self] = newValue }
  }

  private enum OpenSettingsKey: DependencyKey {
    typealias Value = @Sendable () async -> Void

    static let liveValue: @Sendable () async -> Void = {
      // Linux stand-in: no settings app.
    }
  }
}
