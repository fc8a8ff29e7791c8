/// An ordered collection of elements that are unique by id, with fast lookup by id.
///
/// Use it for lists of child features, where an action names its element by id rather than by
/// an index that may have moved:
///
/// ```swift
/// var filas: IdentifiedArrayOf<Fila.State> = [Fila.State(id: 1), Fila.State(id: 2)]
/// filas[id: 2]?.marcada = true   // mutate in place
/// filas[id: 3] = Fila.State(id: 3)  // a new id appends
/// filas[id: 1] = nil             // nil removes
/// filas.sort { $0.id > $1.id }   // reorder in place
/// ```
///
/// > Important: ids must be unique. ``init(uniqueElements:)`` and array literals trap on a
/// > duplicate; ``append(_:)`` and ``insert(_:at:)`` leave the array unchanged when the id is
/// > already present. Writing through a position (`filas[0] = …`, or any standard
/// > `MutableCollection` algorithm) may pass through duplicates on the way, but the next
/// > `append`, `insert` or `remove` traps if a duplicate is still there.
public struct IdentifiedArray<ID: Hashable, Element> {
  // Reads an element's id. It captures nothing mutable (see the initializers), which is why the
  // conditional Sendable conformance below is safe although the closure type is not @Sendable.
  let idOf: (Element) -> ID
  /// The elements. Code that writes them here records the ids it wrote in `_changes`; code that
  /// writes through `_elements` makes the log forget, which is always right.
  var _storage: [Element]
  var _positions: IDPositions<ID>
  /// Which elements were written lately (``ElementChanges``): what a list's store reads to
  /// bring up to date only the rows that changed.
  @_spi(Runtime) public internal(set) var _changes = ElementChanges<ID>()
  /// For a stand-in made by ``_identitySnapshot``: the element count of the array it stands for.
  var _snapshotCount: Int?

  /// The elements. Writing through this property makes ``_changes`` forget what it knew.
  var _elements: [Element] {
    get { _storage }
    _modify {
      _changes.forget()
      yield &_storage
    }
  }

  /// Creates an array from elements that are unique by the id that `id` reads.
  ///
  /// - Precondition: no two elements share an id.
  public init<S: Sequence>(
    uniqueElements elements: S, id: @escaping (Element) -> ID
  ) where S.Element == Element {
    self.idOf = id
    self._storage = Array(elements)
    self._positions = IDPositions()
    _positions.reserveCapacity(_elements.count)
    for (offset, element) in _elements.enumerated() {
      let key = id(element)
      precondition(_positions.position(of: key) == nil, "IdentifiedArray: duplicate id \(key)")
      _positions.place(key, at: offset)
    }
  }

  /// The ids of the elements, in order.
  public var ids: [ID] { _elements.map(idOf) }

  /// The element with the given id, or `nil`. Setting `nil` removes it; setting an element
  /// with a new id appends it; setting one with an existing id replaces it in place.
  public subscript(id id: ID) -> Element? {
    get { _positions.position(of: id).map { _elements[$0] } }
    set {
      if let newValue {
        precondition(idOf(newValue) == id, "IdentifiedArray: element's id does not match \(id)")
        if let offset = _positions.position(of: id) {
          _storage[offset] = newValue
          _changes.record(id)
        } else {
          append(newValue)
        }
      } else {
        remove(id: id)
      }
    }
  }

  /// Appends `element` unless an element with its id is already present.
  ///
  /// - Returns: whether the element was appended, and the index of the element with its id.
  @discardableResult
  public mutating func append(_ element: Element) -> (inserted: Bool, index: Int) {
    insert(element, at: _elements.count)
  }

  /// Appends the elements whose ids are not present yet, in order.
  public mutating func append<S: Sequence>(contentsOf elements: S) where S.Element == Element {
    for element in elements { append(element) }
  }

  /// Inserts `element` at `index` unless an element with its id is already present, in which
  /// case nothing changes.
  ///
  /// ```swift
  /// filas.insert(Fila.State(id: 0), at: 0)  // (inserted: true, index: 0)
  /// filas.insert(Fila.State(id: 0), at: 2)  // (inserted: false, index: 0): already there
  /// ```
  ///
  /// - Returns: whether the element was inserted, and the index of the element with its id.
  @discardableResult
  public mutating func insert(_ element: Element, at index: Int) -> (inserted: Bool, index: Int) {
    requireUniqueIDs()
    let key = idOf(element)
    if let existing = _positions.position(of: key) { return (false, existing) }
    _storage.insert(element, at: index)
    _changes.record(key)
    if index == _elements.count - 1 {
      _positions.place(key, at: index)
    } else {
      reindex(from: index)
    }
    return (true, index)
  }

  /// Replaces the element with `element`'s id in place, or appends `element` when its id is new.
  ///
  /// - Returns: the element that was replaced, or `nil` when `element` was appended.
  @discardableResult
  public mutating func updateOrAppend(_ element: Element) -> Element? {
    let (original, _) = updateOrInsert(element, at: _elements.count)
    return original
  }

  /// Replaces the element with `element`'s id in place, or inserts `element` at `index` when its
  /// id is new.
  ///
  /// - Returns: the element that was replaced (`nil` when inserted), and where `element` is now.
  @discardableResult
  public mutating func updateOrInsert(
    _ element: Element, at index: Int
  ) -> (originalMember: Element?, index: Int) {
    if let existing = _positions.position(of: idOf(element)) {
      let original = _storage[existing]
      _storage[existing] = element
      _changes.record(idOf(element))
      return (original, existing)
    }
    return (nil, insert(element, at: index).index)
  }

