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
/// ```
///
/// > Important: ids must be unique. ``init(uniqueElements:)`` and array literals trap on a
/// > duplicate; ``append(_:)`` ignores an element whose id is already present.
public struct IdentifiedArray<ID: Hashable, Element> {
  // Reads an element's id. It captures nothing mutable (see the initializers), which is why the
  // conditional Sendable conformance below is safe although the closure type is not @Sendable.
  private let idOf: (Element) -> ID
  private var _elements: [Element]
  private var _offsets: [ID: Int]

  /// Creates an array from elements that are unique by the id that `id` reads.
  ///
  /// - Precondition: no two elements share an id.
  public init<S: Sequence>(
    uniqueElements elements: S, id: @escaping (Element) -> ID
  ) where S.Element == Element {
    self.idOf = id
    self._elements = Array(elements)
    self._offsets = Dictionary(minimumCapacity: _elements.count)
    for (offset, element) in _elements.enumerated() {
      let key = id(element)
      precondition(
        _offsets.updateValue(offset, forKey: key) == nil, "IdentifiedArray: duplicate id \(key)")
    }
  }

  /// The ids of the elements, in order.
  public var ids: [ID] { _elements.map(idOf) }

  /// The element with the given id, or `nil`. Setting `nil` removes it; setting an element
  /// with a new id appends it; setting one with an existing id replaces it in place.
  public subscript(id id: ID) -> Element? {
    get { _offsets[id].map { _elements[$0] } }
    set {
      if let newValue {
        precondition(idOf(newValue) == id, "IdentifiedArray: element's id does not match \(id)")
        if let offset = _offsets[id] {
          _elements[offset] = newValue
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
  /// - Returns: whether the element was appended, and its index.
  @discardableResult
  public mutating func append(_ element: Element) -> (inserted: Bool, index: Int) {
    let key = idOf(element)
    if let offset = _offsets[key] { return (false, offset) }
    _offsets[key] = _elements.count
    _elements.append(element)
    return (true, _elements.count - 1)
  }

  /// Appends the elements whose ids are not present yet, in order.
  public mutating func append<S: Sequence>(contentsOf elements: S) where S.Element == Element {
    for element in elements { append(element) }
  }

  /// Inserts `element` at `index`.
  ///
  /// - Precondition: no element with the same id is present.
  public mutating func insert(_ element: Element, at index: Int) {
    let key = idOf(element)
    precondition(_offsets[key] == nil, "IdentifiedArray: duplicate id \(key)")
    _elements.insert(element, at: index)
    reindex(from: index)
  }

  /// Removes and returns the element with the given id, or returns `nil` if there is none.
  @discardableResult
  public mutating func remove(id: ID) -> Element? {
    guard let offset = _offsets[id] else { return nil }
    return remove(at: offset)
  }

  /// Removes and returns the element at `index`.
  @discardableResult
  public mutating func remove(at index: Int) -> Element {
    let element = _elements.remove(at: index)
    _offsets[idOf(element)] = nil
    reindex(from: index)
    return element
  }

  /// Removes the elements at the given offsets.
  public mutating func remove(atOffsets offsets: some Sequence<Int>) {
    let doomed = Set(offsets)
    guard let first = doomed.min() else { return }
    var kept: [Element] = []
    kept.reserveCapacity(_elements.count - doomed.count)
    for (offset, element) in _elements.enumerated() {
      if doomed.contains(offset) { _offsets[idOf(element)] = nil } else { kept.append(element) }
    }
    _elements = kept
    reindex(from: first)
  }

  /// Removes every element that satisfies `shouldBeRemoved`.
  public mutating func removeAll(where shouldBeRemoved: (Element) throws -> Bool) rethrows {
    var doomed: [Int] = []
    for (offset, element) in _elements.enumerated() where try shouldBeRemoved(element) {
      doomed.append(offset)
    }
    remove(atOffsets: doomed)
  }

  /// Removes every element.
  public mutating func removeAll() {
    _elements.removeAll()
    _offsets.removeAll()
  }

  /// The index of the element with the given id, or `nil`.
  public func index(id: ID) -> Int? { _offsets[id] }

  /// The elements as a plain array.
  public var elements: [Element] { _elements }

  private mutating func reindex(from start: Int) {
    for offset in start..<_elements.count { _offsets[idOf(_elements[offset])] = offset }
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

  /// The element at `position`. Setting it must keep the element's id.
  public subscript(position: Int) -> Element {
    get { _elements[position] }
    set {
      precondition(
        idOf(newValue) == idOf(_elements[position]),
        "IdentifiedArray: an element's id cannot change")
      _elements[position] = newValue
    }
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
