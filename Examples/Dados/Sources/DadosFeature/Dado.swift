import Foundation
import Runtime

/// The die: the world's answer to a roll.
@DependencyClient
public struct Dado: Sendable {
  /// Rolls it: a face from 1 to 6.
  public var tirar: @Sendable () async throws -> Int

  /// A real die: a random face, after it rolls for a moment.
  public static let live = Dado {
    try await Task.sleep(for: .milliseconds(150))
    return Int.random(in: 1...6)
  }
}

extension Dado: DependencyKey {
  /// The real die.
  public static let liveValue = Dado.live

  /// A test must say what the die shows: `$0.dado.tirar = { 4 }`.
  public static let testValue = Dado {
    reportIssue("dado.tirar is unimplemented")
    return 1
  }
}

extension DependencyValues {
  /// The die.
  public var dado: Dado {
    get { self[Dado.self] }
    set { self[Dado.self] = newValue }
  }
}
