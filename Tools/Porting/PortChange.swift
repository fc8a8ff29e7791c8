/// One thing the port changed in a file, said so a reader can check it.
public struct PortChange: Sendable, Equatable, Codable {
  /// What kind of change it is.
  public enum Kind: String, Sendable, Codable {
    /// An import rewritten or removed.
    case imports
    /// A view, preview or UI-only block left out.
    case dropped
    /// Test code adapted to what Linux's XCTest offers.
    case adapted
    /// A test left out on purpose.
    case skipped
  }

  /// What kind of change it is.
  public var kind: Kind
  /// The 1-based line of the input file it concerns.
  public var line: Int
  /// What changed and why.
  public var message: String

  /// A change of `kind` at `line`.
  public init(_ kind: Kind, line: Int, _ message: String) {
    self.kind = kind
    self.line = line
    self.message = message
  }
}
