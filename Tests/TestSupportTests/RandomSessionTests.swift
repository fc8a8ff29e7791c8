import Synchronization
import TestSupport
import Testing

/// A combination lock with a planted bug, for random sessions to find: the code is 1, 2, 3 (a
/// wrong digit starts over), a second after the last digit a check arrives, and the check
/// opens the lock — which the sessions' rule says must never happen. Other digits, clearing
/// and waiting are the noise the bug hides among.
private struct Cerradura: Reducer {
  struct State: Equatable {
    var aciertos = 0
    var abierta = false
    var pulsaciones = 0
  }
  enum Action: Equatable, Sendable {
    case pulsar(Int)
    case limpiar
    case comprobado
  }
  @Dependency(\.continuousClock) var reloj

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .pulsar(let digito):
      state.pulsaciones += 1
      state.aciertos = digito == state.aciertos + 1 ? state.aciertos + 1 : 0
      guard state.aciertos == 3 else { return .none }
      return .run { send in
        try await reloj.sleep(for: .seconds(1))
        await send(.comprobado)
      }
    case .limpiar:
      state.aciertos = 0
      return .none
    case .comprobado:
      // The planted bug.
      state.abierta = true
      return .none
    }
  }
}

/// The actions a person can take on the lock.
private func acciones(_ state: Cerradura.State) -> [Cerradura.Action?] {
  [.pulsar(0), .pulsar(1), .pulsar(2), .pulsar(3), .pulsar(4), .limpiar]
}

/// One session on the lock, whose rule is that it never opens.
@MainActor
private func sesion(_ session: RandomSession) async {
  let reloj = TestClock()
  let store = TestStore(initialState: Cerradura.State()) {
    Cerradura()
  } withDependencies: {
    $0.continuousClock = reloj
  }
  await session.run(store, actions: acciones) { state in
    #expect(!state.abierta, "the lock opened")
  }
}

/// Runs `withRandomSessions` expecting it to fail; returns the text of every issue it
/// recorded: the smallest session's own failures, then the report.
@MainActor
private func issuesOfFailingExploration(
  _ count: Int, steps: Int = 30, seed: UInt64? = nil,
  _ body: (RandomSession) async -> Void
) async -> [String] {
  let issues = IssueLog()
  await withKnownIssue {
    await withRandomSessions(count, steps: steps, seed: seed, body)
  } matching: { issue in
    issues.append(issue.comments.map(\.rawValue).joined(separator: "\n"))
    return true
  }
  return issues.all
}

/// A money box whose coins are a shared value.
private struct Hucha: Reducer {
  struct State: Equatable {
    @Shared var monedas: Int
  }
  enum Action: Equatable, Sendable { case meter }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.$monedas.withLock { $0 += 1 }
    return .none
  }
}

