import Foundation
import Runtime
import TestSupport

@MainActor
enum ZProbe {
  static func run() async {
    let initial = Inventory.State.make(count: 10_000)
    var state = initial
    let n = 200
    var t = ContinuousClock.now
    for i in 0..<n { var c = state; c.items[id: i]?.checked.toggle(); state = c }
    print("copy+mutate us", nanoseconds(ContinuousClock.now - t) / Double(n) / 1000)
    var other = state; other.items[id: 9_999]?.checked.toggle();
    other.items[id: 9_999]?.checked.toggle()
    t = ContinuousClock.now
    var eq = 0
    for _ in 0..<n { if other == state { eq += 1 } }
    print("full compare us", nanoseconds(ContinuousClock.now - t) / Double(n) / 1000, eq)
    t = ContinuousClock.now
    for _ in 0..<n { blackHole(Dumper.line(Inventory.Action.toggle(5))) }
    print("dump action us", nanoseconds(ContinuousClock.now - t) / Double(n) / 1000)
    let store = TestStore(initialState: initial) { Inventory() }
    t = ContinuousClock.now
    for step in 0..<n { await store.send(.toggle(step)) { $0.items[id: step]?.checked = true } }
    print("teststore step us", nanoseconds(ContinuousClock.now - t) / Double(n) / 1000)
  }
}
