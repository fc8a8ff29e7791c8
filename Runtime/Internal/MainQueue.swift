import Dispatch

/// Tells whether code runs on the main dispatch queue — the main actor's executor — without
/// trapping when it does not.
///
/// A test store runs effect jobs as blocks on the main queue, one at a time. Code in such a job
/// is already serialized with the main actor, so it can use main-actor state directly instead
/// of hopping (a hop would reorder work behind the test's own continuation).
@usableFromInline
enum MainQueue {
  @usableFromInline static let key: DispatchSpecificKey<Bool> = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return key
  }()

  /// Whether the caller runs on the main queue.
  @inlinable
  static var isCurrent: Bool { DispatchQueue.getSpecific(key: key) == true }

  /// Runs `body` on the main actor: at once when already on the main queue, else after a hop.
  static func run<T: Sendable>(_ body: @escaping @MainActor @Sendable () -> T) async -> T {
    if isCurrent { return runHere(body) }
    return await body()
  }

  /// Runs `body` as main-actor code. Call only when ``isCurrent`` is true (every caller checks
  /// it first); called elsewhere it reports an issue instead of trapping
  /// (``MainActorAssumption``).
  @usableFromInline
  static func runHere<T: Sendable>(_ body: @MainActor () -> T) -> T {
    MainActorAssumption.run(
      "MainQueue.runHere", onMainBecause: "its callers check MainQueue.isCurrent first", body)
  }
}
