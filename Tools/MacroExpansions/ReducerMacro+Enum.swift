import CasePathsGeneration
import MacroPluginProtocol
import SwiftSourceParser

extension ReducerMacro {
  /// The members of `@Reducer enum Destination { case detail(Detail) … }`: a `State` enum with
  /// each feature's state, an `Action` enum with each feature's action, and a static `body`
  /// that runs the current case's feature — unless the enum declares them itself.
  ///
  /// A case holding one feature type runs it; `@ReducerCaseEphemeral` cases (alerts and
  /// dialogs) keep their state as is and take its actions; `@ReducerCaseIgnored` cases (any
  /// other payload) hold plain data and have no actions.
  static func enumMembers(of decl: TypeDecl, in context: inout ExpansionContext) -> [String] {
    let access = decl.memberAccessModifier
    let typeNames = decl.members.declaredTypeNames
    // An enum's own `Action` may give a plain-data case actions: its store then has them.
    let explicitActions = decl.members.type(named: "Action")?.members.caseElements ?? []
    let cases = Conditional<ReducerCase>.tree(decl.members) { node in
      guard case .enumCase(let caseDecl) = node else { return [] }
      let kind = ReducerCase.Kind(of: caseDecl)
      return caseDecl.elements.map { element in
        var reducerCase = ReducerCase(element: element, kind: kind)
        if kind == .ignored, element.payload?.count == 1,
          let action = explicitActions.first(where: { $0.name == element.name })?.payload,
          action.count == 1
        {
          reducerCase.explicitActionType = action[0].type.typeText
        }
        return reducerCase
      }
    }
    // The generated enums get their case paths and observation written in, not by nested
    // `@CasePathable` and `@ObservableState`: Swift 6.3's type checker can crash when extension
    // macros nested in a macro's expansion add conformances while it checks the others.
    var members: [String] = []
    if !typeNames.contains("State") {
      let stateCases = cases.flatMap { $0.compactMap(\.stateCasePath) }
      let conformances = synthesizedConformances(in: context.attribute, for: "state")
      let inheritance =
        ([
          "Runtime.CaseReducerState", "Runtime.CasePathable", "Runtime.ObservableState",
          "Observation.Observable",
        ] + conformances).joined(separator: ", ")
      let body =
        ["\(access)typealias StateReducer = \(decl.name)"] + render(cases, \.stateCase) + [""]
        + [CasePathableMacro.members(of: "State", access: decl.access, cases: stateCases)] + [""]
        + ObservableStateMacro.enumMembers(cases: stateCases).joined(separator: "\n\n").split(
          separator: "\n", omittingEmptySubsequences: false
        ).map(String.init)
      members.append("@dynamicMemberLookup\n" + braced("\(access)enum State: \(inheritance)", body))
    }
    if !typeNames.contains("Action") {
      let actionCases = cases.flatMap { $0.compactMap(\.actionCasePath) }
      let conformances = synthesizedConformances(in: context.attribute, for: "action")
      let inheritance = (["Runtime.CasePathable"] + conformances).joined(separator: ", ")
      let body =
        render(cases, \.actionCase) + [""]
        + [CasePathableMacro.members(of: "Action", access: decl.access, cases: actionCases)]
      members.append(braced("\(access)enum Action: \(inheritance)", body))
    }
    if !decl.members.variables.flatMap(\.bindings).contains(where: { $0.name?.text == "body" }) {
      members.append(staticBody(for: cases, access: access))
    }
    if !typeNames.contains("CaseScope") {
      let scopeCases = cases.flatMap { $0.compactMap(\.storeCasePath) }
      let body =
        render(cases, \.storeCase) + [""]
        + [CasePathableMacro.members(of: "CaseScope", access: decl.access, cases: scopeCases)]
      members.append(
        "@dynamicMemberLookup\n"
          + braced(
            "\(access)enum CaseScope: Runtime._CaseScopeProtocol, Runtime.CasePathable", body))
    }
    if !decl.members.functions.contains(where: { $0.name.text == "scope" }) {
      let switchCases = render(cases, \.storeScope)
      members.append(
        "@preconcurrency @MainActor\n"
          + braced(
            "\(access)static func scope(_ store: Runtime.Store<Self.State, Self.Action>) "
              + "-> CaseScope", [switchStatement("store.state", switchCases)]))
    }
    return members
  }

