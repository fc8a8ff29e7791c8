import Foundation
import Runtime

// HAND-EXPANDED `@ObservableState` / `@Presents` (until the macros merge): each type below is
// written exactly as TCA's macros expand it (Tests/ComposableArchitectureMacrosTests in TCA), with
// the source it stands for in a comment above it. When `@ObservableState` exists, replace each
// expansion with that source. Only this file holds expansions.
//
// Two things only a macro can write differ: a `@Presents` property's projection is named
// `_$destination` here (a declaration cannot start with `$`), and the initializers a caller in
// another file uses are spelled out at the end (the memberwise initializer of a type whose storage
// is private is private, so TCA's tests, which declare their states in the test's own file, use
// it, and these files cannot).

// @ObservableState
// struct ObservedChild: Equatable, Identifiable {
//   let id = UUID()
//   var count = 0
//   mutating func replace(with other: Self) { self = other }
//   mutating func reset() { self = Self() }
//   mutating func copy() -> Self { self }
// }
struct ObservedChild: Equatable, Identifiable {
  let id = UUID()
  var count: Int {
    @storageRestrictions(initializes: _count)
    init(initialValue) {
      _count = initialValue
    }
    get {
      _$observationRegistrar.access(self, keyPath: \.count)
      return _count
    }
    set {
      _$observationRegistrar.mutate(
        self, keyPath: \.count, &_count, newValue, _$isIdentityEqual, shouldNotifyObservers)
    }
    _modify {
      let oldValue = _$observationRegistrar.willModify(self, keyPath: \.count, &_count)
      defer {
        _$observationRegistrar.didModify(
          self, keyPath: \.count, &_count, oldValue, _$isIdentityEqual)
      }
      yield &_count
    }
  }
  private var _count: Int = 0
  mutating func replace(with other: Self) { self = other }
  mutating func reset() { self = Self() }
  mutating func copy() -> Self { self }
  var _$observationRegistrar = Runtime.ObservationStateRegistrar()
  public var _$id: Runtime.ObservableStateID {
    _$observationRegistrar.id
  }
  public mutating func _$willModify() {
    _$observationRegistrar._$willModify()
  }
  private nonisolated func shouldNotifyObservers<Member>(_ lhs: Member, _ rhs: Member) -> Bool {
    true
  }
  private nonisolated func shouldNotifyObservers<Member: Equatable>(
    _ lhs: Member, _ rhs: Member
  ) -> Bool {
    lhs != rhs
  }
  private nonisolated func shouldNotifyObservers<Member: AnyObject>(
    _ lhs: Member, _ rhs: Member
  ) -> Bool {
    lhs !== rhs
  }
  private nonisolated func shouldNotifyObservers<Member: Equatable & AnyObject>(
    _ lhs: Member, _ rhs: Member
  ) -> Bool {
    lhs != rhs
  }
}
extension ObservedChild: Runtime.ObservableState, Observation.Observable {}

