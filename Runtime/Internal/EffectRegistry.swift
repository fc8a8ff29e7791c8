/// The table of running effects: by handle, by cancel id, and by origin.
///
/// Everything here happens on the main actor and synchronously, so a cancellation decided by
/// one action is in force before any later action is processed, even for an effect whose task
/// has not started yet.
@MainActor
final class EffectRegistry {
  private(set) var running: [ObjectIdentifier: EffectHandle] = [:]
  private var byKey: [CancelKey: [ObjectIdentifier: EffectHandle]] = [:]
  /// Counts every change to the table; a test store uses it to tell when work has settled.
  private(set) var activity = 0
  /// What code inside this store's effects cancels and throttles by id.
  nonisolated let byID = EffectsByID()

  init() {}

  /// The number of cancel ids with running effects (0 once everything has finished).
  var registeredKeyCount: Int { byKey.count }

  func register(_ handle: EffectHandle) {
    activity &+= 1
    let id = ObjectIdentifier(handle)
    running[id] = handle
    for key in handle.context.cancelKeys { byKey[key, default: [:]][id] = handle }
    handle.context.origin.add(handle)
  }

  func unregisterKeys(of handle: EffectHandle) {
    let id = ObjectIdentifier(handle)
    for key in handle.context.cancelKeys {
      byKey[key]?[id] = nil
      if byKey[key]?.isEmpty == true { byKey[key] = nil }
    }
  }

  func remove(_ handle: EffectHandle) {
    activity &+= 1
    running[ObjectIdentifier(handle)] = nil
    unregisterKeys(of: handle)
    handle.context.origin.remove(handle)
  }

  /// Cancels the effects registered under `key`, and the `withTaskCancellation` regions.
  func cancel(_ key: CancelKey) {
    activity &+= 1
    byID.regions.cancel(key)
    guard let handles = byKey.removeValue(forKey: key) else { return }
    for handle in handles.values { handle.cancel() }
  }

  /// Cancels the effects of the child at `navigation` and of everything presented below it.
  func cancel(navigation prefix: [NavigationID]) {
    activity &+= 1
    for handle in Array(running.values) where handle.context.navigation.starts(with: prefix) {
      handle.cancel()
    }
  }

  /// Cancels every running effect.
  func cancelAll() {
    for handle in Array(running.values) { handle.cancel() }
  }

  /// Records that the runner did something on behalf of an effect.
  func touch() { activity &+= 1 }
}
