import Foundation
import Runtime
import Testing

// Ported from TCA's Tests/ComposableArchitectureTests/ScopeCacheTests.swift: the tests of cached
// stores (the others test deprecated, uncached scoping, which does not exist here), with TCA's
// feature and its macros (named `ScopeCacheFeature` here rather than a private `Feature`).

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

@Reducer
struct ScopeCacheFeature {
  @ObservableState
  struct State: Identifiable, Equatable {
    let id = UUID()
    @Presents var child: ScopeCacheFeature.State?
    var rows: IdentifiedArrayOf<ScopeCacheFeature.State> = []
  }
  indirect enum Action {
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
    .ifLet(\.$child, action: \.child) {
      ScopeCacheFeature()
    }
    .forEach(\.rows, action: \.rows) {
      ScopeCacheFeature()
    }
  }
}
