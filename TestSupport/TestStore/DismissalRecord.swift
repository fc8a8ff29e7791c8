@_spi(Driver) import Runtime

/// Whether the feature under a test store dismissed itself, and what that does: the feature is
/// gone, so its effects stop.
@MainActor
final class DismissalRecord {
  private(set) var isDismissed = false
  private let cancelEffects: @MainActor () -> Void

  /// A record whose dismissal calls `cancelEffects` (the store's `cancelAllEffects`).
  init(cancelEffects: @escaping @MainActor () -> Void) { self.cancelEffects = cancelEffects }

  /// The `dismiss` the feature under test gets: it runs `dismiss` (the test's own, if it set
  /// one), then records the dismissal and cancels the store's effects.
  nonisolated func wrapping(_ dismiss: DismissEffect) -> DismissEffect {
    DismissEffect { [weak self] in
      await dismiss.runIfSet()
      await self?.record()
    }
  }

  private func record() {
    isDismissed = true
    cancelEffects()
  }
}
