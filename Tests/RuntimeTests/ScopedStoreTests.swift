import Runtime
import Testing

@MainActor
@Suite("Scoped stores")
struct ScopedStoreTests {
  @Test("a scoped store reads the child's state and sends through the parent")
  func scopedReadsAndSends() {
    let store = Store(initialState: Parent.State(child: Probe.State())) { Parent() }
    let own = store.scope(state: \.own, action: \.own)
    own.send(.record("hola"))
    #expect(own.state.log == ["hola"])
    #expect(store.state.own.log == ["hola"])
    let nested = store.scope(state: \.own.log, action: \.own.record)
    nested.send("adios")
    #expect(nested.state == ["hola", "adios"])
  }

  @Test("a scoped store's observers hear the child's state after each cycle")
  func scopedObservation() {
    let store = Store(initialState: Parent.State()) { Parent() }
    let own = store.scope(state: \.own, action: \.own)
    var seen: [[String]] = []
    let observation = own.observe { seen.append($0.log) }
    own.send(.record("a"))
    store.send(.own(.record("b")))
    #expect(seen == [["a"], ["a", "b"]])
    observation.cancel()
    own.send(.record("c"))
    #expect(seen.count == 2)
  }
}