  /// `header { … }` with `lines` indented inside.
  static func braced(_ header: String, _ lines: [String]) -> String {
    lines.isEmpty
      ? "\(header) {\n}" : "\(header) {\n\(lines.joined(separator: "\n").indented())\n}"
  }

  /// `switch subject { … }` with `cases` at the level of the `switch`, as Swift writes them.
  static func switchStatement(_ subject: String, _ cases: [String]) -> String {
    cases.isEmpty
      ? "switch \(subject) {\n}"
      : "switch \(subject) {\n\(cases.joined(separator: "\n"))\n}"
  }

  /// `static var body`: each feature's reducer scoped to its case.
  private static func staticBody(for cases: [Conditional<ReducerCase>], access: String) -> String {
    let scopes = render(cases, \.scope)
    let empty = "Runtime.EmptyReducer<Self.State, Self.Action>"
    let type = scopes.isEmpty ? empty : "Runtime.Reduce<Self.State, Self.Action>"
    let value =
      scopes.isEmpty
      ? "\(empty)()"
      : "Runtime.Reduce(\n  \(empty)()\n\(scopes.joined(separator: "\n").indented(2))\n)"
    return """
      @Runtime.ReducerBuilder<Self.State, Self.Action>
      \(access)static var body: \(type) {
      \(value.indented())
      }
      """
  }

  /// The conformances `@Reducer(state: .equatable, …, action: .sendable, …)` asks for one of
  /// the two enums: `["Equatable"]`.
  private static func synthesizedConformances(
    in attribute: Attribute, for label: String
  ) -> [String] {
    var conformances: [String] = []
    var section: String?
    for argument in attribute.arguments ?? [] {
      if argument.count > 1, argument[0].isName, argument[1].is(":") {
        section = argument[0].text
      }
      guard section == label, let name = argument.last, name.isName else { continue }
      conformances.append(name.text.prefix(1).uppercased() + name.text.dropFirst())
    }
    return conformances
  }

  /// The lines `line` gives each case, in `#if` blocks as the enum has them; a block keeps all
  /// its clauses, so the conditions stay as written, and goes when none has a line.
  private static func render(
    _ cases: [Conditional<ReducerCase>], _ line: (ReducerCase) -> String?
  ) -> [String] {
    var lines: [String] = []
    for item in cases {
      switch item {
      case .item(let reducerCase):
        if let text = line(reducerCase) { lines.append(text) }
      case .block(let clauses):
        let rendered = clauses.map { render($0.items, line) }
        guard rendered.contains(where: { !$0.isEmpty }) else { continue }
        for (clause, clauseLines) in zip(clauses, rendered) {
          lines.append(clause.header.text)
          lines += clauseLines
        }
        lines.append("#endif")
      }
    }
    return lines
  }
}

/// One case of an enum reducer, and what the macro writes for it.
struct ReducerCase {
  /// How the case takes part in the reducer.
  enum Kind {
    /// A feature: its state, its actions, its reducer.
    case feature
    /// An alert or a dialog: state kept as is, its actions, no reducer.
    case ephemeral
    /// Plain data: state as is, no actions.
    case ignored

    init(of caseDecl: EnumCaseDecl) {
      if caseDecl.attributes.contains(named: "ReducerCaseIgnored", module: "Runtime")
        || caseDecl.elements.contains(where: { $0.payload?.count != 1 })
      {
        self = .ignored
      } else if caseDecl.attributes.contains(named: "ReducerCaseEphemeral", module: "Runtime")
        || caseDecl.elements.contains(where: {
          $0.payload?.first?.type.isEphemeralStateType == true
        })
      {
        self = .ephemeral
      } else {
        self = .feature
      }
    }
  }

  var element: EnumCaseElement
  var kind: Kind
  /// For plain data the enum's own `Action` gives actions to: their type.
  var explicitActionType: String?

  /// The payload when the case holds one value of a named type, which can be a feature.
  private var nominalPayload: Parameter? {
    guard kind != .ignored, let payload = element.payload, payload.count == 1,
      payload[0].type.isNominalType
    else { return nil }
    return payload[0]
  }

  /// `case detail(Detail.State)`, or the case as written for alerts and plain data.
  var stateCase: String {
    guard let payload = nominalPayload, kind == .feature else { return "case \(element.text)" }
    return "case \(element.name)(\(payload.labelPrefix)\(payload.type.typeText).State)"
  }

