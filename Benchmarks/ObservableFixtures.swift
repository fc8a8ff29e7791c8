import Runtime

// Features with `@ObservableState` states, written as the macro expands them (the macro is not
// merged yet; replace each expansion with `@ObservableState` on the commented source).

/// `Counter` with an `@ObservableState` state: what `store-send-observable` sends to.
struct ObservableCounter: Reducer {
  // @ObservableState
  // struct State: Equatable, Identifiable { var id = 0; var count = 0 }
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
    var _$observationRegistrar = Runtime.ObservationStateRegistrar()
    var _$id: Runtime.ObservableStateID { _$observationRegistrar.id }
    mutating func _$willModify() { _$observationRegistrar._$willModify() }
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
    case increment
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.count &+= 1
    return .none
  }
}

extension ObservableCounter.State: Runtime.ObservableState, Observation.Observable {}

extension ObservableCounter.State {
  init(id: Int) { self.id = id }
}

/// A list of observable counters, one row store each: what `observation-fanout` observes.
struct CounterList: Reducer {
  // @ObservableState
  // struct State { var rows: IdentifiedArrayOf<ObservableCounter.State> = [] }
  struct State {
    var rows: IdentifiedArrayOf<ObservableCounter.State> {
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
    private var _rows: IdentifiedArrayOf<ObservableCounter.State> = []
    var _$observationRegistrar = Runtime.ObservationStateRegistrar()
    var _$id: Runtime.ObservableStateID { _$observationRegistrar.id }
    mutating func _$willModify() { _$observationRegistrar._$willModify() }
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
  enum Action: Sendable, CasePathable {
    case rows(IdentifiedActionOf<ObservableCounter>)
  }

  var body: some ReducerOf<Self> {
    EmptyReducer()
      .forEach(\.rows, action: \.rows) { ObservableCounter() }
  }
}

extension CounterList.State: Runtime.ObservableState, Observation.Observable {}

extension CounterList.State {
  init(rows: IdentifiedArrayOf<ObservableCounter.State>) { self.rows = rows }
}
