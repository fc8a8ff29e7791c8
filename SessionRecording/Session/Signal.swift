@_spi(Driver) import Runtime

/// Wakes a session waiting for something to happen, from any thread: an answer arriving, a
/// line of input, the wall clock reaching a due time, a job resuming an effect. A signal given
/// while nobody waits is kept for the next wait.
final class Signal: Sendable {
  private let state = SanitizerVisibleLock<
    (given: Bool, waiter: CheckedContinuation<Void, Never>?)
  >(
    (false, nil))

  /// Wakes the waiter, or the next one.
  func give() {
    let waiter = state.withLock { state in
      guard let waiter = state.waiter else {
        state.given = true
        return CheckedContinuation<Void, Never>?.none
      }
      state.waiter = nil
      return waiter
    }
    waiter?.resume()
  }

  /// Returns once the signal is given (at once if it was given since the last wait).
  ///
  /// - Parameter onSuspend: Called, in the caller's isolation before it suspends, when the
  ///   signal was not given.
  nonisolated(nonsending) func wait(onSuspend: () -> Void = {}) async {
    await withCheckedContinuation { continuation in
      let given = state.withLock { state in
        if state.given {
          state.given = false
          return true
        }
        state.waiter = continuation
        return false
      }
      if given { continuation.resume() } else { onSuspend() }
    }
  }
}
