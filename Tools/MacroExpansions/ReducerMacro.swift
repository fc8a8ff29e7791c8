import CasePathsGeneration
import MacroPluginProtocol
import SwiftSourceParser

/// `@Reducer`: the `Reducer` conformance of a struct (or class), and TCA's enum reducers.
///
/// On a struct it adds `@CasePathable` to the nested `Action` (and `@CasePathable
/// @dynamicMemberLookup` to an enum `State`), `@ReducerBuilder` to `body`, and whatever of
/// `State`, `Action` and `body` is missing. On an enum of features it writes the `State` and
/// `Action` enums and the static `body` (``ReducerMacro/enumMembers(of:in:)``).
enum ReducerMacro {
  // MARK: Extension

  static func extensions(_ context: inout ExpansionContext) -> [String]? {
    guard case .type(let decl) = context.declaration, isSupported(decl.kind) else {
      return []  // The member role says why.
    }
    guard !decl.inherits("Reducer", module: "Runtime"), context.request.conformsToNew else {
      return []
    }
    let protocols =
      decl.kind == .enum ? "Runtime.CaseReducer, Runtime.Reducer" : "Runtime.Reducer"
    return [decl.availabilityPrefix + "extension \(context.extendedTypeName): \(protocols) {}"]
  }

  private static func isSupported(_ kind: TypeDecl.Kind) -> Bool {
    kind == .struct || kind == .enum || kind == .class
  }

  // MARK: Member attributes

  static func memberAttributes(_ context: inout ExpansionContext) -> [String]? {
    switch context.declaration {
    case .type(let member) where member.kind == .enum:
      return CasePathableMacroRule.reducerAttributes(forNestedEnum: member).map { "@" + $0 }
    case .variable(let variable):
      return builderAttribute(forBody: variable).map { [$0] } ?? []
    case .enumCase(let caseDecl):
      return caseMarker(for: caseDecl).map { [$0] } ?? []
    default:
      return []
    }
  }

  /// `@Runtime.ReducerBuilder<State, Action>` for `var body: some Reducer<State, Action> { … }`
  /// (or `some ReducerOf<Feature>`) that has no builder attribute yet.
  private static func builderAttribute(forBody variable: VariableDecl) -> String? {
    guard !variable.isLet, variable.bindings.count == 1, let binding = variable.bindings.first,
      binding.name?.text == "body", binding.accessors?.isImplicitGetter == true,
      let type = binding.type, type.count > 3, type[0].isWord("some") || type[0].isWord("any"),
      type[1].isName, type[2].is("<"), type.last!.is(">"),
      !variable.attributes.contains(where: { $0.name.hasPrefix("ReducerBuilder") }),
      !variable.attributes.contains(where: { $0.name.hasPrefix("Runtime.ReducerBuilder") })
    else { return nil }
    let arguments = Parser.splitArguments(Array(type[3..<type.count - 1])).map(\.typeText)
    let builderArguments =
      arguments.count == 1
      ? "\(arguments[0]).State, \(arguments[0]).Action" : arguments.joined(separator: ", ")
    return "@Runtime.ReducerBuilder<\(builderArguments)>"
  }

  /// `@ReducerCaseEphemeral` for a case holding an alert or a dialog, `@ReducerCaseIgnored` for
  /// a case that is not one feature, unless the case says so already.
  private static func caseMarker(for caseDecl: EnumCaseDecl) -> String? {
    guard caseDecl.elements.count == 1, let element = caseDecl.elements.first else { return nil }
    let marker: String
    if let payload = element.payload, payload.count == 1 {
      guard payload[0].type.isEphemeralStateType else { return nil }
      marker = "ReducerCaseEphemeral"
    } else {
      marker = "ReducerCaseIgnored"
    }
    let marks = ["ReducerCaseEphemeral", "ReducerCaseIgnored"]
    let isMarked = marks.contains { caseDecl.attributes.contains(named: $0, module: "Runtime") }
    return isMarked ? nil : "@" + marker
  }

  // MARK: Members

  static func members(_ context: inout ExpansionContext) -> [String]? {
    guard case .type(let decl) = context.declaration, isSupported(decl.kind) else {
      context.diagnose(
        "'@Reducer' can only be applied to a struct or an enum"
          + (context.declaration.typeName.map { "; '\($0)' is \(context.declaration.article)" }
            ?? ""),
        at: context.declaration.keywordRange)
      return nil
    }
    if decl.kind == .enum { return enumMembers(of: decl, in: &context) }
    return structMembers(of: decl, in: &context)
  }

