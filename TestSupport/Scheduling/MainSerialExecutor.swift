import Foundation
@_spi(Driver) import Runtime
import Testing

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
/// It belongs to the test that sets it: that test reads it `true` and its jobs are routed,
/// while every other test — running beside it, or after it — reads `false` and runs as if it
/// had never been set, whether the test that set it turned it off, failed or threw. (A Swift
/// Testing suite makes an instance per test, so the `init` above sets it for each of its tests
/// alone.) Outside any Swift Testing test it holds for the process until set back to `false`.
///
/// It installs the Swift runtime's `swift_task_enqueueGlobal_hook` (as swift-concurrency-extras
/// does) while any test has it set, and puts back the hook that was installed before once none
/// has; a job is routed when it is enqueued from a task of a test that set it. What it covers is
/// what the runtime sends through that hook: on Swift 6.3 (this toolchain) the runtime moves a
/// task onto the global pool by other paths (a non-isolated task body hops there without
/// calling the hook), so unstructured tasks are not made serial by it alone. A `TestStore` does
/// not need it: it runs its effects on its own serial executor and settles them itself
/// (schedule exploration tries the other orderings). Code that blocks the main thread while it
/// waits for a task deadlocks while it is `true`. Where the runtime exports no hook, setting it
/// does nothing and it reads `false`.
public var uncheckedUseMainSerialExecutor: Bool {
  get { GlobalEnqueueHook.isRoutingToMain(for: GlobalEnqueueHook.currentTest) }
  set { GlobalEnqueueHook.routeToMain(newValue, for: GlobalEnqueueHook.currentTest) }
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
enum GlobalEnqueueHook {
  typealias Original = @convention(thin) (UnownedJob) -> Void
  typealias Hook = @convention(thin) (UnownedJob, Original) -> Void

  /// What this file changed: the tests that route to main (`nil` for code outside any Swift
  /// Testing test), and the hook it replaced while any does.
  private struct State {
    var owners: Set<DependencyScope?> = []
    var installed = false
    var replaced: Hook?
  }

  // An `NSLock`, not a `Mutex`: every enqueue of the process reads it while the hook is in, and
  // the thread sanitizer cannot follow a contended `Mutex`.
  private static let lock = NSLock()
  // Safe: only read or written while `lock` is held.
  private nonisolated(unsafe) static var state = State()

  /// The runtime's variable, found by name in the loaded images; `nil` when it is not exported.
  // Safe: the pointer itself never changes after it is looked up; its pointee is written only
  // while `lock` is held.
  private nonisolated(unsafe) static let variable: UnsafeMutablePointer<Hook?>? = {
    guard let symbol = dlsym(dlopen(nil, RTLD_LAZY), "swift_task_enqueueGlobal_hook") else {
      return nil
    }
    return symbol.assumingMemoryBound(to: Hook?.self)
  }()

  /// The Swift Testing test of the code running now (its task's), `nil` outside any.
  static var currentTest: DependencyScope? {
    TestScope.override ?? Test.current.map { DependencyScope($0.id) }
  }

  static func isRoutingToMain(for test: DependencyScope?) -> Bool {
    lock.withLock { state.owners.contains(test) }
  }

  static func routeToMain(_ enabled: Bool, for test: DependencyScope?) {
    guard let variable else { return }
    lock.withLock {
      if enabled { state.owners.insert(test) } else { state.owners.remove(test) }
      let wanted = !state.owners.isEmpty
      guard wanted != state.installed else { return }
      if wanted {
        state.replaced = variable.pointee
        variable.pointee = { job, original in
          if GlobalEnqueueHook.isRoutingToMain(for: GlobalEnqueueHook.currentTest) {
            MainActor.shared.enqueue(job)
          } else if let replaced = GlobalEnqueueHook.replaced {
            replaced(job, original)
          } else {
            original(job)
          }
        }
      } else {
        variable.pointee = state.replaced
        state.replaced = nil
      }
      state.installed = wanted
    }
  }

  /// The hook this file replaced, if any.
  private static var replaced: Hook? { lock.withLock { state.replaced } }
}
