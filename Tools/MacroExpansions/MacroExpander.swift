import CasePathsGeneration
import MacroPluginProtocol
import SwiftSourceParser

/// Expands one request of the compiler: finds the macro and its role, reads the syntax, runs
/// the expansion, and joins its pieces the way the compiler expects them.
public enum MacroExpander {
  /// One role's expansion: its pieces of source, or `nil` when the macro cannot expand (it has
  /// said why in a diagnostic).
  typealias Role = @Sendable (inout ExpansionContext) -> [String]?

  /// Runtime's macros by the type name their declarations give `#externalMacro`, each with the
  /// roles it implements.
  static let macros: [String: [String: Role]] = [
    "ReducerMacro": [
      "member": ReducerMacro.members, "memberAttribute": ReducerMacro.memberAttributes,
      "extension": ReducerMacro.extensions,
    ],
    "ReducerCaseEphemeralMacro": ["peer": MarkerMacros.onEnumCase],
    "ReducerCaseIgnoredMacro": ["peer": MarkerMacros.onEnumCase],
    "CasePathableMacro": [
      "member": CasePathableMacro.members, "extension": CasePathableMacro.extensions,
    ],
    "ObservableStateMacro": [
      "member": ObservableStateMacro.members,
      "memberAttribute": ObservableStateMacro.memberAttributes,
      "extension": ObservableStateMacro.extensions,
    ],
    "ObservationStateTrackedMacro": [
      "accessor": ObservationStateTrackedMacro.accessors,
      "peer": ObservationStateTrackedMacro.peers,
    ],
    "ObservationStateIgnoredMacro": ["accessor": MarkerMacros.onProperty],
    "PresentsMacro": ["accessor": PresentsMacro.accessors, "peer": PresentsMacro.peers],
    "DependencyClientMacro": [
      "member": DependencyClientMacro.members,
      "memberAttribute": DependencyClientMacro.memberAttributes,
    ],
    "DependencyEndpointMacro": [
      "accessor": DependencyEndpointMacro.accessors, "peer": DependencyEndpointMacro.peers,
    ],
    "DependencyEndpointIgnoredMacro": ["accessor": MarkerMacros.onProperty],
    "ViewActionMacro": ["extension": ViewActionMacro.extensions],
  ]

  /// Expands `request` with the macro and role it names: the source to insert, or `nil` with a diagnostic saying why not.
  public static func expand(_ request: AttachedMacroRequest) -> MacroExpansion {
    let attributeFile = SyntaxFile(request.attribute)
    let declarationFile = SyntaxFile(request.declaration)
    let name = request.macro.name.filter { $0 != " " }
    func failure(_ message: String, at file: SyntaxFile, _ offset: Int) -> MacroExpansion {
      MacroExpansion(
        source: nil,
        diagnostics: [
          MacroDiagnostic(message: message, severity: .error, position: file.position(offset))
        ])
    }
    let attributeStart = request.attribute.startPosition.offset - request.attribute.offset
    let place = request.attribute.isInFile ? attributeFile : declarationFile
    let placeOffset = request.attribute.isInFile ? attributeStart : 0
    guard let roles = macros[request.macro.typeName] else {
      return failure(
        "RuntimeMacros has no macro '\(request.macro.typeName)'; its macro declaration names a "
          + "type the plugin does not provide", at: place, placeOffset)
    }
    guard let role = roles[request.role] else {
      let known = roles.keys.sorted().map { "'\($0)'" }.joined(separator: ", ")
      return failure(
        "'@\(name)' has no '\(request.role)' role in RuntimeMacros (it has \(known)); check "
          + "that its declaration in Runtime matches the plugin", at: place, placeOffset)
    }
    let declaration: Node
    let parent: Node?
    let attribute: Attribute
    do throws(ParseError) {
      guard let node = try Parser.parseDeclaration(request.declaration.source) else {
        // An initializer, a subscript, …: no macro here adds attributes to those.
        if request.role == "memberAttribute" { return MacroExpansion(source: "", diagnostics: []) }
        return failure(
          "'@\(name)' found no declaration to expand on", at: declarationFile, 0)
      }
      declaration = node
      parent = try request.parentDeclaration.flatMap { text throws(ParseError) in
        try Parser.parseDeclaration(text.source)
      }
      attribute =
        try Parser.parseAttributeSource(request.attribute.source)
        ?? Attribute(name: name, text: "@\(name)", isUnavailable: false)
    } catch {
      let file = SyntaxFile(request.declaration)
      return failure(
        "'@\(name)' cannot read this declaration: \(error.message)", at: file,
        error.offset ?? file.offset(ofLine: error.line))
    }
    var context = ExpansionContext(
      request: request, declaration: declaration, declarationFile: declarationFile,
      parent: parent, attribute: attribute)
    let pieces = role(&context)
    return MacroExpansion(
      source: pieces.map { collapse($0, role: request.role, on: declaration) },
      diagnostics: context.diagnostics)
  }

  /// The pieces of one expansion as the single text the compiler inserts: declarations apart by
  /// a blank line, attributes by a space, and accessors in braces when the property has none.
  static func collapse(_ pieces: [String], role: String, on declaration: Node) -> String {
    guard !pieces.isEmpty else { return "" }
    switch role {
    case "memberAttribute":
      return pieces.joined(separator: " ")
    case "accessor":
      if case .variable(let variable) = declaration, variable.bindings.first?.accessors == nil {
        let body = pieces.joined(separator: "\n").indented()
        return "{\n\(body)\n}"
      }
      return pieces.joined(separator: "\n")
    default:
      return pieces.joined(separator: "\n\n")
    }
  }
}

extension String {
  /// Every non-empty line indented by `levels` steps of two spaces.
  func indented(_ levels: Int = 1) -> String {
    let indentation = String(repeating: "  ", count: levels)
    return split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.isEmpty ? "" : indentation + $0 }
      .joined(separator: "\n")
  }
}
