// TCA's Tests/ComposableArchitectureTests/Reducers/IfCaseLetReducerTests.swift, verbatim: imports changed; the class's
// `@available(*, deprecated)` dropped (SwiftPM's generated test list names the class, and would
// warn); testIdentifiableChild deleted: it drives `\.mainQueue` with `DispatchQueue.test`,
// Combine schedulers, which Linux lacks.

import Runtime
import TestSupport
import XCTest

final class IfCaseLetReducerTests: BaseTCATestCase {
  func testChildAction() async {
    struct SomeError: Error, Equatable {}

    let store = await TestStore(initialState: Result.success(0)) {
      Reduce<Result<Int, SomeError>, Result<Int, SomeError>> { state, action in
        .none
      }
      .ifCaseLet(\.success, action: \.success) {
        Reduce { state, action in
          state = action
          return state < 0 ? .run { await $0(0) } : .none
        }
      }
    }

    await store.send(.success(1)) {
      $0 = .success(1)
    }
    await store.send(.failure(SomeError()))
    await store.send(.success(-1)) {
      $0 = .success(-1)
    }
    await store.receive(.success(0)) {
      $0 = .success(0)
    }
  }

  func testNilChild() async {
    struct SomeError: Error, Equatable {}

    let store = await TestStore(initialState: Result.failure(SomeError())) {
      EmptyReducer<Result<Int, SomeError>, Result<Int, SomeError>>()
        .ifCaseLet(\.success, action: \.success) {}
    }

    XCTExpectFailure {
      $0.compactDescription.hasSuffix(
        """
        An "ifCaseLet" at "\(#fileID):\(#line - 6)" received a child action when child state was \
        set to a different case.

          Action:
            Result.success(1)
          State:
            Result.failure(IfCaseLetReducerTests.SomeError())

        This is generally considered an application logic error, and can happen for a few reasons:

        A parent reducer set "Result" to a different case before this reducer ran. This \
        reducer must run before any other reducer sets child state to a different case. This \
        ensures that child reducers can handle their actions while their state is still available.

        An in-flight effect emitted this action when child state was unavailable. While it may \
        be perfectly reasonable to ignore this action, consider canceling the associated effect \
        before child state changes to another case, especially if it is a long-living effect.

        This action was sent to the store while state was another case. Make sure that actions \
        for this reducer can only be sent from a store when state is set to the appropriate \
        case. In SwiftUI applications, use "SwitchStore".
        """
      )
    }

    await store.send(.success(1))
  }

  func testEffectCancellation_Siblings() async {
    struct Child: Reducer {
      struct State: Equatable {
        var count = 0
      }
      enum Action: Equatable {
        case timerButtonTapped
        case timerTick
      }
      @Dependency(\.continuousClock) var clock
      var body: some Reducer<State, Action> {
        Reduce { state, action in
          switch action {
          case .timerButtonTapped:
            return .run { send in
              for await _ in self.clock.timer(interval: .seconds(1)) {
                await send(.timerTick)
              }
            }
          case .timerTick:
            state.count += 1
            return .none
          }
        }
      }
    }
    struct Parent: Reducer {
      enum State: Equatable {
        case child1(Child.State)
        case child2(Child.State)
      }
      enum Action: Equatable {
        case child1(Child.Action)
        case child1ButtonTapped
        case child2(Child.Action)
        case child2ButtonTapped
      }
      var body: some ReducerOf<Self> {
        Reduce { state, action in
          switch action {
          case .child1:
            return .none
          case .child1ButtonTapped:
            state = .child1(Child.State())
            return .none
          case .child2:
            return .none
          case .child2ButtonTapped:
            state = .child2(Child.State())
            return .none
          }
        }
        .ifCaseLet(/State.child1, action: /Action.child1) {
          Child()
        }
        .ifCaseLet(/State.child2, action: /Action.child2) {
          Child()
        }
      }
    }
    let clock = TestClock()
    let store = await TestStore(initialState: Parent.State.child1(Child.State())) {
      Parent()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.child1(.timerButtonTapped))
    await clock.advance(by: .seconds(1))
    await store.receive(.child1(.timerTick)) {
      try (/Parent.State.child1).modify(&$0) {
        $0.count = 1
      }
    }
    await store.send(.child2ButtonTapped) {
      $0 = .child2(Child.State())
    }
  }

}
