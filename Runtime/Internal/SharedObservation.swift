import Observation

/// What observation sees of a shared value, one per value (its root reference): reading the
/// value inside `withObservationTracking` observes it, and any change made with `withLock`
/// notifies — as TCA's `@Shared` is observable. A value that changes in its store without
/// `withLock` (a file another process wrote) notifies nobody.
final class SharedObservation: Observable, Sendable {
  private let registrar = ObservationRegistrar()

  /// The property observers are registered for: the value, whatever its type.
  private var value: Void { () }

  /// Tells observation that the value was read.
  func read() { registrar.access(self, keyPath: \.value) }

  /// Runs `change`, a change of the value, telling its observers.
  func change<R>(_ change: () throws -> R) rethrows -> R {
    try registrar.withMutation(of: self, keyPath: \.value, change)
  }
}
