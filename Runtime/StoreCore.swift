/// The engine shared by ``Store`` and the test store: state, reducer, dependencies, and the
/// cycle that processes actions in order.
///
/// One call to ``send(_:origin:)`` is one cycle: the action is reduced, the actions its
/// synchronous `.send` effects produce are reduced right after it (breadth first, in order),
/// and any action sent re-entrantly during the cycle is queued behind them, never recursed
/// into. Observers hear about the state once, at the end of the cycle.
@MainActor
package final class StoreCore<State, Action> {
  package private(set) var state: State
  package var dependencies: DependencyValues
  package let runner = EffectRunner<Action>()

  private let reducer: (inout State, Action) -> Effect<Action>
  private var queue: [(action: Action, origin: EffectOrigin?)] = []
  private var isProcessing = false
  // The first observer is kept apart so the common case — one driver watching — costs one
  // closure call per cycle.
  private var firstObserver: (@MainActor (State) -> Void)?
  private var observers: [(id: Int, onChange: @MainActor (State) -> Void)] = []
  private var nextObserverID = 0

  /// Called after each action is reduced, with whether an effect sent it, its origin and the
  /// state right after it. The test store records effect actions here.
  package var didReduce: (@MainActor (Action, EffectOrigin?, State) -> Void)?

  /// Makes the origin for an action sent from outside, when its effect needs one.
  package var makeOrigin: @MainActor (Action) -> EffectOrigin = { _ in EffectOrigin() }

  package init<R: Reducer>(
    initialState: State, reducer: R, dependencies: DependencyValues
  ) where R.State == State, R.Action == Action {
    self.state = initialState
    self.reducer = DependencyValues.$current.withValue(dependencies) { reducer._reduceFunction() }
    self.dependencies = dependencies
    runner.deliver = { [unowned self] action, origin in
      self.send(action, origin: origin)
    }
  }

  /// Processes `action` (and what it causes synchronously) and returns the origin of the
  /// effects it started, or `nil` when it started none or was queued behind a running cycle.
  @discardableResult
  package func send(_ action: Action, origin: EffectOrigin? = nil) -> EffectOrigin? {
    if isProcessing {
      queue.append((action, origin))
      return nil
    }
    isProcessing = true
    let started = process(action, origin: origin)
    while !queue.isEmpty {
      let next = queue.removeFirst()
      process(next.action, origin: next.origin)
    }
    isProcessing = false
    if let firstObserver {
      firstObserver(state)
      if observers.count > 1 {
        for observer in observers.dropFirst() { observer.onChange(state) }
      }
    }
    return started
  }

  @discardableResult
  private func process(_ action: Action, origin: EffectOrigin?) -> EffectOrigin? {
    let effect: Effect<Action>
    if DependencyValues.current.isIdentical(to: dependencies) {
      effect = reducer(&state, action)
    } else {
      effect = DependencyValues.$current.withValue(dependencies) { reducer(&state, action) }
    }
    didReduce?(action, origin, state)
    if effect.isNone { return nil }
    let effectOrigin = origin ?? makeOrigin(action)
    runner.start(effect, origin: effectOrigin)
    return effectOrigin
  }

  /// Calls `onChange` with the state at the end of every cycle until the returned token is
  /// cancelled.
  package func observe(_ onChange: @escaping @MainActor (State) -> Void) -> Int {
    let id = nextObserverID
    nextObserverID += 1
    observers.append((id, onChange))
    firstObserver = observers.first?.onChange
    return id
  }

  package func removeObserver(_ id: Int) {
    observers.removeAll { $0.id == id }
    firstObserver = observers.first?.onChange
  }

  /// Replaces the state from outside a cycle (the test store uses it to roll its view).
  package func setState(_ newValue: State) { state = newValue }
}
