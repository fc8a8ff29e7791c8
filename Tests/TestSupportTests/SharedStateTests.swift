import Foundation
import TestSupport
import Testing

/// TCA's shared-state case study, without its alert and its views: two tabs that share
/// statistics through `@Shared(.inMemory("stats"))`.
struct SharedStateInMemory: Reducer {
  enum Tab: Equatable { case counter, profile }

  struct State: Equatable {
    var currentTab = Tab.counter
    var counter = CounterTab.State()
    var profile = ProfileTab.State()
  }

  enum Action: CasePathable {
    case counter(CounterTab.Action)
    case profile(ProfileTab.Action)
    case selectTab(Tab)
  }

  var body: some ReducerOf<Self> {
    Scope(\.counter, action: \.counter) {
      CounterTab()
    }
    Scope(\.profile, action: \.profile) {
      ProfileTab()
    }
    Reduce { state, action in
      switch action {
      case .counter, .profile:
        return .none
      case .selectTab(let tab):
        state.currentTab = tab
        return .none
      }
    }
  }

  struct CounterTab: Reducer {
    struct State: Equatable {
      @Shared(.stats) var stats = Stats()
    }

    enum Action: CasePathable {
      case decrementButtonTapped
      case incrementButtonTapped
      case saveLaterTapped
    }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .decrementButtonTapped:
          state.$stats.withLock { $0.decrement() }
          return .none
        case .incrementButtonTapped:
          state.$stats.withLock { $0.increment() }
          return .none
        case .saveLaterTapped:
          // An effect that changes shared state and sends nothing back.
          return .run { [stats = state.$stats] _ in stats.withLock { $0.increment() } }
        }
      }
    }
  }

  struct ProfileTab: Reducer {
    struct State: Equatable {
      @Shared(.stats) var stats = Stats()
    }

    enum Action: CasePathable {
      case resetStatsButtonTapped
    }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .resetStatsButtonTapped:
          state.$stats.withLock { $0 = Stats() }
          return .none
        }
      }
    }
  }
}

struct Stats: Codable, Equatable {
  private(set) var count = 0
  private(set) var maxCount = 0
  private(set) var minCount = 0
  private(set) var numberOfCounts = 0
  mutating func increment() {
    count += 1
    numberOfCounts += 1
    maxCount = max(maxCount, count)
  }
  mutating func decrement() {
    count -= 1
    numberOfCounts += 1
    minCount = min(minCount, count)
  }
}

extension SharedKey where Self == InMemoryKey<Stats> {
  fileprivate static var stats: Self { inMemory("stats") }
}

/// The same tabs sharing their statistics through a file, as TCA's file-storage case study.
struct SharedStateFileStorage: Reducer {
  struct State: Equatable {
    var counter = CounterTab.State()
    var profile = ProfileTab.State()
  }

  enum Action: CasePathable {
    case counter(CounterTab.Action)
    case profile(ProfileTab.Action)
  }

  var body: some ReducerOf<Self> {
    Scope(\.counter, action: \.counter) { CounterTab() }
    Scope(\.profile, action: \.profile) { ProfileTab() }
  }

  struct CounterTab: Reducer {
    struct State: Equatable {
      @Shared(.fileStats) var stats = Stats()
    }
    enum Action: CasePathable { case incrementButtonTapped }
    var body: some ReducerOf<Self> {
      Reduce { state, _ in
        state.$stats.withLock { $0.increment() }
        return .none
      }
    }
  }

  struct ProfileTab: Reducer {
    struct State: Equatable {
      @Shared(.fileStats) var stats = Stats()
    }
    enum Action: CasePathable { case resetStatsButtonTapped }
    var body: some ReducerOf<Self> {
      Reduce { state, _ in
        state.$stats.withLock { $0 = Stats() }
        return .none
      }
    }
  }
}

extension SharedKey where Self == FileStorageKey<Stats> {
  fileprivate static var fileStats: Self {
    fileStorage(.documentsDirectory.appending(component: "stats.json"))
  }
}

/// A feature whose shared value is optional.
struct Apodo: Reducer {
  struct State: Equatable {
    @Shared(.inMemory("apodo")) var apodo: String?
  }
  enum Action: CasePathable {
    case elegir(String)
    case olvidar
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .elegir(let apodo):
        state.$apodo.withLock { $0 = apodo }
      case .olvidar:
        state.$apodo.withLock { $0 = nil }
      }
      return .none
    }
  }
}

@MainActor
@Suite("Shared state in a TestStore")
struct SharedStateTests {
  func makeStore() -> TestStoreOf<SharedStateInMemory> {
    TestStore(initialState: SharedStateInMemory.State()) {
      SharedStateInMemory()
    }
  }

  // The case study's own tests, as TCA writes them.

  @Test func tabSelection() async {
    let store = makeStore()
    await store.send(.selectTab(.profile)) {
      $0.currentTab = .profile
    }
    await store.send(.selectTab(.counter)) {
      $0.currentTab = .counter
    }
  }

