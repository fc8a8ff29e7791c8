import Runtime
import TestSupport
import Testing

/// A switch a reducer's body branches on (for BodyCacheTests).
struct LoudGreeting: DependencyKey {
  static let liveValue = false
  static let testValue = false
}

extension DependencyValues {
  var loudGreeting: Bool {
    get { self[LoudGreeting.self] }
    set { self[LoudGreeting.self] = newValue }
  }
}

/// A feature whose body is one reducer or another depending on a dependency.
struct BranchingGreeting: Reducer {
  struct State: Equatable { var text = "" }
  enum Action: Equatable, CasePathable { case greet }

  @Dependency(\.loudGreeting) var loud

  var body: some ReducerOf<Self> {
    if loud {
      Reduce { state, _ in
        state.text = "HOLA"
        return .none
      }
    } else {
      Reduce { state, _ in
        state.text = "hola"
        return .none
      }
    }
  }
}

/// A deliberate difference from TCA (docs/coming-from-tca.md): a store builds each `body` the
/// first time an action reaches it and keeps it, where TCA builds it again for every action. A
/// body that branches on a dependency takes the branch of the dependencies in force at that first
/// action, for the life of the store.
@MainActor
@Suite("A reducer's body is built once per store")
struct BodyCacheTests {
  @Test func aBodyBranchesOnTheDependenciesOfTheFirstAction() async {
    let store = TestStore(initialState: BranchingGreeting.State()) { BranchingGreeting() }
    await store.send(.greet) { $0.text = "hola" }

    store.dependencies.loudGreeting = true
    await store.send(.greet)  // TCA: "HOLA"; here the body built for the first action stays.
  }

  @Test func aNewStoreBuildsTheBodyWithItsOwnDependencies() async {
    let store = TestStore(initialState: BranchingGreeting.State()) {
      BranchingGreeting()
    } withDependencies: {
      $0.loudGreeting = true
    }
    await store.send(.greet) { $0.text = "HOLA" }
  }

  @Test func calledDirectlyTheReducerBuildsItsBodyOnEveryCall() {
    var state = BranchingGreeting.State()
    _ = withDependencies {
      $0.loudGreeting = false
    } operation: {
      BranchingGreeting().reduce(into: &state, action: .greet)
    }
    #expect(state.text == "hola")
    _ = withDependencies {
      $0.loudGreeting = true
    } operation: {
      BranchingGreeting().reduce(into: &state, action: .greet)
    }
    #expect(state.text == "HOLA")
  }
}
