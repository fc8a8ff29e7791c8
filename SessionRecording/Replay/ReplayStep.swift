/// One replayed action: what was recorded, where, and the states around it.
public struct ReplayStep<State, Action: Codable & Sendable & Equatable> {
  /// The action as recorded.
  public var recorded: RecordedAction<Action>
  /// Its place among the recorded actions, from 0.
  public var index: Int
  /// The state before it.
  public var before: State
  /// The state after it.
  public var after: State
}
