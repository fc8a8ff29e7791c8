import Runtime

/// A feature that logs what it is sent and can start, cancel and chain effects, for tests of
/// ordering and cancellation.
struct Probe: Reducer {
  struct State: Equatable, Identifiable {
    var id = 0
    var log: [String] = []
  }

  enum Action: Equatable, Sendable, CasePathable {
    case record(String)
    case sendAll([String])
    case startTimer
    case stopTimer
    case tick
    case waitThenSend(String)
  }

  enum CancelID: Hashable, Sendable { case timer }

  @Dependency(\.continuousClock) var clock

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .record(let entry):
      state.log.append(entry)
      return .none
    case .sendAll(let entries):
      return .merge(entries.map { .send(.record($0)) })
    case .startTimer:
      return .run { send in
        while true {
          try await clock.sleep(for: .seconds(1))
          await send(.tick)
        }
      }
      .cancellable(id: CancelID.timer, cancelInFlight: true)
    case .stopTimer:
      return .cancel(id: CancelID.timer)
    case .tick:
      state.log.append("tick")
      return .none
    case .waitThenSend(let entry):
      return .run { send in
        try await clock.sleep(for: .seconds(1))
        await send(.record(entry))
      }
    }
  }
}

/// A parent with one optional child, one presented destination, a list and a stack of probes,
/// and a timer of its own using the same cancel id as its children.
struct Parent: Reducer {
  struct State: Equatable {
    var child: Probe.State?
    @PresentationState var destination: Destination.State?
    var rows: IdentifiedArrayOf<Probe.State> = []
    var path = StackState<Probe.State>()
    var own = Probe.State()
  }

  enum Action: Equatable, Sendable, CasePathable {
    case child(Probe.Action)
    case destination(PresentationAction<Destination.Action>)
    case rows(IdentifiedActionOf<Probe>)
    case path(StackActionOf<Probe>)
    case own(Probe.Action)
    case setChild(Probe.State?)
    case present(Destination.State?)
    case removeRow(Int)
  }

  struct Destination: Reducer {
    enum State: Equatable, CasePathable {
      case first(Probe.State)
      case second(Probe.State)
    }
    enum Action: Equatable, Sendable, CasePathable {
      case first(Probe.Action)
      case second(Probe.Action)
    }
    var body: some ReducerOf<Self> {
      Scope(state: \.first, action: \.first) { Probe() }
      Scope(state: \.second, action: \.second) { Probe() }
    }
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.own, action: \.own) { Probe() }
    Reduce { state, action in
      switch action {
      case .setChild(let child):
        state.child = child
        return .none
      case .present(let destination):
        state.destination = destination
        return .none
      case .removeRow(let id):
        state.rows.remove(id: id)
        return .none
      case .child, .destination, .rows, .path, .own:
        return .none
      }
    }
    .ifLet(\.child, action: \.child) { Probe() }
    .ifLet(\.$destination, action: \.destination) { Destination() }
    .forEach(\.rows, action: \.rows) { Probe() }
    .forEach(\.path, action: \.path) { Probe() }
  }
}
