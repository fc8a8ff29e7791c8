import Runtime
import Testing

@MainActor
@Suite("A long list: a change to one row reaches that row's observers and no other's")
struct LongListObservationTests {
  static let rowCount = 1_000

  /// A screen with `rowCount` rows, the rows' stores, and an observation of each row's `count`
  /// and of each row's whole state.
  func observedRows() -> (
    store: StoreOf<Screens>, rows: [StoreOf<Counter>], counts: [Fired], states: [Fired]
  ) {
    var initial = Screens.State()
    initial.rows = IdentifiedArray(
      uniqueElements: (0..<Self.rowCount).map { Counter.State(id: $0) })
    let store = Store(initialState: initial) { Screens() }
    let rows = Array(store.scope(state: \.rows, action: \.rows))
    let counts = rows.map { row in observe { _ = row.count } }
    let states = rows.map { row in observe { _ = row.state } }
    return (store, rows, counts, states)
  }

  @Test func changingOneRowOfAThousandNotifiesExactlyOneRowObserver() {
    let (store, rows, counts, states) = observedRows()

    rows[617].send(.increment)

    #expect(counts.indices.filter { counts[$0].didFire } == [617])
    #expect(states.allSatisfy { !$0.didFire })
    #expect(store.rows[id: 617]?.count == 1)
  }

  @Test func replacingOneRowOfAThousandNotifiesOnlyThatRowsReaders() {
    let (store, _, _, states) = observedRows()

    store.send(.replaceRow(Counter.State(id: 42, count: 7)))

    #expect(states.indices.filter { states[$0].didFire } == [42])
  }

  @Test func afterTheRowsAreReorderedAReplacedRowIsStillHeard() {
    let (store, rows, _, _) = observedRows()

    // A move is a write the log does not follow: the walk after it looks at every row again.
    store.send(.moveFirstRowToEnd)
    let replaced = observe { _ = rows[5].state }
    store.send(.replaceRow(Counter.State(id: 5, count: 3)))

    #expect(replaced.didFire)
    #expect(rows[5].count == 3)
  }
}
