// Mirrors TCA's Examples/VoiceMemos/VoiceMemos/Dependencies.swift, ported mechanically:
// macros and SwiftUI removed, the example's modules are one module here.

import Foundation
import Runtime

extension DependencyValues {
  // `openSettings`: the SyncUps example declares the same dependency, and one module holds it
  // once, in SyncUps/OpenSettings.swift.

  var temporaryDirectory: @Sendable () -> URL {
    get { self[TemporaryDirectoryKey.self] }
    set { self[TemporaryDirectoryKey.self] = newValue }
  }

  private enum TemporaryDirectoryKey: DependencyKey {
    static let liveValue: @Sendable () -> URL = { URL(fileURLWithPath: NSTemporaryDirectory()) }
  }
}
