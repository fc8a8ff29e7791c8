/// Which elements of an ``IdentifiedArray`` were written since an earlier value of it: what
/// lets a list's store bring up to date only the row stores whose rows changed after an action,
/// instead of every row store.
///
/// Each write of an element (replaced, inserted, removed) renews ``generation`` with a number no
/// other value in the process has had, and records the element's id under it. A value that came
/// from another by such writes knows, from the last few generations it went through, which ids
/// were written since: ``ids(since:)``. Anything else (an array built anew, the elements
/// reordered or replaced wholesale, more writes than the log keeps) makes the answer "unknown",
/// and whoever asked looks at every element, as it would without the log.
///
/// Machinery for `Runtime`'s list stores, hence `@_spi(Runtime)`: the architecture is its one
/// user.
@_spi(Runtime)
public struct ElementChanges<ID: Hashable> {
  /// The generation of this value: equal in two values only if one is a copy of the other that
  /// nobody wrote since.
  public private(set) var generation: UInt64
  /// The generation before the oldest write the log keeps.
  private var base: UInt64
  /// The writes since `base`, oldest first, each with the generation it led to.
  private var writes: [(generation: UInt64, id: ID)] = []

  /// How many writes the log keeps before it drops the older half.
  static var capacity: Int { 32 }

  /// The log of a new value, which came from no other.
  init() {
    generation = IDPositionsGeneration.next()
    base = generation
  }

  /// Records that the element with `id` was written.
  mutating func record(_ id: ID) {
    if writes.count == Self.capacity {
      let dropped = Self.capacity / 2
      base = writes[dropped - 1].generation
      writes.removeFirst(dropped)
    }
    generation = IDPositionsGeneration.next()
    writes.append((generation, id))
  }

  /// Forgets the writes: the elements changed in a way the log does not follow.
  mutating func forget() {
    generation = IDPositionsGeneration.next()
    base = generation
    writes.removeAll()
  }

  /// The ids written since the value whose generation was `earlier` (some may repeat), or `nil`
  /// when this value does not know: it did not come from that value by writes the log kept.
  public func ids(since earlier: UInt64) -> [ID]? {
    if earlier == generation { return [] }
    if earlier == base { return writes.map(\.id) }
    guard let index = writes.firstIndex(where: { $0.generation == earlier }) else { return nil }
    return writes[(index + 1)...].map(\.id)
  }
}
