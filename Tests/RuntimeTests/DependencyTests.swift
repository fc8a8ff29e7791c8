import Foundation
import Runtime
import TestSupport
import Testing

struct Greeter: Sendable {
  var greet: @Sendable () -> String
}

enum GreeterKey: DependencyKey {
  static let liveValue = Greeter { "live" }
  static let testValue = Greeter(greet: unimplemented("greeter.greet", placeholder: "none"))
}

private enum NoTestValueKey: DependencyKey {
  static let liveValue = 42
}

extension DependencyValues {
  var greeter: Greeter {
    get { self[GreeterKey.self] }
    set { self[GreeterKey.self] = newValue }
  }
  fileprivate var noTestValue: Int {
    get { self[NoTestValueKey.self] }
    set { self[NoTestValueKey.self] = newValue }
  }
}

/// Greets in the reducer and in an effect of an effect.
struct Greeting: Reducer {
  struct State: Equatable { var heard: [String] = [] }
  enum Action: Equatable, Sendable, CasePathable {
    case start
    case heard(String)
    case again
    case later
  }
  @Dependency(\.greeter) var greeter
  @Dependency(\.continuousClock) var clock

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .start:
      state.heard.append("reducer: \(greeter.greet())")
      return .run { send in await send(.heard(greeter.greet())) }
    case .heard(let text):
      state.heard.append(text)
      return text.hasPrefix("again") ? .none : .send(.again)
    case .again:
      return .run { send in await send(.heard("again: \(greeter.greet())")) }
    case .later:
      return .run { send in
        try await clock.sleep(for: .seconds(1))
        await send(.heard("again: later \(greeter.greet())"))
      }
    }
  }
}

@MainActor
@Suite("Dependencies")
struct DependencyTests {
  @Test("withDependencies scopes a value to its operation, sync and async")
  func scoping() async {
    @Dependency(\.greeter) var greeter
    withDependencies {
      $0.greeter.greet = { "outer" }
    } operation: {
      #expect(greeter.greet() == "outer")
      withDependencies {
        $0.greeter.greet = { "inner" }
      } operation: {
        #expect(greeter.greet() == "inner")
      }
      #expect(greeter.greet() == "outer")
    }
    await withDependencies {
      $0.greeter.greet = { "async" }
    } operation: {
      await Task.yield()
      #expect(greeter.greet() == "async")
    }
  }

  @Test("a reducer's effects, and their effects, see the dependencies of the .dependency modifier")
  func modifierPropagatesToEffectsOfEffects() async {
    let store = TestStore(initialState: Greeting.State()) {
      Greeting().dependency(\.greeter, Greeter { "modified" })
    }
    await store.send(.start) { $0.heard = ["reducer: modified"] }
    await store.receive(\.heard) { $0.heard.append("modified") }
    await store.receive(.again)
    await store.receive(\.heard) { $0.heard.append("again: modified") }
  }

  @Test("the innermost .dependency wins")
  func innermostWins() async {
    let store = TestStore(initialState: Greeting.State()) {
      CombineReducers {
        Greeting().dependency(\.greeter, Greeter { "inner" })
      }
      .dependency(\.greeter, Greeter { "outer" })
    }
    await store.send(.start) { $0.heard = ["reducer: inner"] }
    await store.receive(\.heard) { $0.heard.append("inner") }
    await store.receive(.again)
    await store.receive(\.heard) { $0.heard.append("again: inner") }
  }

  @Test("an effect keeps the dependencies in force when the reducer returned it")
  func effectCapturesDependencies() async {
    let clock = TestClock()
    let store = TestStore(initialState: Greeting.State()) {
      Greeting()
    } withDependencies: {
      $0.greeter.greet = { "first" }
      $0.continuousClock = clock
    }
    await store.send(.later)
    store.dependencies.greeter.greet = { "second" }
    await clock.advance(by: .seconds(1))
    await store.receive(\.heard) { $0.heard = ["again: later first"] }
    await store.send(.start) { $0.heard.append("reducer: second") }
    await store.receive(\.heard) { $0.heard.append("second") }
    await store.receive(.again)
    await store.receive(\.heard) { $0.heard.append("again: second") }
  }

  @Test("an unimplemented endpoint fails the test, naming itself")
  func unimplementedEndpointFails() {
    @Dependency(\.greeter) var greeter
    withKnownIssue {
      _ = withDependencies {
        $0.context = .test
      } operation: {
        greeter.greet()
      }
    } matching: { issue in
      issue.description.contains("Unimplemented") && issue.description.contains("greeter.greet")
    }
  }

  @Test("a dependency with no test value fails the test at first use, naming it")
  func missingTestValueFails() {
    @Dependency(\.noTestValue) var value
    withKnownIssue {
      _ = withDependencies {
        $0.context = .test
      } operation: {
        value
      }
    } matching: { issue in
      issue.description.contains("noTestValue") && issue.description.contains("no test value")
    }
  }

  @Test("built-in generators: incrementing and constant UUIDs, constant dates")
  func generators() {
    #expect(UUID(0).uuidString == "00000000-0000-0000-0000-000000000000")
    #expect(UUID(1).uuidString.hasSuffix("000000000001"))
    #expect(UUID(255).uuidString.hasSuffix("0000000000FF"))
    let incrementing = UUIDGenerator.incrementing
    #expect([incrementing(), incrementing(), incrementing()] == [UUID(0), UUID(1), UUID(2)])
    #expect(UUIDGenerator.constant(UUID(7))() == UUID(7))
    let date = DateGenerator.constant(Date(timeIntervalSince1970: 10))
    #expect(date() == Date(timeIntervalSince1970: 10))
    #expect(date.now == Date(timeIntervalSince1970: 10))
  }

  @Test("the process is detected as a test")
  func testContextDetected() {
    #expect(DependencyContext.current == .test)
    #expect(DependencyValues().context == .test)
  }
}
