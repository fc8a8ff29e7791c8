import Synchronization
import TestSupport
import Testing

// The examples of docs/random-sessions.md, compiled and run.

// snippet: random-sessions-feature
/// A checkout: add items, pay for the basket; the payment takes two seconds to go through.
@Reducer
struct Cajero {
  @ObservableState
  struct State: Equatable {
    var articulos = 0
    var cobrando = false
    /// How many times the basket on the counter was charged.
    var cobrosDeLaCesta = 0
  }

  enum Action: Equatable {
    case anadir
    case pagar
    case cobrado
  }

  @Dependency(\.continuousClock) var reloj

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .anadir:
        guard !state.cobrando else { return .none }
        state.articulos += 1
        state.cobrosDeLaCesta = 0
        return .none
      case .pagar:
        guard state.articulos > 0 else { return .none }
        state.cobrando = true
        return .run { send in
          try await reloj.sleep(for: .seconds(2))
          await send(.cobrado)
        }
      case .cobrado:
        state.cobrando = false
        state.articulos = 0
        state.cobrosDeLaCesta += 1
        return .none
      }
    }
  }
}
// end snippet

/// The checkout, fixed: a payment in flight ignores another press of the button.
@Reducer
struct CajeroCorregido {
  typealias State = Cajero.State
  typealias Action = Cajero.Action

  @Dependency(\.continuousClock) var reloj

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .anadir:
        guard !state.cobrando else { return .none }
        state.articulos += 1
        state.cobrosDeLaCesta = 0
        return .none
      // snippet: random-sessions-fix
      case .pagar:
        guard state.articulos > 0, !state.cobrando else { return .none }
        state.cobrando = true
        return .run { send in
          try await reloj.sleep(for: .seconds(2))
          await send(.cobrado)
        }
      // end snippet
      case .cobrado:
        state.cobrando = false
        state.articulos = 0
        state.cobrosDeLaCesta += 1
        return .none
      }
    }
  }
}

@MainActor
struct RandomSessionsTests {
  // snippet: random-sessions-test
  func unaCestaSeCobraUnaSolaVez() async {
    await withRandomSessions(100) { session in
      let reloj = TestClock()
      let store = TestStore(initialState: Cajero.State()) {
        Cajero()
      } withDependencies: {
        $0.continuousClock = reloj
      }
      await session.run(store) { state in
        [.anadir, .pagar]
      } invariant: { state in
        #expect(state.cobrosDeLaCesta <= 1, "the basket was charged twice")
      }
    }
  }
  // end snippet

  @Test
  func randomSessionsFindTheDoubleCharge() async {
    // The smallest session's own failure, at the invariant, then the report.
    let issues = IssueTexts()
    await withKnownIssue {
      await unaCestaSeCobraUnaSolaVez()
    } matching: { issue in
      issues.append(issue.comments.map(\.rawValue).joined(separator: "\n"))
      return true
    }
    #expect(issues.all.first == "the basket was charged twice")
    let report = issues.all.last ?? ""
    CheckedText.expect(report, isBlock: "random-sessions-report", in: "docs/random-sessions.md")
  }

  @Test
  func theFixedCheckoutKeepsTheRule() async {
    await withRandomSessions(100) { session in
      let reloj = TestClock()
      let store = TestStore(initialState: CajeroCorregido.State()) {
        CajeroCorregido()
      } withDependencies: {
        $0.continuousClock = reloj
      }
      await session.run(store) { _ in
        [.anadir, .pagar]
      } invariant: { state in
        #expect(state.cobrosDeLaCesta <= 1, "the basket was charged twice")
      }
    }
  }

  // snippet: random-sessions-regression
  @Test
  func pagarDosVecesMientrasSeCobraCobraUnaVez() async {
    let reloj = TestClock()
    let store = TestStore(initialState: Cajero.State()) {
      CajeroCorregido()
    } withDependencies: {
      $0.continuousClock = reloj
    }
    await store.send(.anadir) { $0.articulos = 1 }
    await store.send(.pagar) { $0.cobrando = true }
    await store.send(.pagar)
    await reloj.advance(by: .seconds(2))
    await store.receive(\.cobrado) {
      $0.cobrando = false
      $0.articulos = 0
      $0.cobrosDeLaCesta = 1
    }
  }
  // end snippet
}

/// Issue texts collected from a `@Sendable` matcher.
private final class IssueTexts: Sendable {
  private let texts = Mutex<[String]>([])
  func append(_ text: String) { texts.withLock { $0.append(text) } }
  var all: [String] { texts.withLock { $0 } }
}
