// TCA's Tests/ComposableArchitectureTests/StorePerceptionTests.swift: imports changed (`SwiftUI`
// and `@_spi(Logging)` gone) and the tests that render a SwiftUI view deleted, with their
// `render(_:)` helper — testPerceptionCheck_SkipWhenActionClosureOfView,
// testPerceptionCheck_AccessStateWithoutTracking and testPerceptionCheck_AccessStateWithTracking:
// there is no SwiftUI (`View`, `ImageRenderer`) on Linux. The UIKit test is kept; its body is
// `#if canImport(UIKit)`, as in TCA. The two `@MainActor` tests are made `async`: Linux's XCTest
// cannot run a synchronous `@MainActor` test method (its test list crashes casting it).

import Runtime
import TestSupport
import XCTest

final class StorePerceptionTests: BaseTCATestCase {
  @MainActor
  func testPerceptionCheck_SkipWhenOutsideView() async {
    let store = Store(initialState: Feature.State()) {
      Feature()
    }
    store.send(.tap)
  }

  @MainActor
  func testPerceptionCheck_ViewRepresentable_publisher() async {
    #if canImport(UIKit)
      struct ViewRepresentable: UIViewRepresentable {
        let store = Store(initialState: Feature.State()) {
          Feature()
        }
        func makeUIView(context: Context) -> UILabel {
          let label = UILabel()
          let cancellable = store.publisher.sink { [weak label] state in
            label?.text = "\(state.count)"
          }
          objc_setAssociatedObject(
            label, cancellableKey, cancellable, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
          return label
        }
        func updateUIView(_ view: UILabel, context: Context) {}
      }
      render(ViewRepresentable())
    #endif
  }
}

@MainActor private let cancellableKey = malloc(1)!

@Reducer
private struct Feature {
  @ObservableState
  struct State {
    var count = 0
  }
  enum Action { case tap }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      state.count += 1
      return .none
    }
  }
}