  /// Removes and returns the element with the given id, or returns `nil` if there is none.
  @discardableResult
  public mutating func remove(id: ID) -> Element? {
    guard let offset = _positions.position(of: id) else { return nil }
    return remove(at: offset)
  }

  /// Removes and returns the element at `index`.
  @discardableResult
  public mutating func remove(at index: Int) -> Element {
    requireUniqueIDs()
    let element = _storage.remove(at: index)
    _positions.forget(idOf(element))
    _changes.record(idOf(element))
    reindex(from: index)
    return element
  }

  /// The index of the element with the given id, or `nil`.
  public func index(id: ID) -> Int? { _positions.position(of: id) }

  /// The elements as a plain array.
  public var elements: [Element] { _elements }

  /// A stand-in for this array that holds only what ``_hasSameIDs(as:)`` compares — the count
  /// and the generation of the ids — and shares none of its storage: what an `@ObservableState`
  /// field keeps across an in-place change, so the change does not copy every element (holding
  /// the array itself would make the change copy it). Underscored and public for `Runtime`'s
  /// inlinable `willModify`: not API.
  public var _identitySnapshot: Self {
    var snapshot = Self(uniqueElements: [], id: idOf)
    snapshot._positions = IDPositions(standingInFor: _positions.generation)
    snapshot._snapshotCount = _storage.count
    return snapshot
  }

  /// Rebuilds the positions of the elements from `start` on, after an insertion or removal.
  mutating func reindex(from start: Int) {
    for offset in start..<_elements.count { _positions.place(idOf(_elements[offset]), at: offset) }
  }

  /// Rebuilds every position, after the elements were reordered wholesale.
  mutating func reindexAll() {
    _positions.removeAll(keepingCapacity: true)
    reindex(from: 0)
  }

  /// Traps, naming the id, if writes through positions left two elements with the same id.
  func requireUniqueIDs() {
    guard let duplicate = _positions.someDuplicate else { return }
    preconditionFailure(
      """
      IdentifiedArray: the id \(duplicate.id) is at positions \(duplicate.positions.sorted()). \
      Ids must be unique; a write through a position (array[i] = …) put an element where \
      another element with the same id already was.
      """)
  }
}

extension IdentifiedArray where Element: Identifiable, ID == Element.ID {
  /// Creates an array from `Identifiable` elements that are unique by id.
  ///
  /// - Precondition: no two elements share an id.
  public init<S: Sequence>(uniqueElements elements: S) where S.Element == Element {
    self.init(uniqueElements: elements, id: { $0.id })
  }

  /// An empty array.
  public init() { self.init(uniqueElements: [], id: { $0.id }) }
}

/// An ``IdentifiedArray`` of `Identifiable` elements, keyed by their `id`.
public typealias IdentifiedArrayOf<Element: Identifiable> = IdentifiedArray<Element.ID, Element>

extension IdentifiedArray: RandomAccessCollection, MutableCollection {
  public var startIndex: Int { 0 }
  public var endIndex: Int { _elements.count }
  public func index(after i: Int) -> Int { i + 1 }
  public func index(before i: Int) -> Int { i - 1 }

  /// The element at `position`.
  ///
  /// Setting it may change the element's id: the lookup by id follows, and the standard
  /// library's `MutableCollection` algorithms (which write one position at a time) work.
  public subscript(position: Int) -> Element {
    get { _elements[position] }
    set {
      let old = idOf(_storage[position])
      let new = idOf(newValue)
      _storage[position] = newValue
      _changes.record(old)
      if old != new {
        _changes.record(new)
        _positions.remove(old, at: position)
        _positions.add(new, at: position)
      }
    }
  }

  /// Exchanges the elements at `i` and `j`.
  public mutating func swapAt(_ i: Int, _ j: Int) {
    guard i != j else { return }
    _positions.swap(idOf(_storage[i]), at: i, with: idOf(_storage[j]), at: j)
    _storage.swapAt(i, j)
    _changes.record(idOf(_storage[i]))
    _changes.record(idOf(_storage[j]))
  }
}

extension IdentifiedArray: ExpressibleByArrayLiteral
where Element: Identifiable, ID == Element.ID {
  public init(arrayLiteral elements: Element...) { self.init(uniqueElements: elements) }
}

extension IdentifiedArray: Equatable where Element: Equatable {
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs._elements == rhs._elements
  }
}

extension IdentifiedArray: Hashable where Element: Hashable {
  public func hash(into hasher: inout Hasher) {
    hasher.combine(_elements)
  }
}

extension IdentifiedArray: @unchecked Sendable where ID: Sendable, Element: Sendable {}

extension IdentifiedArray: Decodable where Element: Decodable & Identifiable, ID == Element.ID {
  public init(from decoder: any Decoder) throws {
    let elements = try [Element](from: decoder)
    var seen = Set<ID>()
    for element in elements where !seen.insert(element.id).inserted {
      throw DecodingError.dataCorrupted(
        .init(
          codingPath: decoder.codingPath,
          debugDescription: "IdentifiedArray: duplicate id \(element.id)"))
    }
    self.init(uniqueElements: elements)
  }
}

extension IdentifiedArray: Encodable where Element: Encodable {
  public func encode(to encoder: any Encoder) throws { try _elements.encode(to: encoder) }
}

extension IdentifiedArray: CustomStringConvertible {
  public var description: String { _elements.description }
}

extension IdentifiedArray: CustomReflectable {
  public var customMirror: Mirror {
    Mirror(self, unlabeledChildren: _elements, displayStyle: .collection)
  }
}
