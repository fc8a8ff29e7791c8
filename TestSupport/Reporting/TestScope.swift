import Foundation
@_spi(Driver) import Runtime
import Synchronization
import Testing
import XCTest

extension RuntimeIssueRouter: TestScopeProvider {
  static var currentTestScope: DependencyScope? { TestScope.current }
}

/// Which test is running, so Runtime keeps each test's dependency values — and through them
/// its shared state — apart from every other test's, even when tests run in parallel.
///
/// A Swift Testing test is told by `Test.current` (a test's cases share one scope, as in
/// TCA); an XCTest test by counting the test cases that started, since XCTest runs them one at
/// a time.
enum TestScope {
  /// A scope that replaces the test's own while set: code that runs a test's body several
  /// times in one test gives each run fresh dependencies with ``withFreshDependencies(_:)``.
  @TaskLocal static var override: DependencyScope?

  /// The scope of the code running now.
  static var current: DependencyScope? {
    if let override { return override }
    if let test = Test.current { return DependencyScope(test.id) }
    return XCTestCaseCounter.shared.currentScope
  }

  /// Runs `body` with dependency values (and shared state) of its own, as if it were a test of
  /// its own. Stores created inside keep them.
  static func withFreshDependencies<R>(
    isolation: isolated (any Actor)? = #isolation,
    _ body: () async throws -> R
  ) async rethrows -> R {
    try await $override.withValue(DependencyScope(UUID()), operation: body)
  }
}

/// Counts the XCTest test cases that started; each count is one test's scope.
private final class XCTestCaseCounter: XCTestObservation, Sendable {
  static let shared = XCTestCaseCounter()

  private let started = Mutex(0)
  private let registered = Mutex(false)

  var currentScope: DependencyScope {
    registerOnce()
    return DependencyScope("XCTest case \(started.withLock { $0 })")
  }

  func testCaseWillStart(_ testCase: XCTestCase) {
    started.withLock { $0 += 1 }
  }

  /// Starts counting the first time a scope is asked for: the test running then is case 0.
  private func registerOnce() {
    let first = registered.withLock { registered in
      defer { registered = true }
      return !registered
    }
    guard first else { return }
    // XCTest runs tests and notifies its observers on the main thread; register there too.
    if Thread.isMainThread {
      XCTestObservationCenter.shared.addTestObserver(self)
    } else {
      DispatchQueue.main.async { XCTestObservationCenter.shared.addTestObserver(self) }
    }
  }
}
