extension IdentifiedArray {
  /// Sorts the elements in place, keeping the lookup by id right.
  ///
  /// ```swift
  /// state.todos.sort { !$0.isComplete && $1.isComplete }  // completed ones last
  /// ```
  public mutating func sort(
    by areInIncreasingOrder: (Element, Element) throws -> Bool
  ) rethrows {
    try _elements.sort(by: areInIncreasingOrder)
    reindexAll()
  }

  /// Reverses the order of the elements in place.
  public mutating func reverse() {
    _elements.reverse()
    reindexAll()
  }

  /// Shuffles the elements in place with the system's random number generator.
  ///
  /// > Important: in a feature, shuffle with a generator from a dependency, so a test can fix
  /// > the order: ``shuffle(using:)``.
  public mutating func shuffle() {
    var generator = SystemRandomNumberGenerator()
    shuffle(using: &generator)
  }

  /// Shuffles the elements in place, drawing from `generator`.
  public mutating func shuffle<T: RandomNumberGenerator>(using generator: inout T) {
    _elements.shuffle(using: &generator)
    reindexAll()
  }

  /// Moves the elements at `source` so that they sit, in their order, just before the element
  /// that was at `destination` (or at the end when `destination` is `count`) — the meaning a
  /// list's drag-to-reorder gives these offsets.
  ///
  /// ```swift
  /// // [a, b, c]
  /// filas.move(fromOffsets: IndexSet(integer: 0), toOffset: 2)
  /// // [b, a, c]
  /// ```
  ///
  /// - Parameters:
  ///   - source: The offsets of the elements to move, such as an `IndexSet`.
  ///   - destination: An offset in the array as it was before the move.
  public mutating func move(fromOffsets source: some Sequence<Int>, toOffset destination: Int) {
    let moving = Set(source)
    guard !moving.isEmpty else { return }
    var moved: [Element] = []
    var kept: [Element] = []
    moved.reserveCapacity(moving.count)
    kept.reserveCapacity(_elements.count - moving.count)
    for (offset, element) in _elements.enumerated() {
      if moving.contains(offset) { moved.append(element) } else { kept.append(element) }
    }
    let insertion = destination - moving.count(where: { $0 < destination })
    kept.insert(contentsOf: moved, at: insertion)
    _elements = kept
    reindexAll()
  }
}

extension IdentifiedArray where Element: Comparable {
  /// Sorts the elements in place in increasing order.
  public mutating func sort() { sort(by: <) }
}

extension IdentifiedArray {
  /// Removes the elements at the given offsets, such as an `IndexSet` from a list's swipe to
  /// delete.
  public mutating func remove(atOffsets offsets: some Sequence<Int>) {
    requireUniqueIDs()
    let doomed = Set(offsets)
    guard let first = doomed.min() else { return }
    var kept: [Element] = []
    kept.reserveCapacity(_elements.count - doomed.count)
    for (offset, element) in _elements.enumerated() {
      if doomed.contains(offset) { _positions.forget(idOf(element)) } else { kept.append(element) }
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
    _positions.removeAll()
  }

  /// Removes and returns the first element.
  ///
  /// - Precondition: the array is not empty.
  @discardableResult
  public mutating func removeFirst() -> Element {
    precondition(!_elements.isEmpty, "IdentifiedArray: removeFirst() on an empty array")
    return remove(at: 0)
  }

  /// Removes the first `k` elements.
  ///
  /// - Precondition: the array has at least `k` elements.
  public mutating func removeFirst(_ k: Int) {
    precondition(k >= 0 && k <= _elements.count, "IdentifiedArray: can't remove \(k) elements")
    remove(atOffsets: 0..<k)
  }

  /// Removes and returns the last element.
  ///
  /// - Precondition: the array is not empty.
  @discardableResult
  public mutating func removeLast() -> Element {
    precondition(!_elements.isEmpty, "IdentifiedArray: removeLast() on an empty array")
    return remove(at: _elements.count - 1)
  }

  /// Removes the last `k` elements.
  ///
  /// - Precondition: the array has at least `k` elements.
  public mutating func removeLast(_ k: Int) {
    precondition(k >= 0 && k <= _elements.count, "IdentifiedArray: can't remove \(k) elements")
    remove(atOffsets: (_elements.count - k)..<_elements.count)
  }

  /// Removes and returns the last element, or returns `nil` when the array is empty.
  public mutating func popLast() -> Element? {
    _elements.isEmpty ? nil : removeLast()
  }

  /// The elements that satisfy `isIncluded`, in order, as an identified array.
  ///
  /// ```swift
  /// let pendientes = state.todos.filter { !$0.isComplete }
  /// pendientes[id: id]  // still looked up by id
  /// ```
  public func filter(_ isIncluded: (Element) throws -> Bool) rethrows -> Self {
    Self(uniqueElements: try _elements.filter(isIncluded), id: idOf)
  }
}
