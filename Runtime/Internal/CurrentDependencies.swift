extension DependencyValues {
  /// The dependencies in force here: those of the store whose actions are being processed on
  /// this thread, or else the current task's.
  @_spi(Driver)
  public static var current: DependencyValues {
    if MainQueue.isCurrent, let installed = StoreDependencySlot.main.installed {
      return installed.pointee
    }
    return ofTask
  }

  /// Runs `operation` with `values` as ``current``.
  @_spi(Driver)
  public static func withCurrent<R>(
    _ values: DependencyValues, operation: () throws -> R
  ) rethrows -> R {
    let slot = StoreDependencySlot.main
    if MainQueue.isCurrent, slot.installed != nil {
      // Inside a store's cycle (synchronous, on the main queue): stack on top of the store's.
      return try withUnsafePointer(to: values) { pointer in
        let previous = slot.install(pointer)
        defer { slot.restore(previous) }
        return try operation()
      }
    }
    return try $ofTask.withValue(values, operation: operation)
  }

  /// Runs the async `operation` with `values` as ``current``, and every task it creates.
  @_spi(Driver)
  public static func withCurrent<R>(
    _ values: DependencyValues,
    isolation: isolated (any Actor)? = #isolation,
    operation: () async throws -> R
  ) async rethrows -> R {
    // A store's cycle is synchronous, so no async code runs inside one: the task's values are
    // the ones to set.
    try await $ofTask.withValue(values, operation: operation)
  }

  /// The dependencies of the current task, inherited by the tasks it creates.
  @TaskLocal private static var ofTask = DependencyValues()
}

/// Where a store puts its dependencies while it processes actions, so that reducers and the
/// effects they create see them as ``DependencyValues/current``.
///
/// A store runs its cycles on the main actor, that is on the main dispatch queue, and a cycle is
/// synchronous: it installs its dependencies here when it starts and restores the previous
/// value when it ends, and everything that runs on the main queue in between runs inside the
/// cycle. Installing is two pointer writes — cheaper than a task-local read, and free of
/// reference counting — which matters because it happens on every `send`.
///
/// Only code on the main queue reads or writes the slot (``DependencyValues/current`` checks
/// the queue before reading it; stores write it from main-actor code), and the main queue runs
/// one block at a time, so accesses never race — even though, on Linux, the main queue is not
/// always drained by the main thread.
@usableFromInline
struct StoreDependencySlot {
  /// The slot of the main queue.
  @usableFromInline
  static let main = StoreDependencySlot()

  // Safe to share: its pointee is only ever touched on the main queue (see above).
  @usableFromInline
  nonisolated(unsafe) let pointer: UnsafeMutablePointer<UnsafePointer<DependencyValues>?>

  private init() {
    // Allocated once for the life of the process, never freed.
    pointer = .allocate(capacity: 1)
    pointer.initialize(to: nil)
  }

  /// The dependencies installed now, if a store's cycle is running.
  @inlinable
  var installed: UnsafePointer<DependencyValues>? { pointer.pointee }

  /// Installs `values` (which must stay where they are until restored) and returns what was
  /// installed before.
  @inlinable
  func install(
    _ values: UnsafePointer<DependencyValues>
  ) -> UnsafePointer<DependencyValues>? {
    let previous = pointer.pointee
    pointer.pointee = values
    return previous
  }

  /// Puts back what ``install(_:)`` returned.
  @inlinable
  func restore(_ previous: UnsafePointer<DependencyValues>?) {
    pointer.pointee = previous
  }
}

extension StoreDependencySlot: Sendable {}
