/// Where an action a store reduced came from: sent to the store from outside, or sent by one of
/// its effects.
///
/// A test store tells the actions a test sends from those it must receive with it; a recorder
/// tells the person's actions from the feature's.
///
/// ```swift
/// store.onReduce = { action, source, state in
///   if case .effect(let task) = source { recibidas.append((action, task)) }
/// }
/// ```
@_spi(Driver)
public enum ActionSource: Hashable, Sendable {
  /// Sent to the store from outside: by the driver, or by code observing it.
  case sent
  /// Sent by an effect: `task` is the task of the action whose effects sent it.
  case effect(StoreTask)
}
