import Runtime
import TestSupport
import Testing

@MainActor
@Suite("An @ObservableState value prints, compares and diffs as its fields only")
struct ObservableStateDumpTests {
  @Test func aDumpShowsThePropertiesNotTheStorageOrTheRegistrar() {
    #expect(
      Dumper.line(Counter.State(id: 1, count: 2, name: "Lucía"))
        == #"Counter.State(id: 1, count: 2, name: "Lucía")"#)
  }

  @Test func aPresentedDestinationDumpsAsItsValue() {
    let dump = Dumper.line(Screens.State(destination: .first(Counter.State(count: 3))))
    #expect(dump.contains("destination: .first(Counter.State(id: 0, count: 3, name: \"\"))"))
    #expect(!dump.contains("observationRegistrar"))
    #expect(!dump.contains("_child"))
  }

  @Test func aDiffShowsTheChangedProperty() {
    #expect(
      diff(Counter.State(count: 1), Counter.State(count: 2)) == """
          Counter.State(
            id: 0,
        -   count: 1,
        +   count: 2,
            name: ""
          )
        """)
  }

  @Test func theTestStoreAssertsObservableStateLikeAnyState() async {
    let store = TestStore(initialState: Screens.State()) { Screens() }
    await store.send(.child(.increment)) { $0.child.count = 1 }
    await store.send(.present(.first(Counter.State()))) {
      $0.destination = .first(Counter.State())
    }
    await store.send(.destination(.presented(.first(.rename("Lucía"))))) {
      $0.destination = .first(Counter.State(name: "Lucía"))
    }
  }

  @Test func theTestStoreFailureNamesTheProperty() async {
    let store = TestStore(initialState: Counter.State()) { Counter() }
    await withKnownIssue {
      await store.send(.increment) { $0.count = 2 }
    } matching: { issue in
      let description = issue.description
      return description.contains("−   count: 2") && description.contains("+   count: 1")
        && !description.contains("_count") && !description.contains("registrar")
    }
  }
}
