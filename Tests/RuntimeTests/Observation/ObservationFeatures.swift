import Runtime

// Features for the store observation tests, with their states written as `@ObservableState` and
// `@Presents` expand them (see ObservableStateFixtures.swift for the rules; `_$destination` stands
// for `$destination`). The `@Reducer` parts a macro would write are written out too: case paths
// come from the plugin, and `Destination`'s `CaseScope` is what `@Reducer enum` writes.

/// A counter with a name, a binding and an effect: a row, a child, a destination, a screen.
struct Counter: Reducer {
  // @ObservableState
  // struct State: Equatable, Identifiable {
  //   var id: Int
  //   var count = 0
  //   var name = ""
  // }
  struct State: Equatable, Identifiable {
    var id: Int {
      @storageRestrictions(initializes: _id)
      init(initialValue) {
        _id = initialValue
      }
      get {
        _$observationRegistrar.access(self, keyPath: \.id)
        return _id
      }
      set {
        _$observationRegistrar.mutate(
          self, keyPath: \.id, &_id, newValue, _$isIdentityEqual, shouldNotifyObservers)
      }
      _modify {
        let oldValue = _$observationRegistrar.willModify(self, keyPath: \.id, &_id)
        defer {
          _$observationRegistrar.didModify(
            self, keyPath: \.id, &_id, oldValue, _$isIdentityEqual)
        }
        yield &_id
      }
    }
    private var _id: Int = 0
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

  enum Action: Equatable, Sendable, CasePathable, BindableAction {
    case binding(BindingAction<State>)
    case increment
    case rename(String)
  }

  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding:
        return .none
      case .increment:
        state.count += 1
        return .none
      case .rename(let name):
        state.name = name
        return .none
      }
    }
  }
}

extension Counter.State: Runtime.ObservableState, Observation.Observable {}

extension Counter.State {
  init(id: Int = 0, count: Int = 0, name: String = "") {
    self.id = id
    self.count = count
    self.name = name
  }
}

/// What `Screens` presents: an enum reducer of two counters, as `@Reducer enum` writes it.
enum Destination: CaseReducer {
  // @CasePathable @dynamicMemberLookup @ObservableState
  @dynamicMemberLookup
  enum State: CaseReducerState, CasePathable, Equatable {
    typealias StateReducer = Destination
    case first(Counter.State)
    case second(Counter.State)

    public var _$id: Runtime.ObservableStateID {
      switch self {
      case let .first(state):
        return ._$id(for: state)._$tag(0)
      case let .second(state):
        return ._$id(for: state)._$tag(1)
      }
    }

    public mutating func _$willModify() {
      switch self {
      case var .first(state):
        Runtime._$willModify(&state)
        self = .first(state)
      case var .second(state):
        Runtime._$willModify(&state)
        self = .second(state)
      }
    }
  }

  enum Action: Equatable, Sendable, CasePathable {
    case first(Counter.Action)
    case second(Counter.Action)
  }

  static var body: some ReducerOf<Self> {
    Scope(state: \.first, action: \.first) { Counter() }
    Scope(state: \.second, action: \.second) { Counter() }
  }

  enum CaseScope: Runtime._CaseScopeProtocol {
    case first(StoreOf<Counter>)
    case second(StoreOf<Counter>)
  }

  @MainActor
  static func scope(_ store: Store<State, Action>) -> CaseScope {
    switch store.state {
    case .first:
      return .first(store.scope(\.first, action: \.first)!)
    case .second:
      return .second(store.scope(\.second, action: \.second)!)
    }
  }
}

extension Destination.State: Runtime.ObservableState, Observation.Observable {}

/// A screen with every kind of child: a child, a presented destination, rows and a stack.
struct Screens: Reducer {
  // @ObservableState
  // struct State: Equatable {
  //   var child = Counter.State()
  //   @Presents var destination: Destination.State?
  //   var rows: IdentifiedArrayOf<Counter.State> = []
  //   var path = StackState<Counter.State>()
  //   var title = ""
  // }
  struct State: Equatable {
    var child: Counter.State {
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
    private var _child: Counter.State = Counter.State()
    var destination: Destination.State? {
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
    var _$destination: Runtime.PresentationState<Destination.State> {
      get {
        _$observationRegistrar.access(self, keyPath: \.destination)
        return _destination.projectedValue
      }
      set {
        _$observationRegistrar.mutate(
          self, keyPath: \.destination, &_destination.projectedValue, newValue, _$isIdentityEqual)
      }
    }
    private var _destination = Runtime.PresentationState<Destination.State>(wrappedValue: nil)
    var rows: IdentifiedArrayOf<Counter.State> {
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
    private var _rows: IdentifiedArrayOf<Counter.State> = []
    var path: StackState<Counter.State> {
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
    private var _path: StackState<Counter.State> = StackState<Counter.State>()
    var title: String {
      @storageRestrictions(initializes: _title)
      init(initialValue) {
        _title = initialValue
      }
      get {
        _$observationRegistrar.access(self, keyPath: \.title)
        return _title
      }
      set {
        _$observationRegistrar.mutate(
          self, keyPath: \.title, &_title, newValue, _$isIdentityEqual, shouldNotifyObservers)
      }
      _modify {
        let oldValue = _$observationRegistrar.willModify(self, keyPath: \.title, &_title)
        defer {
          _$observationRegistrar.didModify(
            self, keyPath: \.title, &_title, oldValue, _$isIdentityEqual)
        }
        yield &_title
      }
    }
    private var _title: String = ""

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

  enum Action: Equatable, Sendable, CasePathable {
    case child(Counter.Action)
    case destination(PresentationAction<Destination.Action>)
    case rows(IdentifiedActionOf<Counter>)
    case path(StackAction<Counter.State, Counter.Action>)
    case present(Destination.State)
    case dismiss
    case appendRow(Counter.State)
    case removeRow(Int)
    case replaceRow(Counter.State)
    case moveFirstRowToEnd
    case push(Counter.State)
    case pop
    case retitle(String)
    case replaceChild(Counter.State)
    case replaceAll(State)
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.child, action: \.child) { Counter() }
    Reduce { state, action in
      switch action {
      case .child, .destination, .rows, .path:
        return .none
      case .present(let destination):
        state.destination = destination
        return .none
      case .dismiss:
        state.destination = nil
        return .none
      case .appendRow(let row):
        state.rows.append(row)
        return .none
      case .removeRow(let id):
        state.rows.remove(id: id)
        return .none
      case .replaceRow(let row):
        state.rows[id: row.id] = row
        return .none
      case .moveFirstRowToEnd:
        state.rows.move(fromOffsets: [0], toOffset: state.rows.count)
        return .none
      case .push(let screen):
        state.path.append(screen)
        return .none
      case .pop:
        state.path.removeLast()
        return .none
      case .retitle(let title):
        state.title = title
        return .none
      case .replaceChild(let child):
        state.child = child
        return .none
      case .replaceAll(let all):
        state = all
        return .none
      }
    }
    .ifLet(\._$destination, action: \.destination)
    .forEach(\.rows, action: \.rows) { Counter() }
    .forEach(\.path, action: \.path) { Counter() }
  }
}

extension Screens.State: Runtime.ObservableState, Observation.Observable {}

extension Screens.State {
  init(
    child: Counter.State = Counter.State(), destination: Destination.State? = nil,
    rows: IdentifiedArrayOf<Counter.State> = [],
    path: StackState<Counter.State> = StackState<Counter.State>(), title: String = ""
  ) {
    self.child = child
    self.destination = destination
    self.rows = rows
    self.path = path
    self.title = title
  }
}
