/// What a command means in the current state; the console carries it out. Deciding is pure:
/// `app.plan("pagar", in: Root.State())` is tested without a store.
public enum Plan<Action> {
  /// Send these actions as the person's; a script waits for the effects they start.
  case send([Action])
  /// Send these; what they start runs until stopped (a ticking timer): nobody waits for it.
  case start([Action])
  /// Show this text.
  case show(String)
  /// Refuse, with this message; nothing changes.
  case refuse(String)
  /// Let this much of the session's time pass.
  case wait(Duration)
  /// Show every action so far.
  case history
  /// End the session.
  case quit

  /// The same plan with each action transformed: how a feature's plan becomes the app's.
  public func map<Other>(_ transform: (Action) -> Other) -> Plan<Other> {
    switch self {
    case .send(let actions): .send(actions.map(transform))
    case .start(let actions): .start(actions.map(transform))
    case .show(let text): .show(text)
    case .refuse(let message): .refuse(message)
    case .wait(let duration): .wait(duration)
    case .history: .history
    case .quit: .quit
    }
  }
}

extension Plan: Equatable where Action: Equatable {}
extension Plan: Sendable where Action: Sendable {}
