import Synchronization

/// Catches blocking work — a file read or written, a lock taken, ``BlockingWork`` started —
/// done where it must not be: while a reducer runs.
///
/// A reducer only changes state and returns effects; the effects do the I/O. A test proves a
/// feature keeps that rule by running its reducer inside ``forbid(in:_:)`` with live clients,
/// then reading ``violations``:
///
/// ```swift
/// let monitor = BlockingWorkMonitor()
/// monitor.forbid(in: "Root.reduce") {
///   _ = Root().reduce(into: &state, action: .sesionAbierta(.demo))
/// }
/// #expect(monitor.violations == [])
/// ```
///
/// Every primitive of this module reports itself with ``check(_:)``: ``FileLock``,
/// ``AtomicFile``, ``JSONLinesFile`` and ``BlockingWork``. Outside `forbid` a check costs one
/// task-local read and does nothing.
public final class BlockingWorkMonitor: Sendable {
  private struct Forbidden: Sendable {
    let monitor: BlockingWorkMonitor
    let place: String
  }

  @TaskLocal private static var forbidden: Forbidden?

  private let found = Mutex<[String]>([])

  /// A monitor that has seen nothing yet.
  public init() {}

  /// What blocking work ran inside ``forbid(in:_:)``, in order: `"lock .pedidos.jsonl.lock
  /// in Root.reduce"`.
  public var violations: [String] { found.withLock { $0 } }

  /// Runs `body`, recording any blocking work it does — and any work started by tasks it
  /// creates, which inherit the mark — as a violation in `place`.
  ///
  /// - Parameters:
  ///   - place: Where the code runs, for the violation's text: `"Tienda.reduce"`.
  ///   - body: The code that must do no blocking work.
  /// - Returns: What `body` returns.
  public func forbid<R>(in place: String, _ body: () throws -> R) rethrows -> R {
    try Self.$forbidden.withValue(Forbidden(monitor: self, place: place), operation: body)
  }

  /// Reports `operation` to the monitor of the code running now, if it forbids blocking work.
  /// Every blocking primitive calls it first; code that blocks by other means (a bundled
  /// resource read with `Data(contentsOf:)`) should too.
  ///
  /// - Parameter operation: What is about to block: `"read catalogo.json"`.
  public static func check(_ operation: String) {
    guard let forbidden else { return }
    forbidden.monitor.found.withLock { $0.append("\(operation) in \(forbidden.place)") }
  }
}
