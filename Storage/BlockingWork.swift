import Dispatch

/// Runs blocking work — reading and writing files, waiting for a ``FileLock`` — on threads of
/// its own, so an `async` caller never blocks the main actor or a thread of Swift's
/// cooperative pool while the disk or another process makes it wait.
///
/// ```swift
/// public static func live(archivo: URL) -> ClientePedidos {
///   let libro = LibroDePedidos(url: archivo)
///   return ClientePedidos(guardar: { pedido in
///     try await BlockingWork.run { try libro.guardar(pedido) }
///   } …)
/// }
/// ```
///
/// The work runs on a concurrent Dispatch queue kept for blocking work, whose threads are
/// Dispatch's, not the cooperative pool's: a task awaiting it is suspended, and the pool's few
/// threads go on running other tasks meanwhile.
///
/// > Important: once started, the work runs to its end even if the calling task is cancelled
/// > (a half-done write is worse than a late one); a task already cancelled when it calls
/// > `run` starts nothing and throws `CancellationError`.
public enum BlockingWork {
  private static let queue = DispatchQueue(
    label: "composable.blocking-work", qos: .userInitiated, attributes: .concurrent)

  /// Runs `work` on a thread kept for blocking work and returns what it returns.
  ///
  /// - Parameter work: Synchronous work that may block: file system calls, a lock.
  /// - Returns: What `work` returns.
  /// - Throws: What `work` throws; `CancellationError` when the task was cancelled before the
  ///   work started.
  public static func run<T: Sendable>(
    _ work: @escaping @Sendable () throws -> T
  ) async throws -> T {
    BlockingWorkMonitor.check("blocking work")
    try Task.checkCancellation()
    return try await withCheckedThrowingContinuation { continuation in
      queue.async { continuation.resume(with: Result(catching: work)) }
    }
  }
}
