/// Why a line typed in a session was not understood: the session shows ``message`` and goes
/// on, the state unchanged.
public struct CommandError: Error, Equatable, Sendable {
  /// What went wrong.
  public enum Kind: Equatable, Sendable {
    /// No command has this name.
    case unknown
    /// The command exists, but its words are wrong: the message is its usage.
    case misused
  }

  /// What went wrong.
  public var kind: Kind
  /// The name typed, normalized for a known command.
  public var name: String
  /// The message for the person.
  public var message: String

  /// An error of `kind` about the command `name`, saying `message`.
  public init(kind: Kind, name: String, message: String) {
    (self.kind, self.name, self.message) = (kind, name, message)
  }
}
