import CasePathsGeneration
import MacroPluginProtocol
import SwiftSourceParser

/// `@DependencyClient`: a struct of closures whose every endpoint, left unset, reports that the
/// test did not override it; swift-dependencies' API.
///
/// Each closure property becomes a `@DependencyEndpoint`; the struct gets a memberwise
/// initializer of all its properties, and one of the others alone (`init()` when all are
/// endpoints), so `Client()` is the unimplemented client a `testValue` wants.
enum DependencyClientMacro {
  // MARK: Member attributes

  static func memberAttributes(_ context: inout ExpansionContext) -> [String]? {
    guard case .variable(let property) = context.declaration, !property.isIgnoredByClient,
      !property.isLet, let binding = property.bindings.first, binding.name != nil,
      let closureType = binding.type.flatMap(ClosureType.init)
    else { return [] }
    if binding.initializer != nil {
      guard !context.diagnoseEndpointDefault(of: binding, macro: context.macroName) else {
        return []
      }
    } else if !closureType.isThrowing, !closureType.returnsVoid, !closureType.returnsOptional {
      context.diagnoseMissingDefault(
        of: binding, closureType: closureType, macro: context.macroName,
        client: context.parent?.typeName)
      return []
    }
    var attributes: [String] = []
    if !property.attributes.contains(named: "DependencyEndpoint", module: "Runtime") {
      attributes.append("@DependencyEndpoint")
    }
    if closureType.parameters.contains(where: { $0.secondName != nil }) {
      attributes += ["iOS", "macOS", "tvOS", "watchOS"].map { platform in
        "@available(\(platform), deprecated: 9999, message: \"Call the endpoint as a method, "
          + "which keeps its argument labels; the closure property is for overriding it and for "
          + "'@Dependency'.\")"
      }
    }
    return attributes
  }

  // MARK: Members

  static func members(_ context: inout ExpansionContext) -> [String]? {
    guard case .type(let decl) = context.declaration, decl.kind == .struct else {
      context.diagnose(
        "'@DependencyClient' expects a struct of endpoint closures"
          + (context.declaration.typeName.map { ", and '\($0)' is \(context.declaration.article)" }
            ?? "") + ": declare it as a struct", at: context.declaration.keywordRange)
      return []
    }
    var parameters: [(name: String, text: String, isEndpoint: Bool)] = []
    var accesses: [AccessLevel] = decl.access.map { [$0] } ?? []
    for property in decl.members.variables where !property.isStatic {
      guard let binding = property.bindings.first, let name = binding.name?.text else {
        return []
      }
      let closureType = binding.type.flatMap(ClosureType.init)
      let isEndpoint =
        property.attributes.contains(named: "DependencyEndpoint", module: "Runtime")
        || (!property.isLet && closureType != nil)
      if property.isLet && binding.initializer != nil { continue }
      if binding.accessors?.isComputed == true { continue }
      if property.access == .private && binding.initializer != nil { continue }
      accesses.append(property.access ?? .internal)
      if property.isIgnoredByClient { continue }
      guard let type = closureType?.escapingText ?? binding.type?.typeText ?? binding.literalType
      else {
        context.diagnoseMissingTypeAnnotation(of: binding, name: name)
        return []
      }
      var text = "\(name): \(type)"
      if !isEndpoint {
        if let value = binding.initializerText {
          text += " = \(value)"
        } else if binding.type?.optionalWrappedType != nil {
          text += " = nil"
        }
      }
      parameters.append((name, text, isEndpoint))
    }
    guard parameters.contains(where: \.isEndpoint) else { return [] }
    let access = accesses.min().map { $0 == .internal ? "" : $0.modifier } ?? ""
    return [parameters, parameters.filter { !$0.isEndpoint }].map { parameters in
      guard !parameters.isEmpty else { return "\(access)init() {\n}" }
      let list = parameters.map(\.text).joined(separator: ",\n").indented()
      let assignments = parameters.map { "self.\($0.name) = \($0.name)" }
      return "\(access)init(\n\(list)\n) {\n\(assignments.joined(separator: "\n").indented())\n}"
    }
  }
}

