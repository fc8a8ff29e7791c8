import Runtime

/// A live session's log: every action the store processes, who sent it and in which cycle,
/// masked — where a recording, a history, a trace and a JSON output listen.
///
/// ```swift
/// session.log.onAction { recorded, before, after in print(recorded.n, recorded.action) }
/// session.log.actions.count  // every action so far
/// ```
///
/// The session's store runs the feature's reducer wrapped so that each action is reported here;
/// the session says which actions are the person's, and closes each store cycle from the
/// store's observation.
@MainActor
public final class ActionLog<State: Sendable, Action: Codable & Sendable & Equatable> {
  /// Every action so far, in order.
  public private(set) var actions: [RecordedAction<Action>] = []
  /// Counts the store's running effects; set by the session.
  var countRunningEffects: @MainActor () -> Int = { 0 }
  private let mask: (Action) -> Action
  private var cycle = 0
  private var cycleOpen = false
  private var cycleStart = 0
  private var nextIsPersons = false
  private var actionListeners: [@MainActor (RecordedAction<Action>, State, State) -> Void] = []
  private var cycleListeners: [@MainActor (ArraySlice<RecordedAction<Action>>, State) -> Void] = []

  /// An empty log that writes actions down as `mask` makes them.
  init(mask: @escaping (Action) -> Action) { self.mask = mask }

  /// `base`, reporting every action to this log.
  func reducer<Base: Reducer>(_ base: Base) -> ObservedReducer<Base>
  where Base.State == State, Base.Action == Action {
    ObservedReducer(base: base) { [weak self] in self?.note($0, before: $1, after: $2) }
  }

  /// Says that the next action the store processes is the person's.
  func markNextAsPersons() { nextIsPersons = true }

  /// Calls `listener` after each action with the recorded action and the states around it.
  public func onAction(
    _ listener:
      @escaping @MainActor (RecordedAction<Action>, _ before: State, _ after: State) ->
      Void
  ) {
    actionListeners.append(listener)
  }

  /// Calls `listener` at the end of each store cycle with its actions and the state after it.
  public func onCycleEnd(
    _ listener: @escaping @MainActor (ArraySlice<RecordedAction<Action>>, State) -> Void
  ) {
    cycleListeners.append(listener)
  }

  private func note(_ action: Action, before: State, after: State) {
    let origin: RecordedAction<Action>.Origin = nextIsPersons ? .person : .effect
    nextIsPersons = false
    var effectsRunning: Int?
    if !cycleOpen {
      (cycleOpen, cycle, cycleStart) = (true, cycle + 1, actions.count)
      if origin == .effect { effectsRunning = countRunningEffects() }
    }
    let recorded = RecordedAction(
      n: actions.count + 1, cycle: cycle, origin: origin, effectsRunning: effectsRunning,
      action: mask(action))
    actions.append(recorded)
    for listener in actionListeners { listener(recorded, before, after) }
  }

  /// Ends the current cycle; `state` is the state after it.
  func endCycle(state: State) {
    guard cycleOpen else { return }
    cycleOpen = false
    for listener in cycleListeners { listener(actions[cycleStart...], state) }
  }
}
