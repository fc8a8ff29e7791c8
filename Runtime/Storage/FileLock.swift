import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// An exclusive lock that every process using the same lock file takes in turn: an advisory
/// `flock(2)` lock on a small file kept for that purpose.
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
/// > Important: lock a file that is never replaced. Locking the data file itself does not
/// > work once it is replaced atomically (renamed over): the next process opens the new file
/// > and locks a different one. The lock file is created on first use and never deleted.
public struct FileLock: Sendable {
  /// The lock file.
  public let url: URL

  /// A lock on the file at `url`, created with its folder on first use.
  public init(url: URL) { self.url = url }

  /// The lock for the data file `file`, by convention `.NAME.lock` in the same folder
  /// (`.pedidos.jsonl.lock` for `pedidos.jsonl`) — the lock file storage uses too.
  public init(guarding file: URL) {
    url = file.deletingLastPathComponent().appending(path: ".\(file.lastPathComponent).lock")
  }

  /// Runs `body` holding the lock, waiting for other holders first.
  ///
  /// - Parameter body: The work that needs the lock. It runs on the calling thread.
  /// - Returns: What `body` returns.
  /// - Throws: ``FileError`` when the lock file can't be created, opened or locked; whatever
  ///   `body` throws.
  public func withLock<T>(_ body: () throws -> T) throws -> T {
    let descriptor = try lock()
    defer { close(descriptor) }
    return try body()
  }

  /// Takes the lock, waiting for other holders first, and returns the lock file's descriptor:
  /// closing it releases the lock.
  func lock() throws -> Int32 {
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    let descriptor = open(url.path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { throw FileError(step: "open", path: url.path, code: errno) }
    while flock(descriptor, LOCK_EX) != 0 {
      guard errno == EINTR else {
        let code = errno
        close(descriptor)
        throw FileError(step: "lock", path: url.path, code: code)
      }
    }
    return descriptor
  }
}