extension VariableDecl {
  /// Whether the client leaves the property alone: a `@Dependency` or an endpoint marked
  /// `@DependencyEndpointIgnored`.
  fileprivate var isIgnoredByClient: Bool {
    attributes.contains(named: "Dependency", module: "Runtime")
      || attributes.contains(named: "DependencyEndpointIgnored", module: "Runtime")
  }
}

extension PatternBinding {
  /// The type of a literal initial value: `Swift.Bool` for `false`.
  fileprivate var literalType: String? {
    guard let initializer, initializer.count == 1 else { return nil }
    let token = initializer[0]
    switch token.kind {
    case .identifier where token.text == "true" || token.text == "false": return "Swift.Bool"
    case .number:
      let isDecimal =
        token.text.contains(".")
        || token.text.lowercased().contains("e")
          && !token.text.lowercased().hasPrefix("0x")
      return isDecimal ? "Swift.Double" : "Swift.Int"
    case .string: return "Swift.String"
    default: return nil
    }
  }
}

extension ExpansionContext {
  /// For an endpoint's default value: an error when it is not a closure (and a warning when it
  /// is `unimplemented(…)`), a warning when it only calls `fatalError`. Returns whether to
  /// leave the property alone.
  mutating func diagnoseEndpointDefault(of binding: PatternBinding, macro: String) -> Bool {
    guard let initializer = binding.initializer, let first = initializer.first,
      let last = initializer.last
    else { return false }
    let range = first.offset..<last.end
    guard let closure = ClosureLiteral(initializer, text: { source($0.offset..<$1.end) }) else {
      diagnose(
        "'@\(macro)' expects an endpoint's default to be a closure literal, like '{ 0 }', and "
          + "this is not one: put the default value inside braces", at: range)
      if first.isWord("unimplemented") {
        diagnose(
          "'unimplemented(…)' is redundant here: '@\(macro)' already reports a call to an "
            + "endpoint nobody implemented; write only the value to return after that report",
          severity: .warning, at: range)
      }
      return true
    }
    guard closure.statements.count == 1, let statement = closure.statements.first,
      statement.hasPrefix("fatalError(")
    else { return false }
    let statementStart = initializer.first { $0.isWord("fatalError") }!
    let statementRange = statementStart.offset..<(statementStart.offset + statement.utf8.count)
    diagnose(
      "A default that calls 'fatalError()' crashes every test and preview that reaches this "
        + "endpoint, and '@\(macro)' already reports such a call: return a placeholder value "
        + "instead\n\n" + Self.placeholderAdvice, severity: .warning, at: statementRange,
      fixIts: [
        (
          "Keep 'fatalError()' and silence this warning: call it from a closure",
          [(statementRange, "{ \(statement) }()")]
        )
      ])
    return true
  }

  /// A non-throwing endpoint without a default: the macro cannot make one up.
  mutating func diagnoseMissingDefault(
    of binding: PatternBinding, closureType: ClosureType, macro: String, client: String?
  ) {
    let name = binding.name?.text ?? ""
    let placeholder = closureType.closure(["<#\(closureType.returnType.typeText)#>"])
      .split(separator: "\n").map { String($0).trimmingWhitespace }.joined(separator: " ")
    diagnose(
      "'\(name)' returns a value and cannot throw, so '@\(macro)' needs a default for it: add "
        + "a closure that returns any value of its type\n\nAn endpoint nobody implemented"
        + (client.map { ", as in '\($0)()'," } ?? "") + " reports the call, then returns this "
        + "default. " + Self.placeholderAdvice,
      at: binding.range,
      fixIts: [
        (
          "Add '= \(placeholder)'",
          [(binding.range.upperBound..<binding.range.upperBound, " = \(placeholder)")]
        )
      ])
  }

  /// A property whose type the initializer needs and cannot infer.
  mutating func diagnoseMissingTypeAnnotation(of binding: PatternBinding, name: String) {
    let end = binding.pattern.last?.end ?? binding.range.lowerBound
    diagnose(
      "'@DependencyClient' writes an initializer taking every property, and cannot tell the "
        + "type of '\(name)' from its value: write its type", at: binding.range,
      fixIts: [("Add ': <#Type#>'", [(end..<end, ": <#Type#>")])])
  }

  /// What a placeholder default may be.
  static let placeholderAdvice =
    "The value need not mean anything: 'false', '0' or '[]' will do, whatever type the endpoint "
    + "returns."
}