// @ObservableState
// struct ObservedParent: Equatable {
//   var child = ObservedChild()
//   @Presents var destination: ObservedDestination?
//   var children: [ObservedChild] = []
//   @Presents var optional: ObservedChild?
//   var path = StackState<ObservedChild>()
//   @Presents var presentation: ObservedChild?
//   var rows: IdentifiedArrayOf<ObservedChild> = []
//   var sibling = ObservedChild()
//   var name = ""
//   mutating func swap() { … }
// }
struct ObservedParent: Equatable {
  var child: ObservedChild {
    @storageRestrictions(initializes: _child)
    init(initialValue) {
      _child = initialValue
    }
    get {
      _$observationRegistrar.access(self, keyPath: \.child)
      return _child
    }
    set {
      _$observationRegistrar.mutate(
        self, keyPath: \.child, &_child, newValue, _$isIdentityEqual, shouldNotifyObservers)
    }
    _modify {
      let oldValue = _$observationRegistrar.willModify(self, keyPath: \.child, &_child)
      defer {
        _$observationRegistrar.didModify(
          self, keyPath: \.child, &_child, oldValue, _$isIdentityEqual)
      }
      yield &_child
    }
  }
  private var _child: ObservedChild = ObservedChild()
  var destination: ObservedDestination? {
    @storageRestrictions(initializes: _destination)
    init(initialValue) {
      _destination = PresentationState(wrappedValue: initialValue)
    }
    get {
      _$observationRegistrar.access(self, keyPath: \.destination)
      return _destination.wrappedValue
    }
    set {
      _$observationRegistrar.mutate(
        self, keyPath: \.destination, &_destination.wrappedValue, newValue, _$isIdentityEqual)
    }
  }
  var _$destination: Runtime.PresentationState<ObservedDestination> {
    get {
      _$observationRegistrar.access(self, keyPath: \.destination)
      return _destination.projectedValue
    }
    set {
      _$observationRegistrar.mutate(
        self, keyPath: \.destination, &_destination.projectedValue, newValue, _$isIdentityEqual)
    }
  }
  private var _destination = Runtime.PresentationState<ObservedDestination>(wrappedValue: nil)
  var children: [ObservedChild] {
    @storageRestrictions(initializes: _children)
    init(initialValue) {
      _children = initialValue
    }
    get {
      _$observationRegistrar.access(self, keyPath: \.children)
      return _children
    }
    set {
      _$observationRegistrar.mutate(
        self, keyPath: \.children, &_children, newValue, _$isIdentityEqual, shouldNotifyObservers)
    }
    _modify {
      let oldValue = _$observationRegistrar.willModify(self, keyPath: \.children, &_children)
      defer {
        _$observationRegistrar.didModify(
          self, keyPath: \.children, &_children, oldValue, _$isIdentityEqual)
      }
      yield &_children
    }
  }
  private var _children: [ObservedChild] = []
  var optional: ObservedChild? {
    @storageRestrictions(initializes: _optional)
    init(initialValue) {
      _optional = PresentationState(wrappedValue: initialValue)
    }
    get {
      _$observationRegistrar.access(self, keyPath: \.optional)
      return _optional.wrappedValue
    }
    set {
      _$observationRegistrar.mutate(
        self, keyPath: \.optional, &_optional.wrappedValue, newValue, _$isIdentityEqual)
    }
  }
  var _$optional: Runtime.PresentationState<ObservedChild> {
    get {
      _$observationRegistrar.access(self, keyPath: \.optional)
      return _optional.projectedValue
    }
    set {
      _$observationRegistrar.mutate(
        self, keyPath: \.optional, &_optional.projectedValue, newValue, _$isIdentityEqual)
    }
  }
  private var _optional = Runtime.PresentationState<ObservedChild>(wrappedValue: nil)
  var path: StackState<ObservedChild> {
    @storageRestrictions(initializes: _path)
    init(initialValue) {
      _path = initialValue
    }
    get {
      _$observationRegistrar.access(self, keyPath: \.path)
      return _path
    }
    set {
      _$observationRegistrar.mutate(
        self, keyPath: \.path, &_path, newValue, _$isIdentityEqual, shouldNotifyObservers)
    }
    _modify {
      let oldValue = _$observationRegistrar.willModify(self, keyPath: \.path, &_path)
      defer {
        _$observationRegistrar.didModify(
          self, keyPath: \.path, &_path, oldValue, _$isIdentityEqual)
      }
      yield &_path
    }
  }
  private var _path: StackState<ObservedChild> = StackState<ObservedChild>()
  var presentation: ObservedChild? {
    @storageRestrictions(initializes: _presentation)
    init(initialValue) {
      _presentation = PresentationState(wrappedValue: initialValue)
    }
    get {
      _$observationRegistrar.access(self, keyPath: \.presentation)
      return _presentation.wrappedValue
    }
    set {
      _$observationRegistrar.mutate(
        self, keyPath: \.presentation, &_presentation.wrappedValue, newValue, _$isIdentityEqual)
    }
  }
  var _$presentation: Runtime.PresentationState<ObservedChild> {
    get {
      _$observationRegistrar.access(self, keyPath: \.presentation)
      return _presentation.projectedValue
    }
    set {
      _$observationRegistrar.mutate(
        self, keyPath: \.presentation, &_presentation.projectedValue, newValue, _$isIdentityEqual)
    }
  }
  private var _presentation = Runtime.PresentationState<ObservedChild>(wrappedValue: nil)
  var rows: IdentifiedArrayOf<ObservedChild> {
    @storageRestrictions(initializes: _rows)
    init(initialValue) {
      _rows = initialValue
    }
    get {
      _$observationRegistrar.access(self, keyPath: \.rows)
      return _rows
    }
    set {
      _$observationRegistrar.mutate(
        self, keyPath: \.rows, &_rows, newValue, _$isIdentityEqual, shouldNotifyObservers)
    }
    _modify {
      let oldValue = _$observationRegistrar.willModify(self, keyPath: \.rows, &_rows)
      defer {
        _$observationRegistrar.didModify(
          self, keyPath: \.rows, &_rows, oldValue, _$isIdentityEqual)
      }
      yield &_rows
    }
  }
  private var _rows: IdentifiedArrayOf<ObservedChild> = []
  var sibling: ObservedChild {
    @storageRestrictions(initializes: _sibling)
    init(initialValue) {
      _sibling = initialValue
    }
    get {
      _$observationRegistrar.access(self, keyPath: \.sibling)
      return _sibling
    }
    set {
      _$observationRegistrar.mutate(
        self, keyPath: \.sibling, &_sibling, newValue, _$isIdentityEqual, shouldNotifyObservers)
    }
    _modify {
      let oldValue = _$observationRegistrar.willModify(self, keyPath: \.sibling, &_sibling)
      defer {
        _$observationRegistrar.didModify(
          self, keyPath: \.sibling, &_sibling, oldValue, _$isIdentityEqual)
      }
      yield &_sibling
    }
  }
  private var _sibling: ObservedChild = ObservedChild()
  var name: String {
    @storageRestrictions(initializes: _name)
    init(initialValue) {
      _name = initialValue
    }
    get {
      _$observationRegistrar.access(self, keyPath: \.name)
      return _name
    }
    set {
      _$observationRegistrar.mutate(
        self, keyPath: \.name, &_name, newValue, _$isIdentityEqual, shouldNotifyObservers)
    }
    _modify {
      let oldValue = _$observationRegistrar.willModify(self, keyPath: \.name, &_name)
      defer {
        _$observationRegistrar.didModify(
          self, keyPath: \.name, &_name, oldValue, _$isIdentityEqual)
      }
      yield &_name
    }
  }
  private var _name: String = ""
  mutating func swap() {
    let childCopy = child
    self.child = self.sibling
    self.sibling = childCopy
  }
  var _$observationRegistrar = Runtime.ObservationStateRegistrar()
  public var _$id: Runtime.ObservableStateID {
    _$observationRegistrar.id
  }
  public mutating func _$willModify() {
    _$observationRegistrar._$willModify()
  }
  private nonisolated func shouldNotifyObservers<Member>(_ lhs: Member, _ rhs: Member) -> Bool {
    true
  }
  private nonisolated func shouldNotifyObservers<Member: Equatable>(
    _ lhs: Member, _ rhs: Member
  ) -> Bool {
    lhs != rhs
  }
  private nonisolated func shouldNotifyObservers<Member: AnyObject>(
    _ lhs: Member, _ rhs: Member
  ) -> Bool {
    lhs !== rhs
  }
  private nonisolated func shouldNotifyObservers<Member: Equatable & AnyObject>(
    _ lhs: Member, _ rhs: Member
  ) -> Bool {
    lhs != rhs
  }
}
extension ObservedParent: Runtime.ObservableState, Observation.Observable {}

