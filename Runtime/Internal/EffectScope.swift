/// Where the effect running in the current task belongs: its store and its navigation scope.
///
/// The effect runner sets it around every `.run` operation, so that code inside an effect can
/// cancel by id (`Task.cancel(id:)`, `withTaskCancellation(id:)`) and throttle in the same
/// scope as `.cancellable(id:)` — the store's effects, under the same presented child.
struct EffectScope: Sendable {
  /// The scope of the effect running in this task, or `nil` outside any store's effect.
  @TaskLocal static var current: EffectScope?

  /// The store's table of running effects (main-actor state).
  let registry: EffectRegistry
  /// The store's id-keyed state that code inside effects reaches from any thread.
  let byID: EffectsByID
  /// The chain of presented children the effect belongs to.
  let navigation: [NavigationID]

  /// The key an id has in this scope, as `.cancellable(id:)` would register it.
  func key(_ id: some Hashable & Sendable) -> CancelKey {
    CancelKey(navigation: navigation, id: EffectID(id))
  }

  /// Cancels, by `key`, the `withTaskCancellation` regions at once, and the `.cancellable`
  /// effects as soon as the main actor runs (at once when already on it).
  func cancel(_ key: CancelKey) {
    byID.regions.cancel(key)
    let registry = self.registry
    if MainQueue.isCurrent {
      MainQueue.runHere { registry.cancel(key) }
    } else {
      Task { @MainActor in registry.cancel(key) }
    }
  }
}

/// A store's effect state keyed by cancel id that code inside effects reaches from any thread:
/// the `withTaskCancellation` regions running, and each throttle's last emission.
final class EffectsByID: Sendable {
  let regions = CancellationRegions()
  let throttles = ThrottleTable()

  /// The tables for code that runs outside any store's effect.
  static let outsideStores = EffectsByID()
}
