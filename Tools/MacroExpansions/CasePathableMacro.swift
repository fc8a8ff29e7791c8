import CasePathsGeneration
import MacroPluginProtocol
import SwiftSourceParser

/// `@CasePathable`: the case paths of an enum, exactly what the case paths plugin generates for
/// it (`AllCasePaths`, `allCasePaths`, `_caseNumber(named:)`, `_extract(case:from:as:)`) — the
/// same emitter writes both — as members of the enum, and its `CasePathable` conformance.
///
/// The plugin skips an enum the macro expands on, so both styles live in one target.
enum CasePathableMacro {
  static func members(_ context: inout ExpansionContext) -> [String]? {
    guard case .type(let decl) = context.declaration, decl.kind == .enum else {
      context.diagnose(
        "'@CasePathable' gives each case of an enum a path, and "
          + (context.declaration.typeName.map { "'\($0)'" } ?? "this") + " is "
          + context.declaration.article + ": apply it to an enum",
        at: context.declaration.keywordRange)
      return nil
    }
    let cases = CasePath.tree(of: decl.members) { $0.typeText }
    do throws(GenerationError) {
      try CasePath.checkDistinctNames(cases, enumName: decl.name)
    } catch {
      if let offset = error.offset,
        let name = decl.members.caseElements.first(where: { $0.nameToken?.offset == offset })?
          .nameToken
      {
        context.diagnose(
          "'@CasePathable' names each case path after its case, and two cases are named "
            + "'\(name.text.replacingBackticks())': rename one of them",
          at: name.offset..<name.end)
      } else {
        let offset = context.declarationFile.offset(ofLine: error.line)
        context.diagnose("'@CasePathable' cannot expand: \(error.message)", at: offset..<offset)
      }
      return nil
    }
    return [members(of: decl.name, access: decl.access, cases: cases)]
  }

  /// The case paths of the enum `name` with `cases`, as members of the enum: what the plugin
  /// writes in the enum's extension. `@Reducer` writes its enums' case paths with it too.
  static func members(
    of name: String, access: AccessLevel?, cases: [Conditional<CasePath>]
  ) -> String {
    let casePathableEnum = CasePathableEnum(
      path: [name], access: access.map { max($0, .internal) } ?? .internal, attributes: [],
      whereClause: nil, conditions: [], cases: cases)
    var members = Emitter.members(of: casePathableEnum)
    if members.hasSuffix("\n") { members.removeLast() }
    return members
  }

  static func extensions(_ context: inout ExpansionContext) -> [String]? {
    guard case .type(let decl) = context.declaration, decl.kind == .enum else {
      return []  // The member role says why.
    }
    // An enum that declares `: CasePathable` itself gets only the members: a second
    // conformance would be redundant, and an error.
    guard context.request.conformsToNew, !decl.inherits("CasePathable", module: "Runtime"),
      (try? CasePath.checkDistinctNames(
        CasePath.tree(of: decl.members, payloadType: \.typeText), enumName: decl.name)) != nil
    else { return [] }  // Without its members, the conformance would only add errors.
    return [
      decl.availabilityPrefix + "extension \(context.extendedTypeName): Runtime.CasePathable {}"
    ]
  }
}
