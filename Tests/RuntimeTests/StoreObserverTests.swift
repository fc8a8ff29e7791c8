import Runtime
import Testing

@MainActor
@Suite("Store observers")
struct StoreObserverTests {
  /// The list being notified finishes its cycle; the next cycle hears the new list.
  @Test("observers that stop and start observers from their callbacks")
  func changingObserversFromCallbacks() {
    let store = Store(initialState: Probe.State()) { Probe() }
    var heard: [String] = []
    var first: StoreObservation?
    var second: StoreObservation?
    first = store.observe { state in
      heard.append("first \(state.log.count)")
      // Two changes during one notification: this observer leaves, a new one comes.
      first?.cancel()
      if second == nil { second = store.observe { heard.append("second \($0.log.count)") } }
    }
    let third = store.observe { heard.append("third \($0.log.count)") }
    store.send(.record("a"))
    store.send(.record("b"))
    #expect(heard == ["first 1", "third 1", "third 2", "second 2"])
    third.cancel()
    second?.cancel()
    store.send(.record("c"))
    #expect(heard.count == 4)
  }

  @Test("two observers hear every cycle in the order they started")
  func twoObservers() {
    let store = Store(initialState: Probe.State()) { Probe() }
    var heard: [String] = []
    let one = store.observe { heard.append("one \($0.log.count)") }
    let two = store.observe { heard.append("two \($0.log.count)") }
    store.send(.record("a"))
    one.cancel()
    store.send(.record("b"))
    #expect(heard == ["one 1", "two 1", "two 2"])
    two.cancel()
  }
}
