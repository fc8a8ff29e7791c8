import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Whether the jobs the Swift runtime hands to the global concurrent executor are enqueued on the
/// main actor's serial queue instead — TCA's (swift-concurrency-extras') spelling.
///
/// TCA's SyncUps tests set it in their suite's `init`:
///
/// ```swift
/// @MainActor
/// struct FeatureTests {
///   init() { uncheckedUseMainSerialExecutor = true }
/// }
/// ```
///
/// It installs the Swift runtime's `swift_task_enqueueGlobal_hook` (as swift-concurrency-extras
/// does), so it holds for the whole process until it is set back to `false`, which restores the
/// hook that was installed before. What it covers is what the runtime sends through that hook:
/// on Swift 6.3 (this toolchain) the runtime moves a task onto the global pool by other paths (a
/// non-isolated task body hops there without calling the hook), so unstructured tasks are not
/// made serial by it alone. A `TestStore` does not need it: it runs its effects on its own
/// serial executor and settles them itself (schedule exploration tries the other orderings).
/// Code that blocks the main thread while it waits for a task deadlocks while it is `true`.
/// Where the runtime exports no hook, setting it does nothing and it reads `false`.
public var uncheckedUseMainSerialExecutor: Bool {
  get { GlobalEnqueueHook.isRoutingToMain }
  set { GlobalEnqueueHook.routeToMain(newValue) }
}

/// Runs `operation` with ``uncheckedUseMainSerialExecutor`` set, then puts it back as it was.
///
/// ```swift
/// await withMainSerialExecutor {
///   // The runtime's global enqueues go to the main queue here.
/// }
/// ```
@MainActor
public func withMainSerialExecutor(
  @_implicitSelfCapture operation: @MainActor () async throws -> Void
) async rethrows {
  let previous = uncheckedUseMainSerialExecutor
  uncheckedUseMainSerialExecutor = true
  defer { uncheckedUseMainSerialExecutor = previous }
  try await operation()
}

/// Runs the synchronous `operation` with ``uncheckedUseMainSerialExecutor`` set, then puts it
/// back as it was.
public func withMainSerialExecutor(
  @_implicitSelfCapture _ operation: () throws -> Void
) rethrows {
  let previous = uncheckedUseMainSerialExecutor
  uncheckedUseMainSerialExecutor = true
  defer { uncheckedUseMainSerialExecutor = previous }
  try operation()
}

/// The Swift runtime's hook on `swift_task_enqueueGlobal`: a global function pointer that,
/// when set, receives each job bound for the global executor together with the default
/// enqueue function.
private enum GlobalEnqueueHook {
  typealias Original = @convention(thin) (UnownedJob) -> Void
  typealias Hook = @convention(thin) (UnownedJob, Original) -> Void

  /// What this file changed: whether the hook routes to main, and the hook it replaced.
  private struct State {
    var routing = false
    var replaced: Hook?
  }

  /// Guards every write this file makes to the runtime's hook variable.
  private static let state = Mutex(State())

  /// The runtime's variable, found by name in the loaded images; `nil` when it is not exported.
  // Safe: the pointer itself never changes after it is looked up; its pointee is written only
  // while `state` is locked.
  private nonisolated(unsafe) static let variable: UnsafeMutablePointer<Hook?>? = {
    guard let symbol = dlsym(dlopen(nil, RTLD_LAZY), "swift_task_enqueueGlobal_hook") else {
      return nil
    }
    return symbol.assumingMemoryBound(to: Hook?.self)
  }()

  static var isRoutingToMain: Bool { state.withLock { $0.routing } }

  static func routeToMain(_ enabled: Bool) {
    guard let variable else { return }
    state.withLock { state in
      guard state.routing != enabled else { return }
      if enabled {
        state.replaced = variable.pointee
        variable.pointee = { job, _ in MainActor.shared.enqueue(job) }
      } else {
        variable.pointee = state.replaced
        state.replaced = nil
      }
      state.routing = enabled
    }
  }
}