  /// `case detail(Detail.Action)`, `case alert(Alert)` for `AlertState<Alert>`, or
  /// `case meeting(Swift.Never)` for plain data.
  var actionCase: String {
    guard let payload = nominalPayload else { return "case \(element.name)(Swift.Never)" }
    let type = payload.type
    if type.isEphemeralStateType, let open = type.firstIndex(where: { $0.is("<") }) {
      let arguments = Parser.splitArguments(Array(type[(open + 1)..<(type.count - 1)]))
      if arguments.count == 1 { return "case \(element.name)(\(arguments[0].typeText))" }
    }
    return "case \(element.name)(\(payload.labelPrefix)\(type.typeText).Action)"
  }

  /// `.ifCaseLet(\.detail, action: \.detail) { Detail() }` for a feature: its default value,
  /// or the feature made with `()`.
  var scope: String? {
    guard kind == .feature, let payload = nominalPayload else { return nil }
    let reducer = payload.defaultValue ?? "\(payload.type.typeText)()"
    return """
      .ifCaseLet(\\.\(element.name), action: \\.\(element.name)) {
        \(reducer)
      }
      """
  }
}

extension ReducerCase {
  /// The case of `CaseScope`: `case detail(Runtime.StoreOf<Detail>)` for a feature, a store of
  /// the state and the enum's own actions for plain data that has some, the case as written
  /// otherwise.
  var storeCase: String {
    if kind == .feature, let payload = nominalPayload {
      return "case \(element.name)(Runtime.StoreOf<\(payload.type.typeText)>)"
    }
    if let explicitActionType, let payload = element.payload?.first {
      return
        "case \(element.name)(Runtime.Store<\(payload.type.typeText), \(explicitActionType)>)"
    }
    return "case \(element.text)"
  }

  /// The case of `scope(_:)`'s `switch`: a store scoped to the case, or the case's values.
  var storeScope: String {
    let name = element.name
    if (kind == .feature && nominalPayload != nil) || explicitActionType != nil {
      return "case .\(name):\n  return .\(name)(store.scope(\\.\(name), action: \\.\(name))!)"
    }
    guard let payload = element.payload else { return "case .\(name):\n  return .\(name)" }
    let bindings = payload.indices.map { "v\($0)" }
    let values = payload.enumerated().map { offset, parameter in
      (parameter.label.map { "\($0): " } ?? "") + "v\(offset)"
    }
    return "case let .\(name)(\(bindings.joined(separator: ", "))):\n"
      + "  return .\(name)(\(values.joined(separator: ", ")))"
  }
}

extension ReducerCase {
  /// The case path of the case in the generated `State`.
  var stateCasePath: CasePath? {
    guard let payload = nominalPayload, kind == .feature else { return casePath(element.payload) }
    return casePath([(payload.label, "\(payload.type.typeText).State")])
  }

  /// The case path of the case in the generated `Action`.
  var actionCasePath: CasePath? {
    guard let payload = nominalPayload else { return casePath([(nil, "Swift.Never")]) }
    let type = payload.type
    if type.isEphemeralStateType, let open = type.firstIndex(where: { $0.is("<") }) {
      let arguments = Parser.splitArguments(Array(type[(open + 1)..<(type.count - 1)]))
      if arguments.count == 1 { return casePath([(nil, arguments[0].typeText)]) }
    }
    return casePath([(payload.label, "\(type.typeText).Action")])
  }

  /// The case path of the case in the generated `CaseScope`.
  var storeCasePath: CasePath? {
    if kind == .feature, let payload = nominalPayload {
      return casePath([(nil, "Runtime.StoreOf<\(payload.type.typeText)>")])
    }
    if let explicitActionType, let payload = element.payload?.first {
      return casePath([(nil, "Runtime.Store<\(payload.type.typeText), \(explicitActionType)>")])
    }
    return casePath(element.payload)
  }

  private func casePath(_ payload: [(label: String?, type: String)]?) -> CasePath {
    CasePath(
      name: element.name, line: element.line, attributes: [], payload: payload,
      offset: element.nameToken?.offset)
  }

  private func casePath(_ payload: [Parameter]?) -> CasePath {
    casePath(payload?.map { ($0.label, $0.type.typeText) })
  }
}

extension Parameter {
  /// `label: `, or nothing for an unlabeled value.
  fileprivate var labelPrefix: String { label.map { "\($0): " } ?? "" }
}
