extension Task where Failure == Never {
  /// Suspends until the task is cancelled, then throws `CancellationError`: work that never
  /// finishes on its own. A test double for an endpoint that never answers:
  ///
  /// ```swift
  /// $0.cliente.dato = { _ in try await Task.never() }
  /// ```
  public static func never() async throws -> Success {
    try await suspendUntilCancelled()
  }
}

extension Task where Success == Never, Failure == Never {
  /// Suspends until the task is cancelled, then throws `CancellationError`.
  public static func never() async throws {
    let _: Never = try await suspendUntilCancelled()
  }
}

/// Suspends until the current task is cancelled, then throws `CancellationError`.
private func suspendUntilCancelled<T>() async throws -> T {
  let (stream, continuation) = AsyncStream<Never>.makeStream()
  // Ends only when the task is cancelled: nothing ever yields or finishes it.
  for await _ in stream {}
  continuation.finish()
  throw CancellationError()
}
