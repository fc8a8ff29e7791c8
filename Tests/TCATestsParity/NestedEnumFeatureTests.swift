// TCA's Tests/ComposableArchitectureTests/NestedEnumFeatureTests.swift, verbatim: imports changed.

import Runtime
import TestSupport

#if canImport(SwiftUI)
  import SwiftUI
#endif

@Reducer private struct Leaf {}

@Reducer private enum Inner {
  case leaf(Leaf)
}

@Reducer private enum Outer {
  case inner(Inner.Body = Inner.body)
}

@Reducer private struct Parent {
  @ObservableState struct State {
    @Presents var destination: Outer.State?
  }
  enum Action {
    case destination(PresentationAction<Outer.Action>)
  }
  var body: some ReducerOf<Self> {
    EmptyReducer()
      .ifLet(\.$destination, action: \.destination)
  }
}

#if canImport(SwiftUI)
  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
  struct ParentView: View {
    @SwiftUI.Bindable fileprivate var store: StoreOf<Parent>

    var body: some View {
      EmptyView()
        .sheet(
          item: $store.scope(\.destination, action: \.destination).inner.leaf
        ) { (store: StoreOf<Leaf>) in
          EmptyView()
        }
    }
  }
#endif
