// TCA's Examples/VoiceMemos/VoiceMemos/Dependencies.swift, verbatim: imports changed, SwiftUI views deleted;
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

  var temporaryDirectory: @Sendable () -> URL {
    get { self[TemporaryDirectoryKey.self] }
    set { self[TemporaryDirectoryKey.self] = newValue }
  }

  private enum TemporaryDirectoryKey: DependencyKey {
    static let liveValue: @Sendable () -> URL = { URL(fileURLWithPath: NSTemporaryDirectory()) }
  }
}
