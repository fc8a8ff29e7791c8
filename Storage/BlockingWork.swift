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
/// Each work runs on a Dispatch serial queue of its own, whose thread is Dispatch's, not the
/// cooperative pool's: a task awaiting it is suspended, and the pool's few threads go on running
/// other tasks meanwhile. A queue of its own, not one shared concurrent queue: Dispatch gives a
/// new serial queue a thread at once even when every other one is blocked, while a concurrent
/// queue's threads are capped near the core count and grow slowly — ten works waiting on file
/// locks would hold up every other file read behind them.
///
/// > Important: once started, the work runs to its end even if the calling task is cancelled
/// > (a half-done write is worse than a late one); a task already cancelled when it calls
/// > `run` starts nothing and throws `CancellationError`.
public enum BlockingWork {

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
      DispatchQueue(label: "composable.blocking-work", qos: .userInitiated).async {
        continuation.resume(with: Result(catching: work))
      }
    }
  }
}