@MainActor
struct RandomSessionTests {
  @Test
  func thePrintedTestAssertsSharedValuesAsTheyWereAtEachStep() async {
    let issues = await issuesOfFailingExploration(10) { session in
      let store = TestStore(initialState: Hucha.State(monedas: Shared(value: 0))) { Hucha() }
      await session.run(store) { _ in
        [.meter]
      } invariant: { state in
        #expect(state.monedas < 2, "two coins")
      }
    }
    let report = issues.last ?? ""
    #expect(report.contains("minimal session: 2 steps"))
    #expect(
      report.contains(
        #"""
          await store.send(\.meter) {
            $0.$monedas.withLock { $0 = 1 }
          }
          await store.send(\.meter) {
            $0.$monedas.withLock { $0 = 2 }
          }
        """#))
  }

  @Test
  func theSameSeedPlaysTheSameSession() async {
    func play(seed: UInt64) async -> [[String]] {
      var sessions: [[String]] = []
      await withRandomSessions(3, steps: 20, seed: seed) { session in
        var taken: [String] = []
        let store = TestStore(initialState: Cerradura.State()) {
          Cerradura()
        } withDependencies: {
          $0.continuousClock = TestClock()
        }
        await session.run(store) { state in
          [.pulsar(0), .pulsar(4), .limpiar]
        } invariant: { state in
          taken.append("\(state.pulsaciones)")
        }
        taken.append(
          "drew \(session.int(in: 1...1_000)) \(session.bool()) \(session.pick(["a", "b", "c"]))")
        sessions.append(taken)
      }
      return sessions
    }
    let first = await play(seed: 40)
    let second = await play(seed: 40)
    #expect(first == second)
    #expect(first.count == 3)
    #expect(await play(seed: 41) != first)
  }

  @Test
  func aPlantedBugIsFoundAndShrunkToItsSequence() async {
    let issues = await issuesOfFailingExploration(200, sesion)
    let report = try! #require(issues.last)
    #expect(report.contains("minimal session: 4 steps"))
    let steps = report.split(separator: "\n").filter { $0.hasPrefix("  ") && $0.contains(". ") }
    #expect(
      steps == [
        "  1. send .pulsar(1)", "  2. send .pulsar(2)", "  3. send .pulsar(3)",
        "  4. advance the clock by .seconds(1)",
      ])
    #expect(report.contains("     received .comprobado"))
  }

  @Test
  func theSameSeedIsReportedTheSameWayTwice() async {
    let first = await issuesOfFailingExploration(200, sesion)
    let second = await issuesOfFailingExploration(200, sesion)
    #expect(!first.isEmpty)
    #expect(first == second)
  }

  @Test
  func theReportIsOneIssueAfterTheSmallestSessionsOwnFailures() async throws {
    let issues = await issuesOfFailingExploration(200, sesion)
    // The smallest session's invariant failure, at its line, naming the seed; then the report.
    try #require(issues.count == 2)
    let seed = try #require(
      issues[1].firstMatch(of: /random session seed (\d+)/).flatMap { UInt64($0.1) })
    #expect(issues[0] == "the lock opened")
    let report = issues[1]
    #expect(
      report.hasPrefix("random session seed \(seed) failed; minimal session: 4 steps (shrunk"))
    #expect(report.contains("It failed at step 4"))
    #expect(report.contains("`@Test(.randomSession(seed: \(seed)))`"))
    #expect(
      report.contains(
        #"""
        @Test
        func minimalSession() async {
          let clock = TestClock()
          let store = TestStore(initialState: Cerradura.State(
            aciertos: 0, abierta: false, pulsaciones: 0)) {
            Cerradura()
          } withDependencies: {
            $0.continuousClock = clock
            // The other dependencies of the random session's test.
          }
          await store.send(\.pulsar, 1) {
            $0.aciertos = 1
            $0.pulsaciones = 1
          }
          await store.send(\.pulsar, 2) {
            $0.aciertos = 2
            $0.pulsaciones = 2
          }
          await store.send(\.pulsar, 3) {
            $0.aciertos = 3
            $0.pulsaciones = 3
          }
          await clock.advance(by: .seconds(1))
          await store.receive(\.comprobado) {
            $0.abierta = true
          }
          // The random session failed here.
        }
        """#))
  }

  @Test
  func aTestStoreFailureEndsTheSessionAndNamesTheSeed() async throws {
    // Without a test clock the lock's check waits on the unimplemented clock, which fails.
    let issues = await issuesOfFailingExploration(200) { session in
      let store = TestStore(initialState: Cerradura.State()) { Cerradura() }
      await session.run(store, actions: acciones) { _ in }
    }
    try #require(issues.count >= 2)
    let report = try #require(issues.last)
    let seed = try #require(
      report.firstMatch(of: /random session seed (\d+)/).flatMap { UInt64($0.1) })
    #expect(report.contains("minimal session: 3 steps"))
    #expect(issues[0].lowercased().contains("unimplemented"))
    #expect(issues[0].contains("Recorded in random session seed \(seed)."))
    #expect(issues[0].contains("`@Test(.randomSession(seed: \(seed)))`"))
  }

  @Test
  func aFortyStepFailureShrinksInAFewHundredReruns() async throws {
    let issues = await issuesOfFailingExploration(200, steps: 40, sesion)
    let report = try #require(issues.last)
    let reruns = try #require(report.firstMatch(of: /in (\d+) reruns/).flatMap { Int($0.1) })
    #expect(reruns <= 300)
  }

  @Test
  func dependenciesDrawTheirAnswersFromTheSession() async {
    // The lock's check fails when the session draws `true`: the report says what was drawn.
    let issues = await issuesOfFailingExploration(100) { session in
      let store = TestStore(initialState: Cerradura.State()) {
        Cerradura()
      } withDependencies: {
        $0.continuousClock = ImmediateClock()
      }
      await session.run(store) { _ in
        [.pulsar(0), .limpiar]
      } invariant: { _ in
        #expect(!session.bool(), "the world said no")
      }
    }
    let report = issues.last ?? ""
    #expect(report.contains("minimal session: 1 step"))
    #expect(report.contains("     a dependency drew true"))
  }

  @Test
  func sessionsThatKeepEveryRuleReportNothing() async {
    var played = 0
    await withRandomSessions(20, steps: 10) { session in
      played += 1
      let store = TestStore(initialState: Cerradura.State()) {
        Cerradura()
      } withDependencies: {
        $0.continuousClock = TestClock()
      }
      await session.run(store) { _ in
        [.pulsar(0), .limpiar]
      } invariant: { state in
        #expect(state.aciertos == 0)
      }
    }
    #expect(played == 20)
  }

  @Test
  func noSessionsIsAClearFailure() async {
    await expectFailure("plays no session", atLine: #line + 1) {
      await withRandomSessions(0) { _ in }
    }
  }

  @Test(.randomSession(seed: 9))
  func theRandomSessionTraitChoosesTheSeed() async {
    var seeds: [UInt64] = []
    await withRandomSessions(1_000) { session in seeds.append(session.seed) }
    #expect(seeds == [9])
  }

  @Test(.randomSessions(3, seed: 20))
  func theRandomSessionsTraitChoosesTheSeeds() async {
    var seeds: [UInt64] = []
    await withRandomSessions(1_000) { session in seeds.append(session.seed) }
    #expect(seeds == [20, 21, 22])
  }
}
