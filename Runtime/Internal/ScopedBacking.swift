/// How a scoped store reaches its state and sends its actions: through its parent's, down to the
/// root store's core, which every store of the tree keeps alive.
///
/// A scoped store holds no reference to its parent store (the parent keeps its children, so a
/// reference back would keep the whole tree alive forever); it holds the parent's ways in, which
/// end at the root core.
@MainActor
struct ScopedBacking<State, Action> {
  /// The state now, or `nil` once it is gone (here or in an ancestor).
  let state: @MainActor () -> State?
  /// Sends an action through the parent.
  let sendToParent: @MainActor (Action) -> StoreTask
  /// Calls the closure after every cycle of the root core, until the observation ends.
  let observeCycles: @MainActor (@escaping @MainActor () -> Void) -> StoreObservation
  /// For a store whose state can go away (an optional child, a row, a case — or a store scoped
  /// from one), the state it last had; `nil` for a store whose state always exists.
  let lastState: LastState<State>?
  /// Where the store was scoped, for the report of an action sent after its state went away.
  let scopedAt: CodeLocation?

  /// The state, or the last one it had once it is gone.
  var currentState: State {
    guard let lastState else { return state().unsafelyUnwrapped }
    if let state = state() {
      lastState.value = state
      return state
    }
    return lastState.value
  }

  /// Sends `action` through the parent, unless the state is gone: then reports it.
  func send(_ action: Action) -> StoreTask {
    if lastState != nil, ReducerReads.suspended({ state() }) == nil {
      reportIssue(
        """
        An action was sent to a store whose state is gone: \(Dumper.line(action))

        The store was scoped \(scopedAt.map { "at \($0) " } ?? "")to state that is no longer \
        there: a dismissed destination, a removed row, a path element that was popped, or a \
        case the state has left. The action was not sent.

        Send actions only to stores whose state is present: take a new store from \
        'scope' after the state changes, instead of keeping the old one.
        """,
        at: scopedAt)
      return StoreTask(origin: nil)
    }
    return sendToParent(action)
  }

  /// Calls `onChange` with the state after every cycle, while the state exists.
  func observe(_ onChange: @escaping @MainActor (State) -> Void) -> StoreObservation {
    let state = self.state
    return observeCycles {
      if let current = state() { onChange(current) }
    }
  }
}

/// The last state a store whose state can go away had, shared by the copies of its backing.
@MainActor
final class LastState<State> {
  var value: State
  init(_ value: State) { self.value = value }
}
