/// Carries the dependencies in force now into code that runs later, outside the current task:
/// a callback, a timer, a `DispatchQueue` block.
///
/// Tasks inherit dependencies by themselves; escaping closures do not. Capture them here and
/// restore them first thing in the escaping code:
///
/// ```swift
/// withEscapedDependencies { dependencies in
///   DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
///     dependencies.yield {
///       @Dependency(\.date) var date
///       registrar(date.now)  // the date of the code that scheduled this
///     }
///   }
/// }
/// ```
///
/// - Parameter operation: Receives the captured dependencies.
/// - Returns: What `operation` returns.
///
/// > Important: call ``DependencyValues/Continuation/yield(_:)-(()->R)`` at the start of the
/// > escaping code; code that runs before it sees whatever dependencies happen to be current.
public func withEscapedDependencies<R>(
  _ operation: (DependencyValues.Continuation) throws -> R
) rethrows -> R {
  try operation(DependencyValues.Continuation())
}

/// Carries the dependencies in force now into code that runs later; the async form.
public func withEscapedDependencies<R>(
  isolation: isolated (any Actor)? = #isolation,
  _ operation: (DependencyValues.Continuation) async throws -> R
) async rethrows -> R {
  try await operation(DependencyValues.Continuation())
}

extension DependencyValues {
  /// Dependencies captured by ``withEscapedDependencies(isolation:_:)``,
  /// to restore in code that runs later.
  public struct Continuation: Sendable {
    private let dependencies = DependencyValues.current

    /// Runs `operation` with the captured dependencies.
    public func yield<R>(_ operation: () throws -> R) rethrows -> R {
      try DependencyValues.withCurrent(dependencies, operation: operation)
    }

    /// Runs the async `operation` with the captured dependencies.
    public func yield<R>(
      isolation: isolated (any Actor)? = #isolation,
      _ operation: () async throws -> R
    ) async rethrows -> R {
      try await DependencyValues.withCurrent(dependencies, operation: operation)
    }
  }
}
