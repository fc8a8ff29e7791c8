/// An action as a recording keeps it: who sent it, when, and the action itself, masked.
///
/// ```json
/// {"action":{"tirar":{}},"cycle":2,"n":2,"origin":"person"}
/// ```
public struct RecordedAction<Action: Codable & Sendable & Equatable>: Equatable, Codable, Sendable {
  /// Who sent an action.
  public enum Origin: String, Equatable, Codable, Sendable {
    /// The person, through the driver.
    case person
    /// An effect, sending back what the world answered or what time brought.
    case effect
  }

  /// Its position in the session, from 1.
  public var n: Int
  /// The store cycle it was processed in, from 1: an effect's action and the synchronous
  /// `.send`s it causes share one.
  public var cycle: Int
  /// Who sent it.
  public var origin: Origin
  /// On the first action of a cycle an effect sent: how many effects were running. `1` means
  /// its sender was the only one, so nothing else could have come first.
  public var effectsRunning: Int?
  /// The action, masked.
  public var action: Action

  /// An action as recorded.
  public init(n: Int, cycle: Int, origin: Origin, effectsRunning: Int? = nil, action: Action) {
    self.n = n
    self.cycle = cycle
    self.origin = origin
    self.effectsRunning = effectsRunning
    self.action = action
  }
}
