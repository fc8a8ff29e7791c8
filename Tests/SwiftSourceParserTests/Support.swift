import SwiftSourceParser
import Testing

/// The declarations of `source`, or a recorded issue and `[]` when it does not parse.
func parse(_ source: String, sourceLocation: SourceLocation = #_sourceLocation) -> [Node] {
  do {
    return try Parser.parse(source)
  } catch {
    Issue.record(
      "expected the source to parse: \(error.diagnostic(path: "Entrada.swift"))",
      sourceLocation: sourceLocation)
    return []
  }
}

/// The error parsing `source` throws, or a recorded issue and `nil` when it parses.
func parseError(
  _ source: String, sourceLocation: SourceLocation = #_sourceLocation
) -> ParseError? {
  do {
    let nodes = try Parser.parse(source)
    Issue.record(
      "expected a parse error, got \(nodes.count) declarations", sourceLocation: sourceLocation)
    return nil
  } catch {
    return error
  }
}

/// The UTF-8 offset of the first `needle` in `source`.
func offset(of needle: String, in source: String) -> Int {
  let bytes = Array(source.utf8)
  let pattern = Array(needle.utf8)
  guard pattern.count <= bytes.count else { return -1 }
  return (0...(bytes.count - pattern.count)).first { start in
    bytes[start..<start + pattern.count].elementsEqual(pattern)
  } ?? -1
}

extension Node {
  /// The type or extension, if this is one.
  var typeDecl: TypeDecl? {
    if case .type(let decl) = self { decl } else { nil }
  }

  /// The `case` declaration, if this is one.
  var caseDecl: EnumCaseDecl? {
    if case .enumCase(let decl) = self { decl } else { nil }
  }

  /// The `#if` block, if this is one.
  var ifConfig: IfConfig? {
    if case .conditional(let block) = self { block } else { nil }
  }

  /// The `var` or `let`, if this is one.
  var variable: VariableDecl? {
    if case .variable(let decl) = self { decl } else { nil }
  }

  /// The `func`, if this is one.
  var function: FunctionDecl? {
    if case .function(let decl) = self { decl } else { nil }
  }

  /// The `import`, if this is one.
  var importDecl: ImportDecl? {
    if case .importDecl(let decl) = self { decl } else { nil }
  }
}

extension [Node] {
  /// The types and extensions among the nodes, in order.
  var types: [TypeDecl] { compactMap(\.typeDecl) }

  /// The enum cases among the nodes, every element of every `case` declaration, in order.
  var cases: [EnumCaseElement] { compactMap(\.caseDecl).flatMap(\.elements) }
}
