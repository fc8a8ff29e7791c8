@_spi(Runtime) import CasePaths

/// The id of an element of a ``StackState``: assigned in order as elements are pushed, by the
/// ``StackElementIDGenerator`` in force.
public struct StackElementID: Hashable, Sendable, Comparable, Codable,
  ExpressibleByIntegerLiteral, CustomStringConvertible
{
  /// The number behind the id.
  public let rawValue: Int

  /// The id with number `rawValue`.
  public init(rawValue: Int) { self.rawValue = rawValue }
  public init(integerLiteral value: Int) { self.init(rawValue: value) }
  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
  public var description: String { "#\(rawValue)" }
}

/// A navigation stack as data: the screens pushed, in order, each with a stable id.
///
/// ```swift
/// struct State: Equatable {
///   var path = StackState<Pantalla.State>()
/// }
/// // push: state.path.append(.detalle(…)); pop: state.path.removeLast()
/// ```
///
/// Ids come from the ``StackElementIDGenerator`` in force, so they are the same in a test and
/// in the app: the first element pushed in a test store (or in the app) is `0`, the next `1`,
/// and so on, and popping never gives an id back. Elsewhere a stack numbers its own elements
/// the same way.
public struct StackState<Element>: RandomAccessCollection {
  var elements: IdentifiedArray<StackElementID, Entry>
  private var nextID = 0

  struct Entry {
    let id: StackElementID
    var element: Element
  }

  /// An empty stack.
  public init() { elements = IdentifiedArray(uniqueElements: [], id: { $0.id }) }

  /// A stack holding `elements`, bottom first.
  public init(_ elements: some Sequence<Element>) {
    self.init()
    for element in elements { append(element) }
  }

  public var startIndex: Int { 0 }
  public var endIndex: Int { elements.count }

  /// The element at `position`, bottom first.
  public subscript(position: Int) -> Element {
    get { elements[position].element }
    set { elements[position].element = newValue }
  }

  /// The ids of the elements, bottom first.
  public var ids: [StackElementID] { elements.ids }

  /// The element with `id`, or `nil`. Setting an element replaces the one with `id`, or pushes
  /// it with that id when there is none (`$0.ruta[id: 0] = .detalle(…)` in a test); setting
  /// `nil` pops it (and everything above it).
  public subscript(id id: StackElementID) -> Element? {
    get { elements[id: id]?.element }
    set {
      if let newValue {
        if elements[id: id] == nil {
          append(newValue, id: id)
        } else {
          elements[id: id]?.element = newValue
        }
      } else {
        pop(from: id)
      }
    }
  }

  /// Pushes `element` on top of the stack, with the next id of the generator in force.
  public mutating func append(_ element: Element) {
    let id = DependencyValues.current.stackElementID.next(atLeast: nextID)
    nextID = id.rawValue + 1
    elements.append(Entry(id: id, element: element))
  }

  /// Pushes `element` with a given id (a `push` action, or a recorded one being replayed).
  public mutating func append(_ element: Element, id: StackElementID) {
    precondition(elements[id: id] == nil, "StackState: duplicate id \(id)")
    nextID = Swift.max(nextID, id.rawValue + 1)
    DependencyValues.current.stackElementID.advance(past: id)
    elements.append(Entry(id: id, element: element))
  }

  /// Pops the element with `id` and everything above it.
  public mutating func pop(from id: StackElementID) {
    guard let index = elements.index(id: id) else { return }
    while elements.count > index { elements.remove(at: elements.count - 1) }
  }

  /// Pops everything above the element with `id`.
  public mutating func pop(to id: StackElementID) {
    guard let index = elements.index(id: id) else { return }
    while elements.count > index + 1 { elements.remove(at: elements.count - 1) }
  }

  /// Pops the top element.
  @discardableResult
  public mutating func removeLast() -> Element { elements.remove(at: elements.count - 1).element }

  /// Pops every element.
  public mutating func removeAll() { elements.removeAll() }

