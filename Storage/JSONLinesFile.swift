import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A file of lines that only ever grows at the end — a journal of JSON lines, one record per
/// line — written so that a crash can only ever cut off the line being written, and read in
/// chunks, from either end, without loading the file.
///
/// ```swift
/// let diario = JSONLinesFile(url: carpeta.appending(path: "pedidos.jsonl"))
/// try diario.createIfMissing(firstLine: Data(#"{"version":2}"#.utf8))
/// try cerrojo.withLock {
///   try diario.repairTornTail()
///   try diario.append(Data(#"{"numero":1}"#.utf8))
/// }
/// try diario.forEachLine(.newestFirst) { linea in print(linea); return true }
/// ```
///
/// - **Complete lines only.** A line counts once its newline is on disk. Readers skip bytes
///   after the last newline: the line a writer is writing right now, or one a killed writer
///   left half-written.
/// - **Appending** writes the line and its newline with one `write(2)` in append mode and
///   flushes it with `fsync(2)` before returning, so a line ``append(_:)`` returned for
///   survives a crash of the process or the machine.
/// - **Creating** is all or nothing: ``createIfMissing(firstLine:)`` links a flushed temporary
///   file into place, and never replaces a file that exists.
///
/// > Important: appending is safe from several processes only under one ``FileLock`` held
/// > around ``repairTornTail()`` and ``append(_:)`` together; reading needs no lock.
public struct JSONLinesFile: Sendable {
  /// Which end reading starts from.
  public enum Order: Sendable {
    /// From the first line to the last.
    case oldestFirst
    /// From the last line to the first.
    case newestFirst
  }

  /// The file.
  public let url: URL

  /// The file at `url`, which may not exist yet.
  public init(url: URL) { self.url = url }

  /// How much is read at a time: a small first read, since a line is usually short, then
  /// doubling up to 64 KiB.
  static let firstChunkSize = 4 * 1024
  static let chunkSize = 64 * 1024
  private static let newline = UInt8(ascii: "\n")

  /// Whether the file exists.
  public var exists: Bool {
    BlockingWorkMonitor.check("look for \(url.lastPathComponent)")
    return FileManager.default.fileExists(atPath: url.path)
  }

  /// Creates the file with `firstLine` as its only line, unless it exists.
  ///
  /// - Returns: Whether this call created it.
  @discardableResult
  public func createIfMissing(firstLine: Data) throws -> Bool {
    guard !exists else { return false }
    return try createIfMissing(lines: [firstLine])
  }

  /// Creates the file with `lines`, unless it exists — all of them or none: they are written
  /// to a temporary file, flushed, and linked into place with `link(2)`, which fails rather
  /// than replace a file that appeared meanwhile.
  ///
  /// - Returns: Whether this call created it.
  @discardableResult
  public func createIfMissing(lines: [Data]) throws -> Bool {
    guard !exists else { return false }
    var contents = Data()
    for line in lines {
      contents.append(line)
      contents.append(Self.newline)
    }
    let folder = url.deletingLastPathComponent()
    // Named as `AtomicFile` names its temporaries, so the same cleanup removes it if this
    // process dies before unlinking it.
    let temporary = AtomicFile.temporaryFile(for: url)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { unlink(temporary.path) }
    try Self.withDescriptor(temporary, O_WRONLY | O_CREAT | O_EXCL, step: "create") { fd in
      try Self.writeAll(contents, to: fd, path: temporary.path)
      guard fsync(fd) == 0 else {
        throw FileError(step: "flush", path: temporary.path, code: errno)
      }
    }
    guard link(temporary.path, url.path) == 0 else {
      if errno == EEXIST { return false }
      throw FileError(step: "link into place", path: url.path, code: errno)
    }
    Self.synchronizeFolder(folder)
    return true
  }

  /// Appends `line` and a newline, and returns once both are on disk.
  ///
  /// - Parameter line: One record, without newlines.
  /// - Precondition: `line` contains no newline.
  public func append(_ line: Data) throws {
    precondition(!line.contains(Self.newline), "a line of a JSONLinesFile has no newline")
    var record = line
    record.append(Self.newline)
    try Self.withDescriptor(url, O_WRONLY | O_APPEND, step: "open for appending") { fd in
      try Self.writeAll(record, to: fd, path: url.path)
      guard fsync(fd) == 0 else { throw FileError(step: "flush", path: url.path, code: errno) }
    }
  }

  /// Cuts off what follows the last newline: a line a writer was killed in the middle of.
  /// A file with no newline at all is left as it is.
  ///
  /// - Returns: How many bytes were cut off.
  @discardableResult
  public func repairTornTail() throws -> Int {
    try Self.withDescriptor(url, O_RDWR, step: "open for repair") { fd in
      let size = try Self.size(of: fd, path: url.path)
      let end = try Self.endOfLastLine(fd, size: size, path: url.path)
      guard end > 0, end < size else { return 0 }
      guard ftruncate(fd, off_t(end)) == 0, fsync(fd) == 0 else {
        throw FileError(step: "repair", path: url.path, code: errno)
      }
      return Int(size - end)
    }
  }

  /// The first complete line, or `nil` when there is none (or no file).
  public func firstLine() throws -> Data? {
    var first: Data?
    try forEachLine(.oldestFirst) { line in
      first = line
      return false
    }
    return first
  }

