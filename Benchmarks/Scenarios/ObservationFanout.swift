import Runtime
import Synchronization

/// `observation-fanout`: a list of 1,000 rows, each row's store observed as a UI observes it
/// (`withObservationTracking` reading the row's `count`, tracked again after each change). Each
/// send changes one row; the bar is that exactly one observer hears about it, every time. The
/// time is per send, the re-observation of the changed row included.
@MainActor
enum ObservationFanout {
  static let rowCount = 1_000
  static let sends = 2_000

  static func run() async -> [Result] {
    var perSend: (min: Int, max: Int) = (.max, .min)
    let samples = await measure(operations: sends) {
      let counts = sendAndCount()
      perSend = (min(perSend.min, counts.min), max(perSend.max, counts.max))
    }
    return [
      Result(
        name: "observation-fanout", samples: samples, baseline: nil,
        bar: "exactly 1 notification per send", met: perSend == (1, 1),
        extra: [("notifications", perSend.min == perSend.max ? "\(perSend.min)" : "\(perSend)")])
    ]
  }

  /// Sends to rows in turn, observing every row; returns the fewest and most notifications a
  /// send caused.
  static func sendAndCount() -> (min: Int, max: Int) {
    let store = Store(
      initialState: CounterList.State(
        rows: IdentifiedArray(
          uniqueElements: (0..<rowCount).map { ObservableCounter.State(id: $0) })
      )
    ) { CounterList() }
    let rows = Array(store.scope(state: \.rows, action: \.rows))
    let notifications = Notifications()
    for row in rows { observe(row, notifications) }
    var fewest = Int.max
    var most = Int.min
    for index in 0..<sends {
      let row = rows[(index &* 7) % rowCount]
      row.send(.increment)
      let heard = notifications.take()
      fewest = min(fewest, heard)
      most = max(most, heard)
      observe(row, notifications)
    }
    blackHole(store.state)
    return (fewest, most)
  }

  static func observe(_ row: StoreOf<ObservableCounter>, _ notifications: Notifications) {
    withObservationTracking {
      blackHole(row.count)
    } onChange: {
      notifications.heard()
    }
  }
}

/// How many observers have heard about a change since the last look.
final class Notifications: Sendable {
  private let count = Atomic(0)
  func heard() { count.add(1, ordering: .relaxed) }
  func take() -> Int { count.exchange(0, ordering: .relaxed) }
}