  /// What a stack with `ids` holds, for a message: "it is empty", or "it holds #0, #2".
  static func describeHeld(_ ids: [StackElementID]) -> String {
    ids.isEmpty ? "it is empty" : "it holds " + ids.map(\.description).joined(separator: ", ")
  }

  /// The id the next pushed element will get.
  public var nextElementID: StackElementID {
    StackElementID(
      rawValue: Swift.max(nextID, DependencyValues.current.stackElementID.peek().rawValue))
  }
}

extension StackState: ExpressibleByArrayLiteral {
  public init(arrayLiteral elements: Element...) { self.init(elements) }
}

extension StackState: Equatable where Element: Equatable {
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.ids == rhs.ids && lhs.elementsEqual(rhs)
  }
}

extension StackState: Hashable where Element: Hashable {
  public func hash(into hasher: inout Hasher) {
    hasher.combine(ids)
    for element in self { hasher.combine(element) }
  }
}

extension StackState: Sendable where Element: Sendable {}
extension StackState.Entry: Sendable where Element: Sendable {}

extension StackState: CustomReflectable {
  public var customMirror: Mirror {
    Mirror(
      self,
      children: zip(ids, self).map { (label: "[\($0.0)]" as String?, value: $0.1 as Any) },
      displayStyle: .dictionary)
  }
}

/// The actions of a navigation stack: an element's action, a push, or a pop.
public enum StackAction<State, Action>: CasePathable {
  /// `action` happened in the element with `id`.
  case element(id: StackElementID, action: Action)
  /// Pops the element with `id` and everything above it.
  case popFrom(id: StackElementID)
  /// Pushes `state` with `id` (the id must be the stack's next one).
  case push(id: StackElementID, state: State)

  /// The case paths of `StackAction`.
  public struct AllCasePaths {
    /// Any element's action, with its id.
    public var element: AnyCasePath<StackAction, (id: StackElementID, action: Action)> {
      AnyCasePath(
        embed: { .element(id: $0.id, action: $0.action) },
        extract: { if case .element(let id, let action) = $0 { (id, action) } else { nil } })
    }
    /// A pop.
    public var popFrom: AnyCasePath<StackAction, StackElementID> {
      AnyCasePath(
        embed: { .popFrom(id: $0) },
        extract: { if case .popFrom(let id) = $0 { id } else { nil } })
    }
    /// A push.
    public var push: AnyCasePath<StackAction, (id: StackElementID, state: State)> {
      AnyCasePath(
        embed: { .push(id: $0.id, state: $0.state) },
        extract: { if case .push(let id, let state) = $0 { (id, state) } else { nil } })
    }

    /// The actions of the element with `id`.
    public subscript(id id: StackElementID) -> AnyCasePath<StackAction, Action> {
      AnyCasePath(
        embed: { .element(id: id, action: $0) },
        extract: { if case .element(id, let action) = $0 { action } else { nil } },
        name: "[id: \(id)]")
    }
  }

  /// The case paths of `StackAction`.
  public static var allCasePaths: AllCasePaths { AllCasePaths() }
}

/// The ``StackAction`` of a child reducer.
public typealias StackActionOf<R: Reducer> = StackAction<R.State, R.Action>

extension StackAction: Equatable where State: Equatable, Action: Equatable {}
extension StackAction: Hashable where State: Hashable, Action: Hashable {}
extension StackAction: Sendable where State: Sendable, Action: Sendable {}
extension StackAction: Decodable where State: Decodable, Action: Decodable {}
extension StackAction: Encodable where State: Encodable, Action: Encodable {}

extension Case {
  /// Names the actions of the stack element with `id`: `\.path[id: 0].guardado`.
  public subscript<ElementState, Element>(id id: StackElementID) -> Case<Element>
  where Value == StackAction<ElementState, Element> {
    Case<Element>(_caseBox: _caseBox.appending(Value.allCasePaths[id: id]))
  }
}
