import Runtime
import Testing

/// A parent whose child lives in a stored property, and another whose child is reached
/// through a computed property: `Scope` must behave the same for both.
struct Ledger: Reducer {
  struct State: Equatable {
    var stored = Probe.State()
    var hidden = Probe.State(id: 1)
    var computed: Probe.State {
      get { hidden }
      set { hidden = newValue }
    }
  }

  enum Action: Equatable, Sendable, CasePathable {
    case stored(Probe.Action)
    case computed(Probe.Action)
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.stored, action: \.stored) { Probe() }
    Scope(state: \.computed, action: \.computed) { Probe() }
  }
}

@MainActor
@Suite("Scope")
struct ScopeTests {
  @Test("a child in a stored property and one behind a computed property both get their actions")
  func storedAndComputedChildren() {
    let store = Store(initialState: Ledger.State()) { Ledger() }
    store.send(.stored(.record("a")))
    store.send(.computed(.record("b")))
    store.send(.stored(.sendAll(["c", "d"])))
    #expect(store.state.stored.log == ["a", "c", "d"])
    #expect(store.state.hidden.log == ["b"])
  }

  @Test("a parent action that is not the child's leaves the child alone")
  func otherActionsPassBy() {
    var state = Ledger.State()
    let effect = Ledger().reduce(into: &state, action: .computed(.record("x")))
    #expect(effect.isNone)
    #expect(state.stored.log.isEmpty)
    #expect(state.hidden.log == ["x"])
  }
}

/// Every shape of case the generated direct extraction must handle.
enum Shapes: Equatable, Sendable, CasePathable {
  case plain
  case single(Int)
  case labeled(id: Int, name: String)
  case pair(Int, String)
  case mixed(code: Int, String)
}

/// A parent whose action enum writes its case paths by hand: no generated case numbers, so its
/// `Scope` extracts through the case path's closure.
struct HandWritten: Reducer {
  struct State: Equatable { var child = Probe.State() }

  enum Action: Equatable, Sendable, CasePathable {
    case child(Probe.Action)
    case other

    struct AllCasePaths: Sendable {
      var child: AnyCasePath<Action, Probe.Action> {
        AnyCasePath(embed: Action.child, extract: { if case .child(let v) = $0 { v } else { nil } })
      }
      var other: AnyCasePath<Action, Void> {
        AnyCasePath(embed: { .other }, extract: { if case .other = $0 { () } else { nil } })
      }
    }
    static var allCasePaths: AllCasePaths { AllCasePaths() }
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.child, action: \.child) { Probe() }
  }
}

@MainActor
@Suite("Scope's direct extraction")
struct ScopeDirectExtractionTests {
  @Test("generated case numbers: one per case, none for an unknown or composed name")
  func caseNumbers() {
    let names = ["plain", "single", "labeled", "pair", "mixed"]
    let numbers = names.compactMap { Shapes._caseNumber(named: $0) }
    #expect(numbers.count == names.count)
    #expect(Set(numbers).count == names.count)
    #expect(Shapes._caseNumber(named: "missing") == nil)
    #expect(Shapes._caseNumber(named: "single.value") == nil)
  }

  @Test("generated extraction gives each case's payload as its case path's value, nil for another")
  func extractionByNumber() throws {
    func number(_ name: String) throws -> Int { try #require(Shapes._caseNumber(named: name)) }
    #expect(Shapes._extract(case: try number("plain"), from: .plain, as: Void.self) != nil)
    #expect(Shapes._extract(case: try number("plain"), from: .single(1), as: Void.self) == nil)
    #expect(Shapes._extract(case: try number("single"), from: .single(7), as: Int.self) == 7)
    #expect(Shapes._extract(case: try number("single"), from: .plain, as: Int.self) == nil)
    let labeled = Shapes._extract(
      case: try number("labeled"), from: .labeled(id: 3, name: "tres"),
      as: (id: Int, name: String).self)
    #expect(labeled?.id == 3 && labeled?.name == "tres")
    let pair = Shapes._extract(
      case: try number("pair"), from: .pair(4, "cuatro"), as: (Int, String).self)
    #expect(pair?.0 == 4 && pair?.1 == "cuatro")
    let mixed = Shapes._extract(
      case: try number("mixed"), from: .mixed(code: 5, "cinco"), as: (code: Int, String).self)
    #expect(mixed?.code == 5 && mixed?.1 == "cinco")
    // What a case path of the same case extracts, the direct extraction extracts too.
    let action = Shapes.labeled(id: 9, name: "nueve")
    let viaPath = action[case: \.labeled]
    #expect(viaPath?.id == 9 && viaPath?.name == "nueve")
  }

  @Test("a hand-written enum has no case numbers, and its Scope still routes by its case paths")
  func handWrittenCasePaths() {
    #expect(HandWritten.Action._caseNumber(named: "child") == nil)
    let store = Store(initialState: HandWritten.State()) { HandWritten() }
    store.send(.child(.record("a")))
    store.send(.other)
    store.send(.child(.sendAll(["b", "c"])))
    #expect(store.state.child.log == ["a", "b", "c"])
  }
}
