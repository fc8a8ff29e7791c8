import Runtime
import TestSupport
import Testing

/// A stack of numbers run by a stack `forEach` whose parent does nothing with its actions.
struct PilaVigilada: Reducer {
  struct State: Equatable { var pila = StackState<Int>() }
  enum Action: Equatable, CasePathable { case pila(StackAction<Int, Never>) }
  var body: some ReducerOf<Self> {
    Reduce { _, _ in .none }
      .forEach(\.pila, action: \.pila) { EmptyReducer() }
  }
}

@MainActor
@Suite("A stack forEach reports a pop or a push it cannot honour")
struct StackForEachIssueTests {
  @Test("a pop from an id the stack does not hold pops nothing and is reported")
  func popFromMissingID() async {
    let store = TestStore(initialState: PilaVigilada.State(pila: [7])) { PilaVigilada() }
    await withKnownIssue {
      await store.send(.pila(.popFrom(id: 999)))
    } matching: { issue in
      issue.description.contains("received a pop from #999, which is not in the stack")
        && issue.description.contains("(it holds #0)")
    }
    #expect(store.state.pila.ids == [0])
  }

  @Test("a pop from an id the stack holds pops it, with nothing reported")
  func popFromHeldID() async {
    let store = TestStore(initialState: PilaVigilada.State(pila: [7, 8])) { PilaVigilada() }
    await store.send(.pila(.popFrom(id: 1))) { $0.pila.pop(from: 1) }
  }

  @Test("in a test, a push with an id past the stack's next one is reported, and pushed")
  func pushPastTheNextID() async {
    let store = TestStore(initialState: PilaVigilada.State()) { PilaVigilada() }
    await withKnownIssue {
      await store.send(.pila(.push(id: 1, state: 5))) {
        $0.pila.append(5, id: 1)
      }
    } matching: { issue in
      issue.description.contains("received a push with id #1, but the next id of the stack is #0")
    }
    #expect(store.state.pila.ids == [1])
  }

  @Test("a push with the stack's next id is not reported")
  func pushTheNextID() async {
    let store = TestStore(initialState: PilaVigilada.State()) { PilaVigilada() }
    await store.send(.pila(.push(id: 0, state: 5))) { $0.pila.append(5, id: 0) }
  }
}
