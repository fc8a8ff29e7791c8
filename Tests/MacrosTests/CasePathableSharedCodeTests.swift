import CasePathsGeneration
import Testing

@testable import MacroExpansions
@testable import MacroPluginProtocol

/// `@CasePathable` and the case paths plugin share one generator: the members the macro adds to
/// an enum are the body of the extension the plugin writes for it.
struct CasePathableSharedCodeTests {
  @Test
  func theMacroAddsWhatThePluginGenerates() throws {
    let cases = """
        case aparecio
        case terminoCambio(String)
        case resultado(id: Int, nombre: String)
        @available(*, deprecated) case viejo
        #if DEBUG
          case depurar(Bool)
        #endif
      """
    let generated = try generateCasePaths(
      source: "public enum Action: CasePathable {\n\(cases)\n}", fileName: "Action.swift")
    let body = try #require(generated.split(separator: "extension Action {\n").last)
      .split(separator: "\n", omittingEmptySubsequences: false).dropLast(2)
      .map { $0.hasPrefix("  ") ? String($0.dropFirst(2)) : String($0) }
      .joined(separator: "\n")

    let declaration = "@CasePathable\npublic enum Action {\n\(cases)\n}"
    let expansion = MacroExpander.expand(
      AttachedMacroRequest(
        macro: MacroReference(
          moduleName: "RuntimeMacros", typeName: "CasePathableMacro", name: "CasePathable"),
        role: "member", discriminator: "",
        attribute: SyntaxText(
          kind: "attribute", source: "@CasePathable", fileName: "/src/Action.swift", offset: 0),
        declaration: SyntaxText(
          kind: "declaration", source: declaration, fileName: "/src/Action.swift", offset: 0),
        parentDeclaration: nil, extendedType: nil, conformanceList: nil, lexicalContext: []))
    #expect(expansion.diagnostics.isEmpty)
    #expect(expansion.source == body)
  }
}