  @Test func sharedCounts() async {
    let store = makeStore()
    await store.send(.counter(.incrementButtonTapped)) {
      $0.counter.$stats.withLock { $0.increment() }
    }
    await store.send(.counter(.decrementButtonTapped)) {
      $0.counter.$stats.withLock { $0.decrement() }
    }
    await store.send(\.profile.resetStatsButtonTapped) {
      $0.profile.$stats.withLock { $0 = Stats() }
    }
  }

  // What else TCA's TestStore does with shared state.

  @Test("the test sees the same shared value as the feature")
  func testAndFeatureShare() async {
    @Shared(.stats) var stats = Stats()
    let store = makeStore()
    await store.send(.counter(.incrementButtonTapped)) {
      $0.counter.$stats.withLock { $0.increment() }
    }
    #expect(stats.count == 1)
    #expect(store.state.profile.stats.count == 1)
  }

  @Test("a shared change that is not asserted fails, as a state change does")
  func unassertedSharedChange() async {
    let store = makeStore()
    let line = #line + 2
    await expectFailure("state changed, but no change was asserted", atLine: line) {
      await store.send(.counter(.incrementButtonTapped))
    }
  }

  @Test("a wrong shared assertion fails, with the difference of the shared value")
  func wrongSharedAssertion() async {
    let store = makeStore()
    await withKnownIssue {
      await store.send(.counter(.incrementButtonTapped)) {
        $0.counter.$stats.withLock { $0.decrement() }
      }
    } matching: { issue in
      let text = issue.description
      return text.contains("does not match the expected state")
        && text.contains("−       count: -1,") && text.contains("+       count: 1,")
    }
  }

  @Test("asserting a shared change that did not happen fails")
  func assertedChangeThatDidNotHappen() async {
    let store = makeStore()
    let line = #line + 2
    await expectFailure("does not match the expected state", atLine: line) {
      await store.send(.selectTab(.profile)) {
        $0.currentTab = .profile
        $0.profile.$stats.withLock { $0.increment() }
      }
    }
  }

  @Test("an effect's shared change is asserted with store.assert")
  func effectChangeAssertedLater() async {
    let store = makeStore()
    await store.send(.counter(.saveLaterTapped))
    store.assert {
      $0.counter.$stats.withLock { $0.increment() }
    }
  }

  @Test("an effect's shared change never asserted fails at the end of the test")
  func effectChangeNeverAsserted() async {
    let line = #line + 3
    await expectFailure("state changed, but no change was asserted", atLine: line) {
      // The failure is reported where the store was created.
      let store = TestStore(initialState: SharedStateInMemory.State()) { SharedStateInMemory() }
      await store.send(.counter(.saveLaterTapped))
    }
  }

  @Test("an effect's shared change never asserted fails finish()")
  func effectChangeFailsFinish() async {
    let store = makeStore()
    await store.send(.counter(.saveLaterTapped))
    let line = #line + 2
    await expectFailure("finish() ended after shared state changed", atLine: line) {
      await store.finish()
    }
  }

  @Test("non-exhaustive: shared changes need no assertion, and the closure starts after them")
  func nonExhaustive() async {
    let store = makeStore()
    store.exhaustivity = .off
    await store.send(.counter(.incrementButtonTapped))
    await withKnownIssue {
      // The closure gets the shared value after the action: incrementing it again is wrong.
      await store.send(.counter(.incrementButtonTapped)) {
        $0.counter.$stats.withLock { $0.increment() }
      }
    } matching: { issue in
      issue.description.contains("does not match the expected state")
    }
    #expect(store.state.counter.stats.count == 2)
    await store.send(.counter(.saveLaterTapped))
  }

  @Test("the file-storage case study: shared counts, in a file the test owns")
  func fileStorageSharedCounts() async {
    let store = TestStore(initialState: SharedStateFileStorage.State()) {
      SharedStateFileStorage()
    }
    await store.send(\.counter.incrementButtonTapped) {
      $0.counter.$stats.withLock { $0.increment() }
    }
    await store.send(\.profile.resetStatsButtonTapped) {
      $0.profile.$stats.withLock { $0 = Stats() }
    }
  }

  @Test("an optional shared value is asserted from nil and back")
  func optionalSharedValue() async {
    let store = TestStore(initialState: Apodo.State()) { Apodo() }
    await store.send(.elegir("Pepa")) {
      $0.$apodo.withLock { $0 = "Pepa" }
    }
    await store.send(.olvidar) {
      $0.$apodo.withLock { $0 = nil }
    }
    let line = #line + 2
    await expectFailure("state changed, but no change was asserted", atLine: line) {
      await store.send(.elegir("Lola"))
    }
  }

  @Test("a dump of the state shows the shared value")
  func dumpShowsSharedValue() {
    var text = ""
    customDump(SharedStateInMemory.ProfileTab.State(), to: &text)
    #expect(
      text == """
        SharedStateInMemory.ProfileTab.State(
          stats: Stats(count: 0, maxCount: 0, minCount: 0, numberOfCounts: 0)
        )
        """)
  }
}
