#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A system call on a file failed: which step, on which file, and the `errno` it set.
///
/// ```swift
/// do { try FileLock(url: url).withLock { … } } catch let error as FileError {
///   print(error)  // "Could not lock /datos/.pedidos.jsonl.lock: Permission denied"
/// }
/// ```
public struct FileError: Error, Equatable, CustomStringConvertible {
  /// What was being done, as a phrase: `"lock"`, `"append to"`.
  public var step: String
  /// The file's path.
  public var path: String
  /// The `errno` the call set.
  public var code: Int32

  /// Creates the error for `step` on `path` with `errno` `code`.
  public init(step: String, path: String, code: Int32) {
    self.step = step
    self.path = path
    self.code = code
  }

  public var description: String {
    "Could not \(step) \(path): \(String(cString: strerror(code)))"
  }
}