  private static func structMembers(
    of decl: TypeDecl, in context: inout ExpansionContext
  ) -> [String] {
    if let arguments = context.attribute.arguments {
      context.diagnoseArgumentsOfStructReducer(arguments)
    }
    let access = decl.memberAccessModifier
    let typeNames = decl.members.declaredTypeNames
    let bindings = decl.members.variables.flatMap(\.bindings)
    let hasReduceMethod = diagnoseReduceMethod(of: decl, in: &context)
    let hasExplicitReducerBody =
      hasReduceMethod
      || bindings.contains { binding in
        guard binding.initializer == nil else { return true }
        guard let type = binding.type, type.count >= 2,
          type[0].isWord("some") || type[0].isWord("any")
        else { return false }
        let name = type.dropFirst().prefix { !$0.is("<") }.map(\.text).joined()
        return ["Reducer", "ReducerOf", "Runtime.Reducer", "Runtime.ReducerOf"].contains(name)
      }
    let hasBody = hasReduceMethod || bindings.contains { $0.name?.text == "body" }
    var members: [String] = []
    if !typeNames.contains("State") && !hasExplicitReducerBody {
      // Observable as `@ObservableState` makes it, written in (see `enumMembers(of:in:)`).
      members.append(
        braced(
          "\(access)struct State: Codable, Equatable, Hashable, Sendable, Runtime.ObservableState, "
            + "Observation.Observable",
          ["\(access)init() {}", ""]
            + ObservableStateMacro.structMembers().joined(separator: "\n\n").split(
              separator: "\n", omittingEmptySubsequences: false
            ).map(String.init)))
    }
    if !typeNames.contains("Action") && !hasExplicitReducerBody {
      members.append("\(access)enum Action: Equatable, Hashable, Sendable {}")
    }
    if !hasBody {
      members.append("\(access)let body = Runtime.EmptyReducer<State, Action>()")
    }
    return members
  }

  /// Warns about `reduce(into:action:)`, as TCA does, offering to rewrite it as a `body`;
  /// returns whether the reducer has one.
  private static func diagnoseReduceMethod(
    of decl: TypeDecl, in context: inout ExpansionContext
  ) -> Bool {
    guard
      let method = decl.members.functions.first(where: { function in
        function.name.text == "reduce" && function.parameters.count == 2
          && function.parameters[0].firstName == "into"
          && function.parameters[0].type.first?.isWord("inout") == true
          && function.parameters[1].firstName == "action" && function.effects.isEmpty
          && function.returnType?.first?.isName == true
      })
    else { return false }
    var fixIts: [(message: String, changes: [(range: Range<Int>, newText: String)])] = []
    if let body = method.body {
      let statements = context.source(body.open.end..<body.close.offset).trimmingWhitespace
      fixIts.append(
        (
          "Move the code into 'body'",
          [
            (
              method.range,
              "var body: some Reducer<State, Action> {\nReduce { state, action in\n"
                + "\(statements)\n}\n}"
            )
          ]
        ))
    }
    context.diagnose(
      "'@Reducer' expects the logic in 'body'; 'reduce(into:action:)' is deprecated: move its "
        + "code into a 'Reduce' in 'body'", severity: .warning,
      at: method.name.offset..<method.name.end, fixIts: fixIts)
    return true
  }
}

extension ExpansionContext {
  /// `@Reducer(state:action:)` on a struct: the arguments are for enum reducers.
  fileprivate mutating func diagnoseArgumentsOfStructReducer(_ arguments: [[Token]]) {
    guard let first = arguments.first?.first, let last = arguments.last?.last else { return }
    let argumentText = attribute.text.dropFirst(attribute.name.count + 2).dropLast()
    let message =
      "'@Reducer(state:action:)' is for enum reducers; on a struct, write '@Reducer' alone"
    guard let attributeRange else {
      diagnose(message, at: declaration.keywordRange)
      return
    }
    let shift = attributeRange.lowerBound - attribute.range.lowerBound
    diagnose(
      message, at: first.offset + shift..<last.end + shift,
      fixIts: [
        ("Remove '(\(argumentText))'", [(attributeRange, "@\(attribute.name)")])
      ])
  }
}

extension Node {
  /// `a struct`, `an enum`, `an actor`, … for a type.
  var article: String {
    let kind = kindDescription
    return (["a", "e", "i", "o", "u"].contains(kind.first.map(String.init) ?? "") ? "an " : "a ")
      + kind
  }
}

extension [Token] {
  /// Whether the type is `AlertState<…>` or `ConfirmationDialogState<…>`, whose cases of an
  /// enum reducer are dismissed after any of their buttons.
  var isEphemeralStateType: Bool {
    guard let first else { return false }
    return (first.isWord("AlertState") || first.isWord("ConfirmationDialogState"))
      && (count == 1 || self[1].is("<")) && last?.is("?") != true
  }

  /// Whether the type is a name, possibly dotted and with generic arguments (`Feature`,
  /// `Nested.Feature`, `AlertState<Alert>`): one that can be a feature of an enum reducer.
  var isNominalType: Bool {
    guard let first, first.isName, !["some", "any", "inout"].contains(first.text) else {
      return false
    }
    var depth = 0
    var expectsName = false
    for token in self.dropFirst() {
      if token.is("<") {
        depth += 1
      } else if token.is(">") {
        depth -= 1
      } else if depth == 0 {
        if token.is(".") {
          expectsName = true
        } else if expectsName, token.isName {
          expectsName = false
        } else {
          return false
        }
      }
    }
    return depth == 0 && !expectsName
  }
}
