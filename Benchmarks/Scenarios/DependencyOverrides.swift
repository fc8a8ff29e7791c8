import Foundation
import Runtime

/// `Dependencies.Overrides`: a send to a store whose reducer has 7 `.dependency` overrides (TCA
/// dropped its dependency suite), against the same send without them. Each override is in force
/// for the reducer's run; the reducer reads one of them, so the overrides cannot be skipped.
@MainActor
enum DependencyOverrides {
  static let sends = 20_000

  /// A counter that reads the date it was given.
  struct Stamp: Reducer {
    struct State { var count = 0 }
    enum Action: Sendable { case tick }
    @Dependency(\.date) var date

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      state.count &+= Int(date.now.timeIntervalSince1970) & 1 &+ 1
      return .none
    }
  }

  static func run() async -> [Result] {
    let fixed = Date(timeIntervalSince1970: 0)
    let plain = Store(initialState: Stamp.State()) {
      Stamp()
    } withDependencies: {
      $0.date = .constant(fixed)
    }
    let overridden = Store(initialState: Stamp.State()) {
      Stamp()
        .dependency(\.date, .constant(fixed))
        .dependency(\.uuid, .incrementing)
        .dependency(\.locale, Locale(identifier: "es_ES"))
        .dependency(\.timeZone, TimeZone(identifier: "Europe/Madrid")!)
        .dependency(\.calendar, Calendar(identifier: .gregorian))
        .dependency(\.continuousClock, ContinuousClock())
        .dependency(\.date, .constant(fixed))
    }
    let samples = await measureAlternating(
      repetitions: 7, operations: sends,
      [
        { for _ in 0..<sends { plain.send(.tick) } },
        { for _ in 0..<sends { overridden.send(.tick) } },
      ])
    let (base, seven) = (samples[0], samples[1])
    return [
      Result(
        name: "Dependencies.Overrides", samples: seven, baseline: "no-overrides",
        baselineSamples: base, bar: "<= 20x",
        met: Stats.pairedRatio(seven, over: base) <= 20, paired: true)
    ]
  }
}
