import Runtime
import Testing

/// A parent whose child lives in a stored property, and another whose child is reached
/// through a computed property: `Scope` must behave the same for both.
struct Ledger: Reducer {
  struct State: Equatable {
    var stored = Probe.State()
    var hidden = Probe.State(id: 1)
    var computed: Probe.State {
      get { hidden }
      set { hidden = newValue }
    }
  }

  enum Action: Equatable, Sendable, CasePathable {
    case stored(Probe.Action)
    case computed(Probe.Action)
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.stored, action: \.stored) { Probe() }
    Scope(state: \.computed, action: \.computed) { Probe() }
  }
}

@MainActor
@Suite("Scope")
struct ScopeTests {
  @Test("a child in a stored property and one behind a computed property both get their actions")
  func storedAndComputedChildren() {
    let store = Store(initialState: Ledger.State()) { Ledger() }
    store.send(.stored(.record("a")))
    store.send(.computed(.record("b")))
    store.send(.stored(.sendAll(["c", "d"])))
    #expect(store.state.stored.log == ["a", "c", "d"])
    #expect(store.state.hidden.log == ["b"])
  }

  @Test("a parent action that is not the child's leaves the child alone")
  func otherActionsPassBy() {
    var state = Ledger.State()
    let effect = Ledger().reduce(into: &state, action: .computed(.record("x")))
    #expect(effect.isNone)
    #expect(state.stored.log.isEmpty)
    #expect(state.hidden.log == ["x"])
  }
}
