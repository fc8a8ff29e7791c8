import TestSupport

/// `teststore-step`: a thousand exhaustive `send` + assertion steps on a state holding a
/// 10,000-element `IdentifiedArray`, against a thousand rounds of what such a step must do at
/// the least: copy the state, mutate the copy, compare it with `==`.
@MainActor
enum TestStoreStep {
  static let steps = 1_000
  static let size = 10_000

  static func run() async -> [Result] {
    let initial = Inventory.State.make(count: size)
    let manual = await measure(repetitions: 5, operations: steps) {
      var state = initial
      for step in 0..<steps {
        var copy = state
        copy.items[id: step]?.checked.toggle()
        if copy == state { fatalError("the mutation must show") }
        state = copy
      }
      blackHole(state)
    }
    let stepped = await measure(repetitions: 5, operations: steps) {
      let store = TestStore(initialState: initial) { Inventory() }
      for step in 0..<steps {
        await store.send(.toggle(step)) { $0.items[id: step]?.checked = true }
      }
    }
    return [
      Result(
        name: "teststore-step", samples: stepped, baseline: "copy-mutate-compare",
        baselineSamples: manual, bar: "<= 4x",
        met: Stats.median(stepped) / Stats.median(manual) <= 4)
    ]
  }
}
