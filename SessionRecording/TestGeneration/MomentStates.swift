import Runtime

/// The states of a generated test's steps, made from their ``StateMoment``s as the test is
/// written, in order: four folds of the recording that only go forward — the fields before a
/// step, after it, and the shared values at the last check and at the next — so writing the
/// test of n actions costs at most 4n reductions, not one replay from the start per state.
///
/// A step's states are lent for the length of a call: the shared values of the folds of its
/// fields are given those of the checks' folds, then put back, so the folds go on from what
/// the feature really did.
struct MomentStates<Base: RecordableReducer> {
  private let actions: [RecordedAction<Base.Action>]
  private var before: ReplayFold<Base>
  private var after: ReplayFold<Base>
  private var sharedBefore: ReplayFold<Base>
  private var sharedAfter: ReplayFold<Base>

  /// The states of `recording`'s test, replayed with `feature`.
  init(_ feature: RecordableFeature<Base>, recording: Recording<Base.Action>) {
    actions = recording.actions
    before = ReplayFold(feature)
    after = ReplayFold(feature)
    sharedBefore = ReplayFold(feature)
    sharedAfter = ReplayFold(feature)
  }

  /// Calls `body` with the states at `from` and at `to`, which are what they are only during
  /// the call.
  ///
  /// Linear when each moment's counts are at least those of the call before, as the steps of a
  /// test come in the recording's order.
  mutating func with<R>(
    _ from: StateMoment, _ to: StateMoment, _ body: (_ before: Base.State, _ after: Base.State) -> R
  ) -> R {
    before.advance(to: from.actions, of: actions)
    after.advance(to: to.actions, of: actions)
    sharedBefore.advance(to: from.shared, of: actions)
    sharedAfter.advance(to: to.shared, of: actions)
    let saved = SharedValues.saved(before.state) + SharedValues.saved(after.state)
    defer { SharedValues.restore(saved) }
    SharedValues.match(before.state, to: sharedBefore.state)
    SharedValues.match(after.state, to: sharedAfter.state)
    return body(before.state, after.state)
  }
}
