import SwiftSourceParser

extension CasePath {
  /// The case paths of an enum's cases, in `#if` blocks as written, leaving out unavailable
  /// cases; `payloadType` spells each payload type where the generated code uses it.
  public static func tree(
    of members: [Node], payloadType: ([Token]) -> String
  ) -> [Conditional<CasePath>] {
    Conditional<CasePath>.tree(members) { node in
      guard case .enumCase(let caseDecl) = node,
        !caseDecl.attributes.contains(where: \.isUnavailable)
      else { return [] }
      let attributes = caseDecl.attributes.filter { $0.name == "available" }.map(\.text)
      return caseDecl.elements.map { element in
        CasePath(
          name: element.name, line: element.line, attributes: attributes,
          payload: element.payload?.map { parameter in
            (parameter.label, payloadType(parameter.type))
          }, offset: element.nameToken?.offset)
      }
    }
  }

  /// Throws when two cases that can be compiled together share a name, since `AllCasePaths`
  /// would need two properties with that name.
  public static func checkDistinctNames(
    _ cases: [Conditional<CasePath>], enumName: String
  ) throws(GenerationError) {
    _ = try distinctNames(cases, enumName: enumName, seen: [])
  }

  /// The names of `cases`, added to `seen`.
  private static func distinctNames(
    _ cases: [Conditional<CasePath>], enumName: String, seen: Set<String>
  ) throws(GenerationError) -> Set<String> {
    var names = seen
    for item in cases {
      switch item {
      case .item(let casePath):
        let name = casePath.name.replacingBackticks()
        guard names.insert(name).inserted else {
          throw GenerationError(
            line: casePath.line, offset: casePath.offset,
            "enum '\(enumName)' has more than one case named '\(name)'; AllCasePaths needs one "
              + "property per name, so write it by hand")
        }
      case .block(let clauses):
        var union = names
        for clause in clauses {
          union.formUnion(try distinctNames(clause.items, enumName: enumName, seen: names))
        }
        names = union
      }
    }
    return names
  }
}
