import Foundation
import Storage
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The file system ``SharedKey/fileStorage(_:decoder:encoder:)`` reads and writes: the real one
/// in the app, a file system in memory in tests and previews.
///
/// A test that wants the real disk says so:
///
/// ```swift
/// let store = TestStore(initialState: Carrito.State()) {
///   Carrito()
/// } withDependencies: {
///   $0.defaultFileStorage = .fileSystem
/// }
/// ```
public struct FileStorage: Hashable, Sendable {
  let backend: any FileStorageBackend

  /// The disk. A change is one transaction on the file, safe with other processes: an advisory
  /// lock (`flock(2)`) on a lock file beside it (`.<name>.lock`), a fresh read if another
  /// process changed the file, the change, and an atomic write (a temporary file in the same
  /// folder, flushed, then renamed over the file). Readers see the old file or the new one,
  /// never a mix; concurrent writers take turns, and none loses another's change.
  public static let fileSystem = FileStorage(backend: DiskFileSystem())

  /// A file system in memory that starts empty, so nothing written reaches the disk. Each test
  /// gets its own (``DependencyValues/defaultFileStorage``).
  public static var inMemory: FileStorage { FileStorage(backend: MemoryFileSystem()) }

  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.backend === rhs.backend }
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(backend)) }
}

private enum DefaultFileStorageKey: DependencyKey {
  static var liveValue: FileStorage { .fileSystem }
  static var testValue: FileStorage { .inMemory }
  static var previewValue: FileStorage { .inMemory }
}

extension DependencyValues {
  /// The file system ``SharedKey/fileStorage(_:decoder:encoder:)`` uses: the disk in the app; a
  /// fresh one in memory for each test and preview.
  public var defaultFileStorage: FileStorage {
    get { self[DefaultFileStorageKey.self] }
    set { self[DefaultFileStorageKey.self] = newValue }
  }
}

/// What file storage needs from a file system.
protocol FileStorageBackend: AnyObject, Sendable {
  /// The file's contents, or `nil` when there is no file.
  func read(_ url: URL) throws -> Data?
  /// Replaces the file's contents, so readers see either the old contents or the new.
  func write(_ data: Data, to url: URL) throws
  /// A token that changes whenever the file changes (or appears, or goes).
  func revision(of url: URL) -> AnyHashable
  /// Runs `body` while no other writer (in this process or another) changes the file.
  func withExclusiveAccess<R>(to url: URL, _ body: () throws -> R) rethrows -> R
}

/// The disk, safe with other processes (see ``FileStorage/fileSystem``).
final class DiskFileSystem: FileStorageBackend {
  func read(_ url: URL) throws -> Data? { try AtomicFile.read(url) }

  func write(_ data: Data, to url: URL) throws { try AtomicFile.write(data, to: url) }

  /// The file's identity and times: an atomic replacement is a new inode, an edit in place a
  /// new modification time or size.
  func revision(of url: URL) -> AnyHashable {
    var info = stat()
    guard stat(url.path, &info) == 0 else { return AnyHashable("absent") }
    return AnyHashable([
      Int(info.st_dev), Int(info.st_ino), Int(info.st_size),
      Int(info.st_mtim.tv_sec), Int(info.st_mtim.tv_nsec),
      Int(info.st_ctim.tv_sec), Int(info.st_ctim.tv_nsec),
    ])
  }

  /// Holds the file's lock (`.<name>.lock` beside it, the `Storage` module's `FileLock`).
  /// Should the lock be impossible to take — no lock file, or another process holding it past
  /// the lock's timeout — `body` runs anyway: the write that follows is still atomic, and
  /// reports its own problems.
  func withExclusiveAccess<R>(to url: URL, _ body: () throws -> R) rethrows -> R {
    try FileLock(guarding: url).withLockIfPossible(body)
  }
}

/// A file system in memory: files are entries in a dictionary, each with a revision counter.
final class MemoryFileSystem: FileStorageBackend {
  private struct File {
    var data: Data
    var revision: Int
  }

  private let files = Mutex<[String: File]>([:])
  private let revisions = Mutex(0)

  func read(_ url: URL) -> Data? { files.withLock { $0[url.path]?.data } }

  func write(_ data: Data, to url: URL) {
    let revision = revisions.withLock { counter in
      counter += 1
      return counter
    }
    files.withLock { $0[url.path] = File(data: data, revision: revision) }
  }

  func revision(of url: URL) -> AnyHashable {
    AnyHashable(files.withLock { $0[url.path]?.revision ?? 0 })
  }

  func withExclusiveAccess<R>(to url: URL, _ body: () throws -> R) rethrows -> R { try body() }
}
