/// Why the tool stopped before it could report, with the exit status it ends with.
public struct PortError: Error, Equatable, Sendable, CustomStringConvertible {
  /// What went wrong and what to do about it.
  public var message: String
  /// The process's exit status: 64 for a usage error (a bad option, a directory that holds no
  /// package), 65 for a malformed skip list, 2 for a build that failed with nothing to blame on
  /// the ported files.
  public var exitStatus: Int32

  /// An error ending with `exitStatus`.
  public init(_ message: String, exitStatus: Int32) {
    self.message = message
    self.exitStatus = exitStatus
  }

  /// A usage error: exit status 64.
  public static func usage(_ message: String) -> PortError {
    PortError(message, exitStatus: 64)
  }

  /// The message.
  public var description: String { message }
}
