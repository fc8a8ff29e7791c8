import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes a recording as the session goes, one JSON line per event, to a file it creates.
///
/// ```swift
/// let writer = try RecordingWriter(path: "sesion.jsonl")
/// let session = LiveSession(feature, recordingTo: writer) { $0.dado = .live }
/// ```
///
/// The file is created new — an existing file is never overwritten — and starts with the
/// version line. Each line is written with one `write(2)` as soon as it is known, so a session
/// that is killed keeps every line but the one being written; nothing is written after the end
/// line.
public final class RecordingWriter: @unchecked Sendable {
  // @unchecked: `handle` is only read or written while `lock` is held.

  /// Why a recording could not be started.
  public struct CreationError: Error, Equatable {
    /// Why the file can't be created.
    public enum Reason: Equatable, Sendable {
      /// The file exists, and a recording never overwrites one.
      case exists
      /// The system refused; its description.
      case system(String)
    }

    /// The path asked for.
    public var path: String
    /// Why it failed.
    public var reason: Reason
  }

  /// Where the recording goes.
  public let path: String
  private let onFailure: @Sendable (any Error) -> Void
  // An `NSLock`, not a `Mutex`: several threads may contend for it, and the thread sanitizer
  // cannot follow a contended `Mutex`.
  private let lock = NSLock()
  private var handle: FileHandle?

  /// Creates the file at `path`, which must not exist yet, and writes the version line.
  ///
  /// - Parameters:
  ///   - path: The new file's path, relative to the current directory or absolute.
  ///   - onFailure: Told, once, when a line can't be written (a full disk); the recording
  ///     stops there and the session goes on.
  /// - Throws: ``CreationError`` when the file exists or can't be created.
  public init(
    path: String, onFailure: @escaping @Sendable (any Error) -> Void = { _ in }
  ) throws(CreationError) {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else {
      let reason: CreationError.Reason =
        errno == EEXIST ? .exists : .system(String(cString: strerror(errno)))
      throw CreationError(path: path, reason: reason)
    }
    self.path = path
    self.onFailure = onFailure
    handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
    write(RecordingLine<Never>.version(RecordingLine<Never>.currentVersion))
  }

  /// Appends `line`; after the end line, nothing more is written.
  func write<Action>(_ line: RecordingLine<Action>) {
    lock.withLock {
      guard let handle else { return }
      if case .end = line { self.handle = nil }
      do {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        try handle.write(contentsOf: try encoder.encode(line) + Data("\n".utf8))
      } catch {
        self.handle = nil
        onFailure(error)
      }
    }
  }
}
