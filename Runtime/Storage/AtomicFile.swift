import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Replaces a file's contents so that a reader — or a crash — sees either the old file or the
/// new one, never a mix. Live clients that persist data (orders, users) write through it.
///
/// The data goes to a temporary file in the same folder, which is flushed to disk and then
/// renamed over the destination (`rename(2)` is atomic within a file system). A crash before
/// the rename leaves the old file intact and a stray `.*.tmp` file that nothing reads.
package enum AtomicFile {
  /// The error when a step of the write fails.
  package struct Error: Swift.Error, CustomStringConvertible {
    package let step: String
    package let code: Int32
    package var description: String {
      "Atomic write failed at \(step): \(String(cString: strerror(code)))"
    }
  }

  /// Writes `data` to `destination`, creating its folder if needed.
  ///
  /// - Parameter permissions: the file's POSIX permissions, such as `0o600` for secrets.
  package static func write(_ data: Data, to destination: URL, permissions: Int = 0o644) throws {
    let manager = FileManager.default
    let folder = destination.deletingLastPathComponent()
    try manager.createDirectory(at: folder, withIntermediateDirectories: true)
    let temporary = folder.appending(
      path: ".\(destination.lastPathComponent).\(UUID().uuidString).tmp")
    guard
      manager.createFile(
        atPath: temporary.path, contents: nil, attributes: [.posixPermissions: permissions])
    else { throw Error(step: "create \(temporary.lastPathComponent)", code: errno) }
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
        throw Error(step: "rename", code: errno)
      }
    } catch {
      try? manager.removeItem(at: temporary)
      throw error
    }
    synchronizeFolder(folder)
  }

  /// Deletes the temporary files that writes of `destination` left behind when their process
  /// died before renaming them (`.NAME.*.tmp` beside it). Returns how many it deleted.
  ///
  /// > Important: call it only while holding the lock every writer of `destination` holds while
  /// > writing; otherwise it may delete the temporary file of a write in progress, which then
  /// > fails.
  @discardableResult
  package static func removeAbandonedTemporaries(of destination: URL) -> Int {
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
