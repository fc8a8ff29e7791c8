import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Whether the current thread is running a store's reducer, whose reads of `@ObservableState`
/// fields are not observation reads (``ObservationBox``).
///
/// Stores run their cycles on the main actor, so one thread at a time can be reducing: the main
/// thread, while a cycle runs. Another thread reading a value at the same time is an observation
/// read as usual.
@usableFromInline
enum ReducerReads {
  /// The reducing thread's id, or 0 when no cycle is running.
  static let reducingThread = Atomic<UInt>(0)
  /// How many cycles are running on the main thread (a reducer may send to another store).
  @MainActor static var depth = 0
  /// The main thread's id, read once a cycle first runs (on the main actor).
  @MainActor static let mainThread = currentThread()

  /// Whether the calling thread is running a reducer.
  @usableFromInline
  static var areSuspendedOnThisThread: Bool {
    let reducing = reducingThread.load(ordering: .relaxed)
    return reducing != 0 && reducing == currentThread()
  }

  /// Marks the start of a cycle on the main thread.
  @usableFromInline @MainActor
  static func cycleStarted() {
    if depth == 0 { reducingThread.store(mainThread, ordering: .relaxed) }
    depth += 1
  }

  /// Marks the end of a cycle on the main thread.
  @usableFromInline @MainActor
  static func cycleEnded() {
    depth -= 1
    if depth == 0 { reducingThread.store(0, ordering: .relaxed) }
  }

  private static func currentThread() -> UInt {
    #if canImport(Glibc)
      UInt(pthread_self())
    #else
      UInt(bitPattern: pthread_self())
    #endif
  }
}
