/// State that is shown briefly and closes the first time it is interacted with: an alert or a
/// confirmation dialog. You don't conform your own types; ``AlertState`` and
/// ``ConfirmationDialogState`` do.
///
/// A presented child whose state is ephemeral — itself, or as the payload of the current case
/// of a destination enum — is dismissed after any action of its own, unless the parent put up
/// a new one (a different `id`) in response.
public protocol _EphemeralState<Action> {
  /// The actions the buttons send.
  associatedtype Action
}

extension AlertState: _EphemeralState {}
extension ConfirmationDialogState: _EphemeralState {}

/// The type of actions the ephemeral state in `state` sends — `state` itself, or the payload
/// of its current case — or `nil` when it holds none.
func ephemeralActionType(of state: Any) -> Any.Type? {
  if let ephemeral = state as? any _EphemeralState { return actionType(of: ephemeral) }
  let mirror = Mirror(reflecting: state)
  guard mirror.displayStyle == .enum,
    let payload = mirror.children.first?.value as? any _EphemeralState
  else { return nil }
  return actionType(of: payload)
}

private func actionType<State: _EphemeralState>(of _: State) -> Any.Type { State.Action.self }

/// Whether `action` is one of those that `actionType` (from ``ephemeralActionType(of:)``)
/// names: the type itself, or the payload of the current case of an enum of actions.
func isAction(_ action: Any, ofType actionType: Any.Type) -> Bool {
  if type(of: action) == actionType { return true }
  let mirror = Mirror(reflecting: action)
  guard mirror.displayStyle == .enum, let payload = mirror.children.first?.value else {
    return false
  }
  return type(of: payload) == actionType
}
