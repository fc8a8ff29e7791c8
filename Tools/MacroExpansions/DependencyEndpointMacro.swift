import CasePathsGeneration
import MacroPluginProtocol
import SwiftSourceParser

/// `@DependencyEndpoint`: a closure property of a dependency client, stored in an `_name` field
/// whose default reports that the test did not override it, and — when its parameters have
/// names (`(_ id: Int)`) — a method that calls it with labels (`client.fetch(id: 1)`).
enum DependencyEndpointMacro {
  static func accessors(_ context: inout ExpansionContext) -> [String]? {
    guard case .variable(let property) = context.declaration, let binding = property.bindings.first,
      let name = binding.name?.text, binding.type.flatMap(ClosureType.init) != nil
    else { return [] }  // The peer role says why.
    if binding.initializer != nil,
      context.diagnoseEndpointDefault(of: binding, macro: context.macroName)
    {
      return []
    }
    let storage = "_" + name.replacingBackticks()
    return ["get {\n  \(storage)\n}", "set {\n  \(storage) = newValue\n}"]
  }

  static func peers(_ context: inout ExpansionContext) -> [String]? {
    guard case .variable(let property) = context.declaration, let binding = property.bindings.first,
      let name = binding.name?.text, let closureType = binding.type.flatMap(ClosureType.init)
    else {
      context.diagnose(
        "'@DependencyEndpoint' makes an endpoint of a closure property, and this is not one: "
          + "give the property a function type, like '@Sendable () async throws -> Int'",
        at: context.attributeOrDeclarationRange)
      return []
    }
    let bare = name.replacingBackticks()
    let report = "Runtime.reportIssue(\"Unimplemented: '\\(Self.self).\(bare)'\")"
    let defaultValue: String
    if let initializer = binding.initializer {
      guard
        let closure = ClosureLiteral(initializer, text: { context.source($0.offset..<$1.end) })
      else { return [] }  // The accessor role says why.
      defaultValue = unimplemented(closure, report: report, closureType: closureType)
    } else if closureType.isThrowing {
      defaultValue = closureType.closure([
        report, "throw Runtime.UnimplementedError(name: \"\\(Self.self).\(bare)\")",
      ])
    } else if closureType.returnsVoid {
      defaultValue = closureType.closure([report])
    } else if closureType.returnsOptional {
      defaultValue = closureType.closure([report, "return nil"])
    } else {
      context.diagnoseMissingDefault(
        of: binding, closureType: closureType, macro: context.macroName, client: nil)
      return []
    }
    var peers: [String] = []
    let methodName: String?
    switch methodArgument(of: context.attribute) {
    case .success(let name): methodName = name
    case .failure(let error):
      context.diagnose(error.message, at: context.attributeOrDeclarationRange)
      return []
    }
    if closureType.parameters.contains(where: { $0.secondName != nil }) || methodName != nil {
      peers.append(
        method(
          named: methodName ?? name, calling: name, closureType: closureType,
          access: property.access))
    }
    peers.append(
      context.storage(
        of: property, named: "_" + bare, dropping: ["DependencyEndpoint"], adding: nil,
        initializer: defaultValue))
    return peers
  }

  /// The default the user wrote, reporting first: a single expression is returned.
  private static func unimplemented(
    _ closure: ClosureLiteral, report: String, closureType: ClosureType
  ) -> String {
    var statements = closure.statements
    let statementWords = [
      "return", "throw", "if", "switch", "guard", "for", "while", "do", "let", "var", "defer",
    ]
    if statements.count == 1, let statement = statements.first,
      !statementWords.contains(where: { statement.hasPrefix($0 + " ") || statement == $0 }),
      !statement.hasPrefix("fatalError("),
      !closureType.returnsVoid || (statement.hasPrefix("{") && statement.hasSuffix("()"))
    {
      statements[0] = "return " + statement
    }
    let body = ([report] + statements).joined(separator: "\n").indented()
    let signature = closure.signature.map { " \($0) in" } ?? ""
    return "{\(signature)\n\(body)\n}"
  }

  /// `func fetch(id p0: Int) async throws -> String { try await self.fetch(p0) }`.
  private static func method(
    named name: String, calling property: String, closureType: ClosureType,
    access: AccessLevel?
  ) -> String {
    var attributes = closureType.attributes.filter { $0 != "escaping" }
    if attributes.count > 1 { attributes.removeAll { $0 == "Sendable" } }
    let parameters = closureType.parameters.enumerated().map { offset, parameter in
      "\(parameter.secondName ?? "_") p\(offset): \(parameter.type.typeText)"
    }
    let arguments = closureType.parameters.enumerated().map { offset, parameter in
      if parameter.type.first?.isWord("inout") == true { return "&p\(offset)" }
      if parameter.type.contains(where: { $0.isWord("autoclosure") }) { return "p\(offset)()" }
      return "p\(offset)"
    }
    let effects = closureType.effects.isEmpty ? "" : " " + closureType.effects.typeText
    let call =
      (closureType.isThrowing ? "try " : "") + (closureType.isAsync ? "await " : "")
      + "self.\(property)(\(arguments.joined(separator: ", ")))"
    let modifier = access.map { $0 >= .package ? $0.modifier : "" } ?? ""
    return attributes.map { "@\($0) " }.joined()
      + "\(modifier)func \(name)(\(parameters.joined(separator: ", ")))\(effects) -> "
      + "\(closureType.returnType.typeText) {\n  \(call)\n}"
  }

  /// The `method:` argument: the method's name, or what is wrong with it.
  private static func methodArgument(of attribute: Attribute) -> Result<String?, MethodError> {
    guard let arguments = attribute.arguments, arguments.count == 1,
      let argument = arguments.first, argument.count > 2, argument[0].isWord("method"),
      argument[1].is(":")
    else { return .success(nil) }
    let value = Array(argument.dropFirst(2))
    guard value.count == 1, value[0].kind == .string, value[0].text.hasPrefix("\""),
      !value[0].text.contains("\\(")
    else {
      return .failure(
        MethodError(
          "'method:' takes the method's name as a plain string literal, like 'method: \"fetch\"': "
            + "the macro reads it while compiling, so an expression or an interpolation will "
            + "not do"))
    }
    let name = String(value[0].text.dropFirst().dropLast())
    let tokens = (try? Lexer.tokenize(name)) ?? []
    guard tokens.count == 1, tokens[0].isName else {
      return .failure(
        MethodError(
          "'method:' names the method the endpoint adds, and '\(name)' is not a Swift "
            + "identifier: write a name like 'fetch'"))
    }
    return .success(name)
  }

  private struct MethodError: Error {
    var message: String
    init(_ message: String) { self.message = message }
  }
}
