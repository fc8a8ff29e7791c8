import Synchronization

/// Where each id sits in an ``IdentifiedArray``: the lookup table behind `subscript(id:)`.
///
/// While ids are unique, each id has exactly one position. Writing elements one position at a
/// time — as the standard library's `MutableCollection` algorithms do (`sort`, `partition`, an
/// insertion that shifts elements along) — passes through moments where an id sits at two
/// positions, or at none because the element is held in a local variable. The table records
/// those moments exactly instead of refusing them, so it is right again as soon as the ids are
/// unique again.
struct IDPositions<ID: Hashable> {
  /// One position per id present.
  private var first: [ID: Int]
  /// Further positions of ids that sit at more than one position right now. Empty while ids are
  /// unique, which is almost always.
  private var others: [ID: [Int]] = [:]
  /// A number no other table in the process has had: renewed by every change, so two tables
  /// with the same generation hold the same positions (a copy nobody changed since).
  private(set) var generation = IDPositionsGeneration.next()

  /// An empty table.
  init() { first = [:] }

  /// An empty table that stands in for one with `generation`, for comparing generations only.
  init(standingInFor generation: UInt64) {
    first = [:]
    self.generation = generation
  }

  /// The position of `id`, or `nil` when no element has it.
  func position(of id: ID) -> Int? { first[id] }

  /// Whether some id sits at more than one position.
  var hasDuplicates: Bool { !others.isEmpty }

  /// An id that sits at more than one position, with those positions, if any.
  var someDuplicate: (id: ID, positions: [Int])? {
    guard let (id, more) = others.first else { return nil }
    return (id, [first[id]].compactMap { $0 } + more)
  }

  var count: Int { first.count }

  /// Records that `id` now sits at `position` (as well as anywhere it already sat).
  mutating func add(_ id: ID, at position: Int) {
    generation = IDPositionsGeneration.next()
    if first[id] == nil {
      first[id] = position
    } else {
      others[id, default: []].append(position)
    }
  }

  /// Records that `id` no longer sits at `position`.
  mutating func remove(_ id: ID, at position: Int) {
    generation = IDPositionsGeneration.next()
    if var more = others[id], let index = more.firstIndex(of: position) {
      more.remove(at: index)
      others[id] = more.isEmpty ? nil : more
    } else if first[id] == position {
      if var more = others[id] {
        first[id] = more.removeLast()
        others[id] = more.isEmpty ? nil : more
      } else {
        first[id] = nil
      }
    }
  }

  /// Records that `id`, which sits nowhere else, now sits at `position` (unique ids only).
  mutating func place(_ id: ID, at position: Int) {
    generation = IDPositionsGeneration.next()
    first[id] = position
  }

  /// Forgets `id`, which sat at one position only (unique ids only).
  mutating func forget(_ id: ID) {
    generation = IDPositionsGeneration.next()
    first[id] = nil
  }

  /// Records that the elements at `i` and `j`, with ids `a` and `b`, traded places.
  mutating func swap(_ a: ID, at i: Int, with b: ID, at j: Int) {
    guard a != b else { return }
    remove(a, at: i)
    remove(b, at: j)
    add(a, at: j)
    add(b, at: i)
  }

  /// Forgets every id.
  mutating func removeAll(keepingCapacity: Bool = false) {
    generation = IDPositionsGeneration.next()
    first.removeAll(keepingCapacity: keepingCapacity)
    others.removeAll()
  }

  /// Reserves room for `capacity` ids.
  mutating func reserveCapacity(_ capacity: Int) { first.reserveCapacity(capacity) }
}

/// The source of ``IDPositions/generation`` numbers.
enum IDPositionsGeneration {
  private static let counter = Atomic<UInt64>(0)
  static func next() -> UInt64 { counter.wrappingAdd(1, ordering: .relaxed).newValue }
}
