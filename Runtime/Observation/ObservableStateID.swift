import Synchronization

/// The identity of an ``ObservableState`` value.
///
/// Copies of a value share its identity; modifying a value in place through an
/// `@ObservableState` parent, or building a new one, gives it another. Observation compares
/// identities to tell a child that was replaced (its parent's readers are notified) from one that
/// was changed in place (only the readers of the fields that changed are).
///
/// An identity is two words and never allocates, except for the case tags of an enum state
/// (``_$tag(_:)``).
public struct ObservableStateID: Hashable, Sendable {
  /// Where the value came from: a number no other identity in the process has been given.
  @usableFromInline var location: UInt64
  /// The case tags of enum states wrapping the value, innermost first; `nil` for none.
  @usableFromInline var tags: Tags?

  /// A new identity, different from every other.
  @inlinable
  public init() {
    self.location = Self.nextLocation()
    self.tags = nil
  }

  @usableFromInline
  static func nextLocation() -> UInt64 {
    locations.wrappingAdd(1, ordering: .relaxed).newValue
  }

  /// The identity of `value` when it is ``ObservableState``, otherwise a new identity (so a
  /// payload that is not observable never counts as unchanged).
  @inlinable
  public static func _$id<T>(for value: T) -> Self {
    (value as? any ObservableState)?._$id ?? Self()
  }

  /// The identity of `value`.
  @inlinable
  public static func _$id(for value: some ObservableState) -> Self {
    value._$id
  }

  /// This identity inside an enum case numbered `tag`: equal only to the same identity in the
  /// same case, so a state that changes case gets another identity.
  public func _$tag(_ tag: Int) -> Self {
    var tagged = self
    tagged.tags = Tags(tag, inside: tags)
    return tagged
  }

  /// Gives the identity a new location, keeping its case tags.
  @inlinable
  public mutating func _$willModify() {
    location = Self.nextLocation()
  }

  public static func == (lhs: Self, rhs: Self) -> Bool {
    guard lhs.location == rhs.location else { return false }
    switch (lhs.tags, rhs.tags) {
    case (nil, nil): return true
    case let (left?, right?): return left === right || left.tags == right.tags
    default: return false
    }
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(location)
    hasher.combine(tags?.tags ?? [])
  }

  /// An immutable list of case tags, shared by copies of an identity.
  @usableFromInline
  final class Tags: Sendable {
    let tags: [Int]

    init(_ tag: Int, inside outer: Tags?) {
      self.tags = (outer?.tags ?? []) + [tag]
    }
  }
}

/// The source of identity locations: every identity made in the process gets the next number.
private let locations = Atomic<UInt64>(0)
