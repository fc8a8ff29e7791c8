import Synchronization

/// The navigation identity of a destination's states (``navigationIdentity(of:)``) and the
/// actions that close it (``ephemeralActionType(of:)``), with what depends only on the state's
/// type found once: a presentation's `ifLet` asks for both on every action that reaches it.
///
/// A plain struct that is neither `Identifiable` nor ephemeral — the usual child feature's state
/// — has the identity of its type and closes on no action of its own; finding that out takes a
/// reflection of the value, which would otherwise be repeated twice an action at every level of
/// a stack of presented features.
final class NavigationIdentities<State>: Sendable {
  /// 0 until the first state is seen; 1 for a plain struct; 2 for anything else, which is
  /// asked every time.
  private let kind = Atomic<UInt8>(0)

  init() {}

  /// The navigation identity of `state`.
  func identity(of state: State) -> NavigationIdentity {
    isPlain(state)
      ? NavigationIdentity(type: ObjectIdentifier(State.self), tag: nil)
      : navigationIdentity(of: state)
  }

  /// The type of the actions after which `state` closes by itself, if any.
  func ephemeralActionType(of state: State) -> Any.Type? {
    isPlain(state) ? nil : Runtime.ephemeralActionType(of: state)
  }

  private func isPlain(_ state: State) -> Bool {
    switch kind.load(ordering: .relaxed) {
    case 1: return true
    case 2: return false
    default:
      let plain =
        !(state is any Identifiable) && !(state is any _EphemeralState)
        && Mirror(reflecting: state).displayStyle == .struct
      kind.store(plain ? 1 : 2, ordering: .relaxed)
      return plain
    }
  }
}
