import TestSupport

/// `schedules-overhead`: one test body — a store whose action starts two effects at once, both
/// answers received in any order — under 100 schedules of `withSchedules`, per schedule, against
/// the same body run 100 times without exploration; the two take their samples in turn.
@MainActor
enum SchedulesOverhead {
  static let schedules = 100

  /// Loads two things at once; each answer writes its own field.
  struct TwoAnswers: Reducer {
    struct State: Equatable {
      var first = 0
      var second = 0
    }
    enum Action: Equatable, Sendable { case load, first(Int), second(Int) }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .load:
        return .merge(
          .run { send in await send(.first(1)) },
          .run { send in await send(.second(2)) }
        )
      case .first(let value):
        state.first = value
        return .none
      case .second(let value):
        state.second = value
        return .none
      }
    }
  }

  static func body() async {
    let store = TestStore(initialState: TwoAnswers.State()) { TwoAnswers() }
    await store.send(.load)
    await store.receive(inAnyOrder: [.first(1), .second(2)]) {
      $0.first = 1
      $0.second = 2
    }
  }

  static func run() async -> [Result] {
    let samples = await measureAlternating(
      repetitions: 7, operations: schedules,
      [
        { for _ in 0..<schedules { await body() } },
        { await withSchedules(schedules) { await body() } },
      ])
    let (plain, explored) = (samples[0], samples[1])
    return [
      Result(
        name: "schedules-overhead", samples: explored, baseline: "same-body-unexplored",
        baselineSamples: plain, bar: "<= 1.5x",
        met: Stats.pairedRatio(explored, over: plain) <= 1.5, paired: true)
    ]
  }
}
