import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Which thread is running a store's reducer right now, if any: a reducer's reads of
/// `@ObservableState` fields are not observation reads (``ObservationBox``).
///
/// Stores run their cycles on the main actor, so at most one thread is reducing: the thread
/// draining the main queue, while a cycle runs — on Linux not always the process's main thread,
/// nor the same one from cycle to cycle, so a cycle marks the thread it runs on. Another thread
/// reading a value at the same time reads as usual. A core marks its cycle with two plain atomic
/// stores.
@usableFromInline
final class ReducerReads: Sendable {
  /// The reducing thread's id, or 0 when no cycle is running.
  @usableFromInline let reducingThread = Atomic<UInt>(0)

  /// The one instance.
  @usableFromInline static let shared = ReducerReads()

  private init() {}

  /// Whether the calling thread is running a reducer.
  @usableFromInline
  static var areSuspendedOnThisThread: Bool {
    let reducing = shared.reducingThread.load(ordering: .relaxed)
    return reducing != 0 && reducing == currentThread()
  }

  /// Runs `body`, a read the runtime makes for itself (a child store's state extracted from its
  /// parent's after a cycle, the check that a store's state is still there before a send), with
  /// the calling thread's reads of `@ObservableState` fields not reported: they are nobody's
  /// observation, and reporting one builds the field's key path.
  @inlinable
  static func suspended<T>(_ body: () -> T) -> T {
    let before = shared.reducingThread.load(ordering: .relaxed)
    shared.reducingThread.store(currentThread(), ordering: .relaxed)
    defer { shared.reducingThread.store(before, ordering: .relaxed) }
    return body()
  }

  /// The calling thread's id (never 0). Inlinable: a store's cycle calls it on every send.
  @inlinable
  static func currentThread() -> UInt {
    #if canImport(Glibc)
      UInt(pthread_self())
    #else
      UInt(bitPattern: pthread_self())
    #endif
  }
}
