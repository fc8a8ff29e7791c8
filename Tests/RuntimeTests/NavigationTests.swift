import Runtime
import TestSupport
import Testing

/// A presented feature that closes itself with the `dismiss` dependency.
struct Closer: Reducer {
  struct State: Equatable {}
  enum Action: Equatable { case close }
  @Dependency(\.dismiss) var dismiss
  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    .run { _ in await dismiss() }
  }
}
/// Presents a `Closer`.
struct Host: Reducer {
  struct State: Equatable { @PresentationState var closer: Closer.State? }
  enum Action: Equatable, CasePathable {
    case closer(PresentationAction<Closer.Action>)
  }
  var body: some ReducerOf<Self> {
    EmptyReducer().ifLet(\.$closer, action: \.closer) { Closer() }
  }
}

@MainActor
@Suite("Navigation cancels and isolates child effects")
struct NavigationTests {
  let clock = TestClock()

  func makeStore(_ state: Parent.State = Parent.State()) -> TestStore<Parent.State, Parent.Action> {
    TestStore(initialState: state) {
      Parent()
    } withDependencies: {
      $0.continuousClock = clock
    }
  }

  @Test("setting optional child state to nil cancels the child's effects")
  func ifLetNilCancels() async {
    let store = makeStore(Parent.State(child: Probe.State()))
    await store.send(.child(.startTimer))
    await clock.advance(by: .seconds(1))
    await store.receive(\.child.tick) { $0.child?.log = ["tick"] }
    await store.send(.setChild(nil)) { $0.child = nil }
    await clock.advance(by: .seconds(5))
  }

  @Test("switching a destination to another case cancels the old case's effects")
  func destinationCaseChangeCancels() async {
    let store = makeStore(Parent.State(destination: .first(Probe.State())))
    await store.send(.destination(.presented(.first(.startTimer))))
    await store.send(.present(.second(Probe.State()))) {
      $0.destination = .second(Probe.State())
    }
    await clock.advance(by: .seconds(3))
  }

  @Test("dismissing a destination cancels its effects")
  func dismissCancels() async {
    let store = makeStore(Parent.State(destination: .first(Probe.State())))
    await store.send(.destination(.presented(.first(.startTimer))))
    await store.send(.destination(.dismiss)) { $0.destination = nil }
    await clock.advance(by: .seconds(3))
  }

  @Test("the dismiss dependency inside a destination's effect dismisses it")
  func dismissDependency() async {
    let store = TestStore(initialState: Host.State(closer: Closer.State())) { Host() }
    await store.send(.closer(.presented(.close)))
    await store.receive(.closer(.dismiss)) { $0.closer = nil }
  }

  @Test("removing an element cancels its effects, and only its effects")
  func forEachRemovalCancels() async {
    let store = makeStore(Parent.State(rows: [Probe.State(id: 1), Probe.State(id: 2)]))
    await store.send(.rows(.element(id: 1, action: .startTimer)))
    await store.send(.rows(.element(id: 2, action: .startTimer)))
    await store.send(.removeRow(1)) { $0.rows.remove(id: 1) }
    await clock.advance(by: .seconds(1))
    await store.receive(\.rows[id: 2].tick) { $0.rows[id: 2]?.log = ["tick"] }
    await store.send(.rows(.element(id: 2, action: .stopTimer)))
  }

  @Test("a child cannot cancel its sibling's effect with the same id")
  func siblingIsolation() async {
    let store = makeStore(Parent.State(rows: [Probe.State(id: 1), Probe.State(id: 2)]))
    await store.send(.rows(.element(id: 1, action: .startTimer)))
    await store.send(.rows(.element(id: 2, action: .startTimer)))
    await store.send(.rows(.element(id: 1, action: .stopTimer)))
    await clock.advance(by: .seconds(1))
    await store.receive(\.rows[id: 2].tick) { $0.rows[id: 2]?.log = ["tick"] }
    await store.send(.rows(.element(id: 2, action: .stopTimer)))
  }

  @Test("a child and its parent cannot cancel each other's effects with the same id")
  func parentChildIsolation() async {
    let store = makeStore(Parent.State(child: Probe.State()))
    await store.send(.own(.startTimer))
    await store.send(.child(.startTimer))
    await store.send(.own(.stopTimer))
    await clock.advance(by: .seconds(1))
    await store.receive(\.child.tick) { $0.child?.log = ["tick"] }
    await store.send(.child(.stopTimer))
    await store.send(.own(.startTimer))
    await store.send(.child(.startTimer))
    await store.send(.child(.stopTimer))
    await clock.advance(by: .seconds(1))
    await store.receive(\.own.tick) { $0.own.log = ["tick"] }
    await store.send(.own(.stopTimer))
  }

  @Test("popping a stack element cancels its effects")
  func stackPopCancels() async {
    var state = Parent.State()
    state.path.append(Probe.State(id: 10))
    state.path.append(Probe.State(id: 11))
    let store = makeStore(state)
    await store.send(.path(.element(id: 1, action: .startTimer)))
    await store.send(.path(.popFrom(id: 1))) { $0.path.pop(from: 1) }
    await clock.advance(by: .seconds(2))
    await store.send(.path(.push(id: 2, state: Probe.State(id: 12)))) {
      $0.path.append(Probe.State(id: 12))
    }
    #expect(store.state.path.ids == [0, 2])
  }

  @Test("a child action while the child is absent is reported")
  func childActionWithoutChild() async {
    let store = makeStore()
    await withKnownIssue {
      await store.send(.child(.record("x")))
    } matching: { issue in
      issue.description.contains(
        "received an action for its child, but the child's state was nil, so the child did not run")
    }
  }
}
