// TCA's Tests/ComposableArchitectureTests/MacroTests.swift, verbatim: imports changed (`SwiftUI` is gone) and the SwiftUI view
// `TestViewAction.FeatureView` (`@ViewAction` on a `View` with `send(_:animation:)` and
// `send(_:transaction:)`) deleted: there is no SwiftUI on Linux.

import Runtime
import TestSupport

private enum TestViewAction {
  @Reducer
  fileprivate struct Feature {
    struct State {}
    enum Action: ViewAction {
      case view(View)
      enum View { case tap }
    }
    var body: some ReducerOf<Self> { EmptyReducer() }
  }
}

private enum TestObservableEnum_NonObservableCase {
  @Reducer
  fileprivate struct Feature {
    enum State {
      case inert(Int)
    }
    enum Action {}
    var body: some ReducerOf<Self> { EmptyReducer() }
  }
}

private enum TestFillInRequirements {
  @Reducer
  struct Feature1 {}
  @Reducer
  struct Feature2 {
    struct State {}
  }
  @Reducer
  struct Feature3 {
    enum Action {}
  }
  @Reducer
  struct Feature4 {
    let body = EmptyReducer<Int, Int>()
  }
  @Reducer
  struct Feature5 {
    typealias State = Int
  }
}

private enum TestEnumReducer_Basics {
  @Reducer struct Feature {}
  @Reducer
  enum Destination1 {
    case feature1(Feature)
  }
  @Reducer
  enum Destination2 {
    case feature1(Feature)
    case feature2(Feature)
  }
  @Reducer
  enum Destination3 {
    case feature1(Feature)
    case feature2(Feature)
    case feature3(Feature)
  }
  @Reducer
  enum Destination4 {
    case feature1(Feature)
    case feature2(Feature)
    case feature3(Feature)
    case feature4(Feature)
  }
  @Reducer
  public enum Destination5 {
    case alert(AlertState<Never>)
  }
  @Reducer
  public enum Destination6 {}
}
