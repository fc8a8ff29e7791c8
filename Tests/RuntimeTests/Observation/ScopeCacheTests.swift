import Foundation
import Runtime
import Testing

// Ported from TCA's Tests/ComposableArchitectureTests/ScopeCacheTests.swift: the tests of cached
// stores (the others test deprecated, uncached scoping, which does not exist here). The feature's
// state is written as `@ObservableState` and `@Presents` expand it (see
// ObservableStateFixtures.swift; `_$child` stands for `$child`).

@MainActor
@Suite("Scope cache (TCA's ScopeCacheTests)")
struct ScopeCacheTests {
  @Test func optionalScope_CachedStore() {
    let store = StoreOf<ScopeCacheFeature>(
      initialState: ScopeCacheFeature.State(child: ScopeCacheFeature.State())
    ) {
    }
    store
      .scope(\.self, action: \.self)
      .scope(\.child, action: \.child.presented)?
      .send(.show)
  }

  @Test func identifiedArrayScope_CachedStore() {
    let store = StoreOf<ScopeCacheFeature>(
      initialState: ScopeCacheFeature.State(rows: [ScopeCacheFeature.State()])
    ) {
    }

    let rowsStore = Array(
      store
        .scope(\.self, action: \.self)
        .scope(\.rows, action: \.rows)
    )
    rowsStore[0].send(.show)
  }

  @Test func aPresentedChildOfAPresentedChildIsKeptAndGoesWithIt() {
    let store = StoreOf<ScopeCacheFeature>(initialState: ScopeCacheFeature.State()) {
      ScopeCacheFeature()
    }
    store.send(.show)
    let child = store.scope(\.child, action: \.child.presented)
    child?.send(.show)
    weak let grandchild = child?.scope(\.child, action: \.child.presented)
    #expect(grandchild != nil)
    #expect(grandchild === child?.scope(\.child, action: \.child.presented))

    store.send(.child(.dismiss))

    #expect(grandchild == nil)
    #expect(store.child == nil)
  }
}

struct ScopeCacheFeature: Reducer {
  // @ObservableState
  // struct State: Identifiable, Equatable {
  //   let id = UUID()
  //   @Presents var child: ScopeCacheFeature.State?
  //   var rows: IdentifiedArrayOf<ScopeCacheFeature.State> = []
  // }
  struct State: Identifiable, Equatable {
    let id = UUID()
    var child: ScopeCacheFeature.State? {
      @storageRestrictions(initializes: _child)
      init(initialValue) {
        _child = PresentationState(wrappedValue: initialValue)
      }
      get {
        _$observationRegistrar.access(self, keyPath: \.child)
        return _child.wrappedValue
      }
      set {
        _$observationRegistrar.mutate(
          self, keyPath: \.child, &_child.wrappedValue, newValue, _$isIdentityEqual)
      }
    }
    var _$child: Runtime.PresentationState<ScopeCacheFeature.State> {
      get {
        _$observationRegistrar.access(self, keyPath: \.child)
        return _child.projectedValue
      }
      set {
        _$observationRegistrar.mutate(
          self, keyPath: \.child, &_child.projectedValue, newValue, _$isIdentityEqual)
      }
    }
    private var _child = Runtime.PresentationState<ScopeCacheFeature.State>(wrappedValue: nil)
    var rows: IdentifiedArrayOf<ScopeCacheFeature.State> {
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
    private var _rows: IdentifiedArrayOf<ScopeCacheFeature.State> = []
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
  indirect enum Action: CasePathable {
    case child(PresentationAction<ScopeCacheFeature.Action>)
    case dismiss
    case rows(IdentifiedActionOf<ScopeCacheFeature>)
    case show
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .child(.presented(.dismiss)):
        state.child = nil
        return .none
      case .child:
        return .none
      case .dismiss:
        return .none
      case .rows:
        return .none
      case .show:
        state.child = ScopeCacheFeature.State()
        return .none
      }
    }
    .ifLet(\._$child, action: \.child) {
      ScopeCacheFeature()
    }
    .forEach(\.rows, action: \.rows) {
      ScopeCacheFeature()
    }
  }
}

extension ScopeCacheFeature.State: Runtime.ObservableState, Observation.Observable {}

extension ScopeCacheFeature.State {
  init(child: ScopeCacheFeature.State? = nil, rows: IdentifiedArrayOf<ScopeCacheFeature.State> = [])
  {
    self.child = child
    self.rows = rows
  }
}
