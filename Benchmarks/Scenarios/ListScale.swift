import Runtime

/// A long list of row stores, every row observed as a UI observes it (`withObservationTracking`
/// on the row's `count`, tracked again after each change), at 1,000 and at 10,000 rows; the two
/// sizes take their samples in turn.
///
/// - `list-mutate`: a send to one row's store, changing that row: exactly one observer must hear
///   about it (`notifications`), and the cost must not grow with the list: 10,000 rows at most
///   1.5× 1,000 rows.
/// - `list-append`: a send that appends a row (the list is trimmed back after each sample, the
///   trim included in the time): amortised O(1), with the same bar.
///
/// `bytes_per_row_store` is the resident memory the 10,000 row stores add, observation included,
/// per row store (the list's state itself subtracted).
@MainActor
enum ListScale {
  static let small = 1_000
  static let large = 10_000
  static let sends = 500
  static let appends = 200

  /// A list store with its row stores, every row observed.
  @MainActor
  final class ObservedList {
    let store: StoreOf<RowList>
    let rows: [StoreOf<ObservableCounter>]
    let notifications = Notifications()

    init(count: Int) {
      store = Store(initialState: RowList.State.make(count: count)) { RowList() }
      rows = Array(store.scope(state: \.rows, action: \.rows))
      for row in rows { observe(row) }
    }

    func observe(_ row: StoreOf<ObservableCounter>) {
      let notifications = self.notifications
      withObservationTracking {
        blackHole(row.count)
      } onChange: {
        notifications.heard()
      }
    }

    /// Sends to rows in turn; returns the fewest and most notifications a send caused.
    func mutate() -> (min: Int, max: Int) {
      var fewest = Int.max
      var most = Int.min
      for index in 0..<sends {
        let row = rows[(index &* 7919) % rows.count]
        row.send(.increment)
        let heard = notifications.take()
        fewest = min(fewest, heard)
        most = max(most, heard)
        observe(row)
      }
      return (fewest, most)
    }

    func append() {
      for _ in 0..<appends { store.send(.add) }
      store.send(.trim(to: rows.count))
    }
  }

  static func run() async -> [Result] {
    let heapBefore = heapBytes()
    let largeList = ObservedList(count: large)
    let heapAfter = heapBytes()
    let smallList = ObservedList(count: small)
    let stateBytes = measureStateBytes(count: large)
    let perRowStore = (heapAfter - heapBefore - stateBytes) / large

    var perSend: (min: Int, max: Int) = (.max, .min)
    func record(_ counts: (min: Int, max: Int)) {
      perSend = (min(perSend.min, counts.min), max(perSend.max, counts.max))
    }
    let mutate = await measureAlternating(
      repetitions: 7, operations: sends,
      [{ record(smallList.mutate()) }, { record(largeList.mutate()) }])
    let append = await measureAlternating(
      repetitions: 7, operations: appends,
      [{ smallList.append() }, { largeList.append() }])
    blackHole(largeList)
    blackHole(smallList)

    let mutateRatio = Stats.pairedRatio(mutate[1], over: mutate[0])
    let appendRatio = Stats.pairedRatio(append[1], over: append[0])
    return [
      Result(
        name: "list-mutate", samples: mutate[1], baseline: "list-mutate-1000",
        baselineSamples: mutate[0], bar: "<= 1.5x; exactly 1 notification per send",
        met: mutateRatio <= 1.5 && perSend == (1, 1),
        extra: [
          ("notifications", perSend.min == perSend.max ? "\(perSend.min)" : "\(perSend)"),
          ("rows", "\(large)"), ("bytes_per_row_store", "\(perRowStore)"),
        ],
        paired: true),
      Result(
        name: "list-append", samples: append[1], baseline: "list-append-1000",
        baselineSamples: append[0], bar: "<= 1.5x", met: appendRatio <= 1.5,
        extra: [("rows", "\(large)")], paired: true),
    ]
  }

  /// The heap a list state of `count` rows takes, on its own.
  static func measureStateBytes(count: Int) -> Int {
    let before = heapBytes()
    let state = RowList.State.make(count: count)
    let after = heapBytes()
    blackHole(state)
    return after - before
  }

  /// The resident memory of this process right now.
  static func heapBytes() -> Int { Memory.residentBytes(field: "VmRSS") }
}
