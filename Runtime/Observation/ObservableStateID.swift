import Synchronization

/// The identity of an ``ObservableState`` value.
///
/// Copies of a value share its identity; modifying a value in place through an
/// `@ObservableState` parent, or building a new one, gives it another. Observation compares
/// identities to tell a child that was replaced (its parent's readers are notified) from one that
/// was changed in place (only the readers of the fields that changed are).
///
/// An identity is two plain words: copying, comparing and hashing one cost nothing more.
public struct ObservableStateID: Hashable, Sendable {
  /// Where the value came from: a number no other identity in the process has been given.
  @usableFromInline var location: UInt64
  /// The case tags of enum states wrapping the value: 0 for none, otherwise the number of a
  /// path of tags (see `TagPaths`).
  @usableFromInline var tags: UInt32

  /// A new identity, different from every other.
  @inlinable
  public init() {
    self.location = Self.nextLocation()
    self.tags = 0
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
    tagged.tags = TagPaths.shared.path(appending: tag, to: tags)
    return tagged
  }

  /// Gives the identity a new location, keeping its case tags.
  @inlinable
  public mutating func _$willModify() {
    location = Self.nextLocation()
  }
}

/// The source of identity locations: every identity made in the process gets the next number.
private let locations = Atomic<UInt64>(0)

/// The paths of case tags that identities carry, numbered once each, so an identity stays two
/// plain words (copying one retains nothing). There are as many paths as nestings of
/// `@ObservableState` enums the program has: they are never forgotten.
private final class TagPaths: Sendable {
  static let shared = TagPaths()

  private struct Step: Hashable {
    let path: UInt32
    let tag: Int
  }

  private let numbers = Mutex<[Step: UInt32]>([:])

  /// The number of `path` followed by `tag`.
  func path(appending tag: Int, to path: UInt32) -> UInt32 {
    numbers.withLock { numbers in
      let step = Step(path: path, tag: tag)
      if let number = numbers[step] { return number }
      let number = UInt32(numbers.count + 1)
      numbers[step] = number
      return number
    }
  }
}
