import Foundation
@_spi(Driver) import Runtime
import Testing

@Suite("Case key paths")
struct CasePathTests {
  typealias Action = Parent.Action

  @Test("embed through three levels")
  func embedThreeLevels() {
    let path: CaseKeyPath<Action, Void> = \.destination.presented.first.tick
    #expect(path() == Action.destination(.presented(.first(.tick))))
    let record: CaseKeyPath<Action, String> = \.destination.presented.second.record
    #expect(record("hola") == .destination(.presented(.second(.record("hola")))))
  }

  @Test("extract through three levels, nil for another case")
  func extractThreeLevels() {
    let action = Action.destination(.presented(.second(.record("hola"))))
    #expect(action[case: \.destination.presented.second.record] == "hola")
    #expect(action[case: \.destination.presented.first.record] == nil)
    #expect(action[case: \.destination.dismiss] == nil)
    #expect(action.is(\.destination.presented.second))
    #expect(!action.is(\.own))
  }

  @Test("identified and stack actions navigate by id")
  func identifiedNavigation() {
    let row: CaseKeyPath<Action, Void> = \.rows[id: 3].tick
    #expect(row() == .rows(.element(id: 3, action: .tick)))
    #expect(Action.rows(.element(id: 3, action: .tick)).is(\.rows[id: 3].tick))
    #expect(!Action.rows(.element(id: 4, action: .tick)).is(\.rows[id: 3].tick))
    let screen: CaseKeyPath<Action, String> = \.path[id: 0].record
    #expect(screen("x") == .path(.element(id: 0, action: .record("x"))))
  }

  @Test("names read like the key path")
  func names() {
    let path: CaseKeyPath<Action, Void> = \.destination.presented.first.tick
    #expect(path.caseName() == "\\.destination.presented.first.tick")
    let row: CaseKeyPath<Action, Void> = \.rows[id: 3].tick
    #expect(row.caseName() == "\\.rows[id: 3].tick")
  }

  @Test("equality and hashing follow the path")
  func equalityAndHashing() {
    let a: CaseKeyPath<Action, Void> = \.destination.presented.first.tick
    let b: CaseKeyPath<Action, Void> = \.destination.presented.first.tick
    let c: CaseKeyPath<Action, Void> = \.destination.presented.second.tick
    #expect(a == b)
    #expect(a != c)
    #expect(Set([a, b, c]).count == 2)
    let row3: CaseKeyPath<Action, Void> = \.rows[id: 3].tick
    let row4: CaseKeyPath<Action, Void> = \.rows[id: 4].tick
    #expect(row3 != row4)
  }

  @Test("enum state cases are case paths too")
  func enumStateCasePaths() {
    let state = Parent.Destination.State.first(Probe.State(id: 7))
    #expect(state[case: \.first]?.id == 7)
    #expect(state[case: \.second] == nil)
  }

  @Test("AnyCasePath resolves a key path once for repeated use")
  func resolvedCasePath() {
    let path = AnyCasePath<Action, String>(\.own.record)
    #expect(path.embed("a") == .own(.record("a")))
    #expect(path.extract(from: .own(.record("b"))) == "b")
    #expect(path.extract(from: .own(.tick)) == nil)
    #expect(path.name == "own.record")
  }
}

@Suite("Editing enum payloads and coding navigation actions")
struct CaseModifyAndCodingTests {
  @Test("modify changes the payload of the named case in place")
  func modifyInPlace() {
    var state: Parent.Destination.State? = .first(Probe.State(id: 1))
    state?.modify(\.first) { $0.log.append("edited") }
    #expect(state == .first(Probe.State(id: 1, log: ["edited"])))
  }

  @Test("modify on another case changes nothing and reports it")
  func modifyWrongCase() {
    var state = Parent.Destination.State.first(Probe.State(id: 1))
    withKnownIssue {
      state.modify(\.second) { $0.id = 99 }
    } matching: { issue in
      issue.description.contains("Can't modify \\.second")
    }
    #expect(state == .first(Probe.State(id: 1)))
  }

  @Test("identified and stack actions round-trip through JSON")
  func navigationActionsAreCodable() throws {
    let row = IdentifiedAction<Int, String>.element(id: 3, action: "tocado")
    let rowData = try JSONEncoder().encode(row)
    #expect(try JSONDecoder().decode(IdentifiedAction<Int, String>.self, from: rowData) == row)
    let push = StackAction<Int, String>.push(id: 2, state: 7)
    let pushData = try JSONEncoder().encode(push)
    #expect(try JSONDecoder().decode(StackAction<Int, String>.self, from: pushData) == push)
  }
}
