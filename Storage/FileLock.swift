import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// An exclusive lock that every process using the same lock file takes in turn: an advisory
/// `flock(2)` lock on a small file kept for that purpose, waited for at most ``timeout``.
///
/// ```swift
/// let cerrojo = FileLock(guarding: carpeta.appending(path: "pedidos.jsonl"))
/// let numero = try cerrojo.withLock {
///   // read the last number, append the next one: no other process is in here meanwhile
/// }
/// ```
///
/// The lock is held from the moment `withLock` gets it until its body returns or throws; a
/// process that dies holding it releases it (the kernel closes its files), so a crash never
/// leaves the lock taken. Within one process, separate calls exclude each other too: each
/// opens the file anew, and `flock` treats separate opens independently.
///
/// A holder that keeps the lock longer than ``timeout`` — a process stopped in a debugger, a
/// disk that hangs — does not hang the others: they give up with ``FileLockTimeout``, which an
/// app turns into a message for the person ("try again in a moment").
///
/// > Important: lock a file that is never replaced. Locking the data file itself does not
/// > work once it is replaced atomically (renamed over): the next process opens the new file
/// > and locks a different one. The lock file is created on first use and never deleted.
/// > Taking the lock blocks the calling thread: call it from ``BlockingWork/run(_:)``, never
/// > from the main actor or a task of the cooperative pool.
public struct FileLock: Sendable {
  /// How long ``withLock(_:)`` waits for other holders unless told otherwise: 10 seconds.
  public static let defaultTimeout = Duration.seconds(10)

  /// The lock file.
  public let url: URL
  /// How long to wait for other holders before giving up with ``FileLockTimeout``.
  public var timeout: Duration

  /// A lock on the file at `url`, created with its folder on first use.
  ///
  /// - Parameters:
  ///   - url: The lock file.
  ///   - timeout: How long to wait for other holders; ``defaultTimeout`` by default.
  public init(url: URL, timeout: Duration = FileLock.defaultTimeout) {
    self.url = url
    self.timeout = timeout
  }

  /// The lock for the data file `file`, by convention `.NAME.lock` in the same folder
  /// (`.pedidos.jsonl.lock` for `pedidos.jsonl`) — the lock file storage uses too.
  ///
  /// - Parameters:
  ///   - file: The data file the lock guards.
  ///   - timeout: How long to wait for other holders; ``defaultTimeout`` by default.
  public init(guarding file: URL, timeout: Duration = FileLock.defaultTimeout) {
    self.init(
      url: file.deletingLastPathComponent().appending(path: ".\(file.lastPathComponent).lock"),
      timeout: timeout)
  }

  /// Runs `body` holding the lock, waiting for other holders first — at most ``timeout``.
  ///
  /// - Parameter body: The work that needs the lock. It runs on the calling thread.
  /// - Returns: What `body` returns.
  /// - Throws: ``FileLockTimeout`` when other holders kept it longer than ``timeout``;
  ///   ``FileError`` when the lock file can't be created, opened or locked; whatever `body`
  ///   throws.
  public func withLock<T>(_ body: () throws -> T) throws -> T {
    let descriptor = try lock()
    defer { close(descriptor) }
    return try body()
  }

  /// Runs `body` holding the lock when it can be taken, and without it when it can't (the lock
  /// file can't be created, or other holders kept it past ``timeout``): for a writer whose
  /// own write reports failures anyway and must not be stopped by the lock alone.
  ///
  /// - Parameter body: The work that should hold the lock.
  /// - Returns: What `body` returns.
  public func withLockIfPossible<T>(_ body: () throws -> T) rethrows -> T {
    guard let descriptor = try? lock() else { return try body() }
    defer { close(descriptor) }
    return try body()
  }

  /// Takes the lock, waiting for other holders first, and returns the lock file's descriptor:
  /// closing it releases the lock.
  ///
  /// The wait polls a non-blocking `flock` with a growing pause (1 ms to 50 ms), so it can
  /// stop at the deadline; the lock is usually free, and then it costs one call.
  private func lock() throws -> Int32 {
    BlockingWorkMonitor.check("lock \(url.lastPathComponent)")
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    let descriptor = open(url.path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { throw FileError(step: "open", path: url.path, code: errno) }
    let start = ContinuousClock.now
    var pause = Duration.milliseconds(1)
    while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
      let code = errno
      if code == EINTR { continue }
      guard code == EWOULDBLOCK || code == EAGAIN else {
        close(descriptor)
        throw FileError(step: "lock", path: url.path, code: code)
      }
      let waited = ContinuousClock.now - start
      guard waited < timeout else {
        close(descriptor)
        throw FileLockTimeout(path: url.path, waited: timeout)
      }
      Thread.sleep(forTimeInterval: Self.seconds(min(pause, timeout - waited)))
      pause = min(pause * 2, .milliseconds(50))
    }
    return descriptor
  }

  private static func seconds(_ duration: Duration) -> TimeInterval {
    let (seconds, attoseconds) = duration.components
    return TimeInterval(seconds) + TimeInterval(attoseconds) / 1e18
  }
}

/// Another process (or another part of this one) held a ``FileLock`` longer than the lock's
/// timeout: the work that needed it was not done, and nothing was changed.
///
/// ```swift
/// do { try cerrojo.withLock { … } } catch let error as FileLockTimeout {
///   print(error)  // "Gave up waiting 10 seconds for the lock /datos/.pedidos.jsonl.lock, …"
/// }
/// ```
///
/// It is a passing condition, not damage: trying again later usually works. An app says so to
/// the person in its own words.
public struct FileLockTimeout: Error, Equatable, Sendable, CustomStringConvertible {
  /// The lock file.
  public var path: String
  /// How long the caller waited.
  public var waited: Duration

  /// Creates the error for the lock file at `path`, given up on after `waited`.
  public init(path: String, waited: Duration) {
    self.path = path
    self.waited = waited
  }

  public var description: String {
    "Gave up waiting \(waited) for the lock \(path), held by another process; nothing was "
      + "changed. Try again in a moment."
  }
}
