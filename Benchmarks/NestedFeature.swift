import Runtime

/// A feature that presents itself: the shape of TCA's `Store.*` and `NestedStore.*` benchmarks.
/// Each level counts, and may present the next level through `@Presents` and `ifLet`.
@Reducer
struct NestedFeature {
  @ObservableState
  struct State {
    var count = 0
    @Presents var child: NestedFeature.State?
  }

  enum Action: Sendable {
    case increment
    indirect case child(PresentationAction<NestedFeature.Action>)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .increment:
        state.count &+= 1
        return .none
      case .child:
        return .none
      }
    }
    .ifLet(\.$child, action: \.child) {
      NestedFeature()
    }
  }

  /// A state `levels` deep: the root and `levels - 1` presented children.
  static func state(levels: Int) -> State {
    var state = State()
    for _ in 1..<levels {
      var parent = State()
      parent.child = state
      state = parent
    }
    return state
  }

  /// The store of the deepest level, scoped from `root` one level at a time.
  @MainActor
  static func deepest(levels: Int, from root: StoreOf<NestedFeature>) -> StoreOf<NestedFeature> {
    var store = root
    for _ in 1..<levels { store = store.scope(state: \.child, action: \.child.presented)! }
    return store
  }
}
