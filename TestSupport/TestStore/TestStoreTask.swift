@_spi(Driver) import Runtime

/// The effects one `send` started, in a test: cancel them, or wait for them.
///
/// ```swift
/// let tarea = await store.send(.iniciar)
/// await reloj.advance(by: .seconds(1))
/// await store.receive(\.tick) { $0.segundos = 1 }
/// await tarea.cancel()  // ends the effect without going through the reducer
/// ```
@MainActor
public struct TestStoreTask: Hashable, Sendable {
  let origin: StoreTask
  let executor: SettlingExecutor
  let timeout: Duration

  /// Cancels the effects and lets the cancellation settle. What they would send is dropped.
  public func cancel() async {
    origin.cancel()
    await executor.settle(until: ContinuousClock.now.advanced(by: timeout * 5))
  }

  /// Waits until the effects have finished; fails, naming them, after `timeout` of real time
  /// (the store's timeout by default).
  public func finish(
    timeout: Duration? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    guard origin.startedEffects else { return }
    let limit = timeout ?? self.timeout
    let deadline = ContinuousClock.now.advanced(by: limit)
    await executor.settle(until: ContinuousClock.now.advanced(by: limit * 5))
    while origin.isRunning, ContinuousClock.now < deadline {
      try? await Task.sleep(for: .milliseconds(1))
      await executor.settle(until: ContinuousClock.now.advanced(by: limit * 5))
    }
    if origin.isRunning {
      FailureReporter.fail(
        Message.effectStillRunning(origin: origin, context: .finish(limit)),
        at: TestLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }
  }

  /// Whether ``cancel()`` was called.
  public var isCancelled: Bool { origin.isCancelled }

  public nonisolated static func == (lhs: Self, rhs: Self) -> Bool { lhs.origin == rhs.origin }

  public nonisolated func hash(into hasher: inout Hasher) {
    hasher.combine(origin)
  }
}
