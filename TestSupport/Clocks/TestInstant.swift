/// A point in a test clock's time: the duration since the clock started.
public struct TestInstant: InstantProtocol, Hashable, Sendable, CustomStringConvertible {
  /// Time since the clock started.
  public var offset: Duration

  /// The instant `offset` after the clock's start.
  public init(offset: Duration = .zero) { self.offset = offset }

  /// The instant `duration` later.
  public func advanced(by duration: Duration) -> Self { Self(offset: offset + duration) }
  /// The time from this instant to `other`; negative when `other` is earlier.
  public func duration(to other: Self) -> Duration { other.offset - offset }
  /// Whether `lhs` comes before `rhs`.
  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.offset < rhs.offset }
  public var description: String { "t+\(offset)" }
}
