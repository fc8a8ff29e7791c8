import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Replaces a file's contents so that a reader — or a crash — sees either the old file or the
/// new one, never a mix: how `@Shared(.fileStorage(_:))` saves, and how a live client that
/// rewrites a whole file (the users, a kept cart, an order kept aside) does. A file that only
/// grows at the end, such as the order book's journal, is a ``JSONLinesFile`` instead.
///
/// ```swift
/// let ajustes = carpeta.appending(path: "ajustes.json")
/// try FileLock(guarding: ajustes).withLock {
///   AtomicFile.removeAbandonedTemporaries(of: ajustes)
///   try AtomicFile.write(try JSONEncoder().encode(nuevos), to: ajustes)
/// }
/// ```
///
/// The data goes to a temporary file in the same folder, which is flushed to disk and then
/// renamed over the destination (`rename(2)` is atomic within a file system). A crash before
/// the rename leaves the old file intact and a stray `.*.tmp` file that nothing reads, which
/// ``removeAbandonedTemporaries(of:)`` deletes.
///
/// > Important: an atomic write does not make a read-modify-write safe: two processes that
/// > read, change and write the same file can still lose one change. Hold the file's
/// > ``FileLock`` around the whole change.
public enum AtomicFile {

  /// Writes `data` to `destination`, creating its folder if needed.
  ///
  /// - Parameters:
  ///   - data: The file's new contents.
  ///   - destination: The file to replace or create.
  ///   - permissions: The file's POSIX permissions, such as `0o600` for secrets.
  /// - Throws: ``FileError`` when the temporary file can't be created or renamed into place, or
  ///   the file system's error when its folder can't be created or the data written. The old
  ///   file is then left as it was.
  public static func write(_ data: Data, to destination: URL, permissions: Int = 0o644) throws {
    BlockingWorkMonitor.check("write \(destination.lastPathComponent)")
    let manager = FileManager.default
    let folder = destination.deletingLastPathComponent()
    try manager.createDirectory(at: folder, withIntermediateDirectories: true)
    let temporary = temporaryFile(for: destination)
    guard
      manager.createFile(
        atPath: temporary.path, contents: nil, attributes: [.posixPermissions: permissions])
    else { throw FileError(step: "create", path: temporary.path, code: errno) }
    do {
      let handle = try FileHandle(forWritingTo: temporary)
      do {
        try handle.write(contentsOf: data)
        try handle.synchronize()
        try handle.close()
      } catch {
        try? handle.close()
        throw error
      }
      guard rename(temporary.path, destination.path) == 0 else {
        throw FileError(step: "rename into place", path: temporary.path, code: errno)
      }
    } catch {
      try? manager.removeItem(at: temporary)
      throw error
    }
    synchronizeFolder(folder)
  }

  /// The contents of `file`, or `nil` when there is no such file: the read that goes with
  /// ``write(_:to:permissions:)``, which sees the old contents or the new, never a mix.
  ///
  /// - Parameter file: The file to read.
  /// - Returns: Its contents; `nil` when it does not exist.
  /// - Throws: The file system's error when it exists but can't be read.
  public static func read(_ file: URL) throws -> Data? {
    BlockingWorkMonitor.check("read \(file.lastPathComponent)")
    guard FileManager.default.fileExists(atPath: file.path) else { return nil }
    return try Data(contentsOf: file)
  }

  /// A new name for a temporary file beside `destination` (`.NAME.UUID.tmp`), of the kind
  /// ``removeAbandonedTemporaries(of:)`` deletes: for a writer that puts `destination` in place
  /// some other way (such as `link(2)`, which never replaces a file) and wants the same cleanup
  /// should it die first.
  ///
  /// - Parameter destination: The file the temporary one will become.
  /// - Returns: A path in `destination`'s folder that no other call returns.
  public static func temporaryFile(for destination: URL) -> URL {
    destination.deletingLastPathComponent().appending(
      path: ".\(destination.lastPathComponent).\(UUID().uuidString).tmp")
  }

  /// Deletes the temporary files that writes of `destination` left behind when their process
  /// died before renaming them (`.NAME.*.tmp` beside it).
  ///
  /// - Parameter destination: The file whose writes left them.
  /// - Returns: How many it deleted.
  ///
  /// > Important: call it only while holding the lock every writer of `destination` holds while
  /// > writing; otherwise it may delete the temporary file of a write in progress, which then
  /// > fails.
  @discardableResult
  public static func removeAbandonedTemporaries(of destination: URL) -> Int {
    BlockingWorkMonitor.check("clean up beside \(destination.lastPathComponent)")
    let folder = destination.deletingLastPathComponent()
    let prefix = ".\(destination.lastPathComponent)."
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    var removed = 0
    for name in names where name.hasPrefix(prefix) && name.hasSuffix(".tmp") {
      if (try? FileManager.default.removeItem(at: folder.appending(path: name))) != nil {
        removed += 1
      }
    }
    return removed
  }

  /// Flushes the folder's entry for the renamed file, so the rename itself survives a crash.
  private static func synchronizeFolder(_ folder: URL) {
    let descriptor = open(folder.path, O_RDONLY)
    guard descriptor >= 0 else { return }
    _ = fsync(descriptor)
    _ = close(descriptor)
  }
}