  /// The last complete line, or `nil` when there is none (or no file). Reads only the end of
  /// the file.
  public func lastLine() throws -> Data? {
    var last: Data?
    try forEachLine(.newestFirst) { line in
      last = line
      return false
    }
    return last
  }

  /// Visits each complete line, without its newline, in `order`, reading a chunk at a time; a
  /// file that does not exist has no lines.
  ///
  /// - Parameters:
  ///   - order: From which end to start.
  ///   - visit: Called with each line; return `false` to stop.
  public func forEachLine(_ order: Order, _ visit: (Data) throws -> Bool) throws {
    guard exists else { return }
    try Self.withDescriptor(url, O_RDONLY, step: "open for reading") { fd in
      let size = try Self.size(of: fd, path: url.path)
      let end = try Self.endOfLastLine(fd, size: size, path: url.path)
      switch order {
      case .oldestFirst: try Self.forward(fd, end: end, path: url.path, visit)
      case .newestFirst: try Self.backward(fd, end: end, path: url.path, visit)
      }
    }
  }

  // MARK: - Reading

  private static func forward(
    _ fd: Int32, end: Int64, path: String, _ visit: (Data) throws -> Bool
  ) throws {
    var offset: Int64 = 0
    var partial = Data()
    var size = firstChunkSize
    while offset < end {
      let chunk = try read(fd, from: offset, count: Int(min(Int64(size), end - offset)), path)
      offset += Int64(chunk.count)
      size = min(size * 2, chunkSize)
      var start = chunk.startIndex
      while let newline = chunk[start...].firstIndex(of: newline) {
        partial.append(chunk[start..<newline])
        guard try visit(partial) else { return }
        partial = Data()
        start = chunk.index(after: newline)
      }
      partial.append(chunk[start...])
    }
  }

  private static func backward(
    _ fd: Int32, end: Int64, path: String, _ visit: (Data) throws -> Bool
  ) throws {
    guard end > 0 else { return }
    // `end` is just past the last newline; lines are the runs between newlines before it.
    var position = end - 1
    var partial = Data()
    var size = firstChunkSize
    while position > 0 {
      let start = max(0, position - Int64(size))
      let chunk = try read(fd, from: start, count: Int(position - start), path)
      size = min(size * 2, chunkSize)
      var lineEnd = chunk.endIndex
      while let newline = chunk[..<lineEnd].lastIndex(of: newline) {
        guard try visit(chunk[chunk.index(after: newline)..<lineEnd] + partial) else { return }
        partial = Data()
        lineEnd = newline
      }
      partial = chunk[..<lineEnd] + partial
      position = start
    }
    _ = try visit(partial)
  }

  /// The offset just past the last newline: where the complete lines end. Zero when there is
  /// no newline.
  private static func endOfLastLine(_ fd: Int32, size: Int64, path: String) throws -> Int64 {
    var position = size
    var chunkSize = firstChunkSize
    while position > 0 {
      let start = max(0, position - Int64(chunkSize))
      let chunk = try read(fd, from: start, count: Int(position - start), path)
      chunkSize = min(chunkSize * 2, Self.chunkSize)
      if let newline = chunk.lastIndex(of: newline) {
        return start + Int64(newline - chunk.startIndex) + 1
      }
      position = start
    }
    return 0
  }

  // MARK: - System calls

  private static func withDescriptor<T>(
    _ url: URL, _ flags: Int32, step: String, _ body: (Int32) throws -> T
  ) throws -> T {
    BlockingWorkMonitor.check("\(step) \(url.lastPathComponent)")
    let fd = open(url.path, flags | O_CLOEXEC, 0o644)
    guard fd >= 0 else { throw FileError(step: step, path: url.path, code: errno) }
    defer { close(fd) }
    return try body(fd)
  }

  private static func size(of fd: Int32, path: String) throws -> Int64 {
    let size = lseek(fd, 0, SEEK_END)
    guard size >= 0 else { throw FileError(step: "measure", path: path, code: errno) }
    return Int64(size)
  }

  private static func read(
    _ fd: Int32, from offset: Int64, count: Int, _ path: String
  ) throws
    -> Data
  {
    var buffer = [UInt8](repeating: 0, count: count)
    var done = 0
    while done < count {
      let got = buffer.withUnsafeMutableBytes { bytes in
        pread(fd, bytes.baseAddress! + done, count - done, off_t(offset) + off_t(done))
      }
      if got < 0, errno == EINTR { continue }
      guard got > 0 else {
        throw FileError(step: "read", path: path, code: got < 0 ? errno : EIO)
      }
      done += got
    }
    return Data(buffer)
  }

  /// Flushes a folder's entries, so a file linked into it survives a crash.
  private static func synchronizeFolder(_ folder: URL) {
    let fd = open(folder.path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else { return }
    _ = fsync(fd)
    _ = close(fd)
  }

  private static func writeAll(_ data: Data, to fd: Int32, path: String) throws {
    try data.withUnsafeBytes { bytes in
      var done = 0
      while done < bytes.count {
        let wrote = write(fd, bytes.baseAddress! + done, bytes.count - done)
        if wrote < 0, errno == EINTR { continue }
        guard wrote > 0 else { throw FileError(step: "write", path: path, code: errno) }
        done += wrote
      }
    }
  }
}
