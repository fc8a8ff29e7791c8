// TCA's Examples/SyncUps/SyncUps/Dependencies/OpenSettings.swift, verbatim: imports changed, SwiftUI views deleted;
// the live value no longer opens UIKit's Settings app.

import Foundation
import Runtime

extension DependencyValues {
  var openSettings: @Sendable () async -> Void {
    get { self[OpenSettingsKey.self] }
    set { self[OpenSettingsKey.self] = newValue }
  }

  private enum OpenSettingsKey: DependencyKey {
    typealias Value = @Sendable () async -> Void

    static let liveValue: @Sendable () async -> Void = {
      // Linux has no Settings app to open (TCA opens UIApplication.openSettingsURLString).
    }
  }
}
