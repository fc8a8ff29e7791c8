import Runtime
import Testing

@MainActor
@Suite("Scoped stores live as long as their state")
struct StoreLifecycleTests {
  @Test func aDismissedDestinationsStoresAreReleased() {
    let store = Store(initialState: Screens.State(destination: .first(Counter.State()))) {
      Screens()
    }
    weak let first = store.scope(state: \.destination?.first, action: \.destination.first)
    weak let destination = store.scope(state: \.destination, action: \.destination.presented)
    #expect(first != nil)
    #expect(destination != nil)

    store.send(.dismiss)

    #expect(first == nil)
    #expect(destination == nil)
  }

  @Test func aRemovedRowsStoreIsReleasedAndTheOthersAreKept() {
    let store = Store(
      initialState: Screens.State(rows: [Counter.State(id: 1), Counter.State(id: 2)])
    ) { Screens() }
    weak let removed = Array(store.scope(state: \.rows, action: \.rows))[0]
    let kept = Array(store.scope(state: \.rows, action: \.rows))[1]
    #expect(removed != nil, "kept by its parent while the row lives")

    store.send(.removeRow(1))

    #expect(removed == nil)
    #expect(Array(store.scope(state: \.rows, action: \.rows)) == [kept])
  }

  @Test func aPoppedScreensStoreIsReleased() {
    let store = Store(initialState: Screens.State()) { Screens() }
    store.send(.push(Counter.State()))
    weak let screen = Array(store.scope(state: \.path, action: \.path))[0]
    #expect(screen != nil)

    store.send(.pop)

    #expect(screen == nil)
  }

  @Test func aCaseStoreIsReleasedWhenTheStateLeavesTheCase() {
    let store = Store(initialState: Screens.State(destination: .first(Counter.State()))) {
      Screens()
    }
    let destination = store.scope(state: \.destination, action: \.destination.presented)!
    weak var first: StoreOf<Counter>?
    if case .first(let store) = destination.case { first = store }
    #expect(first != nil)

    first?.send(.increment)
    #expect(first != nil, "a change inside the case keeps its store")

    store.send(.present(.second(Counter.State())))
    #expect(first == nil)
    guard case .second = destination.case else {
      Issue.record("expected the second case")
      return
    }
  }

  @Test func aRootStoreIsReleasedWithTheStoresScopedFromIt() {
    weak var root: Store<Screens.State, Screens.Action>?
    weak var child: StoreOf<Counter>?
    do {
      let store = Store(
        initialState: Screens.State(
          destination: .first(Counter.State()), rows: [Counter.State(id: 1)])
      ) { Screens() }
      root = store
      child = store.scope(state: \.child, action: \.child)
      _ = store.scope(state: \.destination?.first, action: \.destination.first)
      _ = Array(store.scope(state: \.rows, action: \.rows))
      _ = observe { _ = store.title }
    }
    #expect(root == nil)
    #expect(child == nil)
  }

  @Test func aScopedStoreKeepsWorkingAfterItsRootIsReleased() {
    let child = Store(initialState: Screens.State()) { Screens() }
      .scope(state: \.child, action: \.child)
    child.send(.increment)
    #expect(child.count == 1)
  }

  @Test func effectsStopWhenTheLastStoreGoes() async {
    let started = Gate()
    let cancelled = Gate()
    weak var root: Store<Int, Void>?
    weak var scoped: Store<Int, Void>?
    do {
      let store = Store<Int, Void>(initialState: 0) {
        Reduce { _, _ in
          .run { _ in
            started.open()
            do { try await Task.never() } catch { cancelled.open() }
          }
        }
      }
      root = store
      let child = store.scope(state: \.self, action: \.self)
      scoped = child
      child.send(())
      await started.wait()
    }
    await cancelled.wait()
    #expect(root == nil)
    #expect(scoped == nil)
  }

  @Test func aRootStoreWithAPresentedChildScopedIsReleased() {
    weak var raiz: Store<Screens.State, Screens.Action>?
    do {
      let store = Store(initialState: Screens.State()) { Screens() }
      raiz = store
      store.send(.present(.first(Counter.State())))
      let presentado = store.scope(state: \.destination, action: \.destination.presented)
      #expect(presentado != nil, "the destination was just presented")
    }
    #expect(raiz == nil)
  }

  @Test func scopingTwiceByKeyPathGivesTheSameStore() {
    let raiz = Store(initialState: Screens.State()) { Screens() }
    let hijo = raiz.scope(\.child, action: \.child)
    #expect(hijo === raiz.scope(\.child, action: \.child))
    let nieto = hijo.scope(\.name, action: \.rename)
    #expect(nieto === hijo.scope(\.name, action: \.rename))
  }
}
