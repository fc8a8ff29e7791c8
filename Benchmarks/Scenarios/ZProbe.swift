import Foundation
import TestSupport

@MainActor
enum ZProbe {
  static func run() async {
    let store = TestStore(initialState: Inventory.State.make(count: 10_000)) { Inventory() }
    for step in 0..<200 {
      await store.send(.toggle(step)) { $0.items[id: step]?.checked = true }
    }
  }
}
