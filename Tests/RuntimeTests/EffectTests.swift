import Runtime
import TestSupport
import Testing

private struct ThrowingFeature: Reducer {
  struct State: Equatable {}
  enum Action: Equatable, Sendable { case fail, failCaught, caught, cancelled }
  struct Boom: Error {}
  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .fail:
      return .run { _ in throw Boom() }  // the reported line
    case .failCaught:
      return .run { _ in
        throw Boom()
      } catch: { _, send in
        await send(.caught)
      }
    case .cancelled:
      return .run { _ in throw CancellationError() }
    case .caught:
      return .none
    }
  }
}

@MainActor
@Suite("Effects")
struct EffectTests {
  @Test("an error thrown out of .run without catch is reported at the .run call")
  func unhandledErrorIsReportedAtRun() async {
    let store = TestStore(initialState: ThrowingFeature.State()) { ThrowingFeature() }
    await withKnownIssue {
      await store.send(.fail)
    } matching: { issue in
      issue.description.contains("threw an error that nothing handled")
        && issue.sourceLocation?.fileName == "EffectTests.swift"
        && issue.sourceLocation?.line == 12
    }
  }

  @Test("catch turns the error into an action")
  func caughtError() async {
    let store = TestStore(initialState: ThrowingFeature.State()) { ThrowingFeature() }
    await store.send(.failCaught)
    await store.receive(.caught)
  }

  @Test("cancellation errors are silent")
  func cancellationIsSilent() async {
    let store = TestStore(initialState: ThrowingFeature.State()) { ThrowingFeature() }
    await store.send(.cancelled)
  }

  @Test("debounce runs only after the quiet period, restarting on each new effect", .schedules(20))
  func debounce() async {
    struct Typing: Reducer {
      struct State: Equatable { var searches: [String] = [] }
      enum Action: Equatable, Sendable { case typed(String), search(String) }
      let clock: TestClock<Duration>
      func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .typed(let text):
          return .send(.search(text)).debounce(id: "typing", for: .milliseconds(300), clock: clock)
        case .search(let text):
          state.searches.append(text)
          return .none
        }
      }
    }
    let clock = TestClock()
    let store = TestStore(initialState: Typing.State()) { Typing(clock: clock) }
    await store.send(.typed("s"))
    await clock.advance(by: .milliseconds(200))
    await store.send(.typed("sw"))
    await clock.advance(by: .milliseconds(299))
    await clock.advance(by: .milliseconds(1))
    await store.receive(.search("sw")) { $0.searches = ["sw"] }
  }

  @Test("map lifts actions; merge and concatenate of .none are .none")
  func mapAndEmptyComposition() async {
    #expect(Effect<Int>.merge(.none, .none).isNone)
    #expect(Effect<Int>.concatenate([]).isNone)
    let store = Store(initialState: [String]()) {
      Reduce<[String], String> { state, action in
        state.append(action)
        guard action == "start" else { return .none }
        return Effect<Int>.run { send in await send(1) }.map { "got \($0)" }
      }
    }
    await store.send("start").finish()
    #expect(store.state == ["start", "got 1"])
  }
}