// @dynamicMemberLookup
// @CasePathable
// @ObservableState
// enum ObservedDestination: Equatable {
//   case child1(ObservedChild)
//   case child2(ObservedChild)
//   case inert(Int)
// }
@dynamicMemberLookup
enum ObservedDestination: Equatable, CasePathable {
  case child1(ObservedChild)
  case child2(ObservedChild)
  case inert(Int)

  public var _$id: Runtime.ObservableStateID {
    switch self {
    case let .child1(state):
      return ._$id(for: state)._$tag(0)
    case let .child2(state):
      return ._$id(for: state)._$tag(1)
    case let .inert(state):
      return ._$id(for: state)._$tag(2)
    }
  }

  public mutating func _$willModify() {
    switch self {
    case var .child1(state):
      Runtime._$willModify(&state)
      self = .child1(state)
    case var .child2(state):
      Runtime._$willModify(&state)
      self = .child2(state)
    case var .inert(state):
      Runtime._$willModify(&state)
      self = .inert(state)
    }
  }
}
extension ObservedDestination: Runtime.ObservableState, Observation.Observable {}

// @ObservableState
// enum ObservedEnum: Equatable {
//   case count(Count)
//   case anotherCount(Count)
//   case int(Int)
//   @ObservableState
//   enum Count: String { case one, two }
// }
enum ObservedEnum: Equatable {
  case count(Count)
  case anotherCount(Count)
  case int(Int)

  enum Count: String {
    case one, two

    public var _$id: Runtime.ObservableStateID {
      switch self {
      case .one:
        return ObservableStateID()._$tag(0)
      case .two:
        return ObservableStateID()._$tag(1)
      }
    }

    public mutating func _$willModify() {
      switch self {
      case .one:
        break
      case .two:
        break
      }
    }
  }

  public var _$id: Runtime.ObservableStateID {
    switch self {
    case let .count(state):
      return ._$id(for: state)._$tag(0)
    case let .anotherCount(state):
      return ._$id(for: state)._$tag(1)
    case let .int(state):
      return ._$id(for: state)._$tag(2)
    }
  }

  public mutating func _$willModify() {
    switch self {
    case var .count(state):
      Runtime._$willModify(&state)
      self = .count(state)
    case var .anotherCount(state):
      Runtime._$willModify(&state)
      self = .anotherCount(state)
    case var .int(state):
      Runtime._$willModify(&state)
      self = .int(state)
    }
  }
}
extension ObservedEnum: Runtime.ObservableState, Observation.Observable {}
extension ObservedEnum.Count: Runtime.ObservableState, Observation.Observable {}

// Initializers for the tests in other files (see the header).
extension ObservedChild {
  init(count: Int) { self.count = count }
}

extension ObservedParent {
  init(
    child: ObservedChild = ObservedChild(), destination: ObservedDestination? = nil,
    children: [ObservedChild] = [], optional: ObservedChild? = nil,
    path: StackState<ObservedChild> = StackState<ObservedChild>(),
    presentation: ObservedChild? = nil, rows: IdentifiedArrayOf<ObservedChild> = [],
    sibling: ObservedChild = ObservedChild(), name: String = ""
  ) {
    self.child = child
    self.destination = destination
    self.children = children
    self.optional = optional
    self.path = path
    self.presentation = presentation
    self.rows = rows
    self.sibling = sibling
    self.name = name
  }
}
