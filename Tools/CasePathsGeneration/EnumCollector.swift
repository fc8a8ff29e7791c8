import SwiftSourceParser

/// Finds the enums of a file that need a generated `AllCasePaths`, and the imports the
/// generated file repeats; throws for a `CasePathable` enum no other file can extend.
struct EnumCollector {
  let index: FileIndex
  private(set) var enums: [CasePathableEnum] = []

  init(index: FileIndex) {
    self.index = index
  }

  /// Where a declaration sits: the types and `#if` clauses around it.
  private struct Context {
    var path: [String] = []
    var attributes: [Attribute] = []
    var whereClause: String?
    var conditions: [[ConditionHeader]] = []
    var isLocal = false
    /// The type whose body the declaration is in.
    var enclosingType: TypeDecl?
  }

  mutating func collect(_ nodes: [Node]) throws(GenerationError) {
    try collect(nodes, in: Context())
  }

  private mutating func collect(_ nodes: [Node], in context: Context) throws(GenerationError) {
    for node in nodes {
      switch node {
      case .type(let decl):
        try collect(decl, in: context)
      case .conditional(let block):
        var headers: [ConditionHeader] = []
        for clause in block.clauses {
          headers.append(ConditionHeader(keyword: clause.keyword, condition: clause.condition))
          var inner = context
          inner.conditions.append(headers)
          try collect(clause.nodes, in: inner)
        }
      case .importDecl, .enumCase, .typealiasDecl, .variable, .function:
        break
      }
    }
  }

  private mutating func collect(_ decl: TypeDecl, in context: Context) throws(GenerationError) {
    var inner = context
    inner.isLocal = context.isLocal || decl.isLocal
    inner.attributes += decl.attributes.filter { $0.name == "available" }
    if decl.kind == .extension {
      inner.path = decl.name.split(separator: ".").map(String.init)
      inner.whereClause = decl.whereClause
    } else {
      inner.path.append(decl.name)
    }
    if decl.kind == .enum { try collectEnum(decl, in: inner) }
    inner.enclosingType = decl
    try collect(decl.members, in: inner)
  }

  private mutating func collectEnum(_ decl: TypeDecl, in context: Context) throws(GenerationError) {
    // The `@CasePathable` macro writes these, written on the enum or added by `@Reducer`.
    guard !CasePathableMacroRule.expands(on: decl, in: context.enclosingType) else { return }
    let name = context.path.joined(separator: ".")
    let conforms =
      decl.inheritance.contains(where: FileIndex.namesCasePathable)
      || index.casePathableExtensions.contains(name)
    guard conforms, !FileIndex.declaresAllCasePaths(decl.members),
      !index.definesAllCasePaths.contains(name) || context.isLocal
    else { return }
    if context.isLocal {
      throw GenerationError(
        line: decl.line,
        "enum '\(decl.name)' is declared inside a function or closure, so the generated "
          + "extension cannot reach it; declare it outside, or write its AllCasePaths by hand")
    }
    let access = index.effectiveAccess(of: name)
    guard access > .fileprivate else {
      throw GenerationError(
        line: decl.line,
        "enum '\(name)' is \(access.keyword), so the extension generated in another file "
          + "cannot see it; make it internal or wider, or write its AllCasePaths by hand")
    }
    guard !context.attributes.contains(where: \.isUnavailable) else { return }
    let resolver = TypeNameResolver(index: index)
    let cases = CasePath.tree(of: decl.members) { type in
      resolver.resolve(type, inEnum: context.path)
    }
    try CasePath.checkDistinctNames(cases, enumName: name)
    enums.append(
      CasePathableEnum(
        path: context.path, access: access, attributes: context.attributes.map(\.text),
        whereClause: context.whereClause, conditions: context.conditions, cases: cases))
  }
}
