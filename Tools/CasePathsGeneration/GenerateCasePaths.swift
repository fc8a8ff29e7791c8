import SwiftSourceParser

/// Generates the `AllCasePaths` of every `CasePathable` enum declared in one Swift file.
///
/// ```swift
/// let generated = try generateCasePaths(
///   source: "enum Action: CasePathable { case aparecio }", fileName: "Action.swift")
/// // extension Action { struct AllCasePaths: Sendable { var aparecio: … } … }
/// ```
///
/// An enum gets case paths when its declaration (or an extension in the same file) conforms to
/// `CasePathable` and it does not define `AllCasePaths` itself. The result is a complete Swift
/// file: the source's imports and one extension per enum, or just a comment when there is none.
///
/// - Parameters:
///   - source: The contents of the Swift file.
///   - fileName: The file's name, quoted in the generated file's header.
/// - Throws: A ``GenerationError`` with the line of anything the generator cannot handle
///   correctly, such as a `private` enum, an unterminated string, or a variadic payload.
public func generateCasePaths(
  source: String, fileName: String
) throws(GenerationError) -> String {
  let nodes: [Node]
  do {
    nodes = try Parser.parse(source)
  } catch {
    throw GenerationError(error)
  }
  var collector = EnumCollector(index: FileIndex(nodes))
  try collector.collect(nodes)
  let imports = Conditional<ImportDecl>.tree(nodes) { node in
    guard case .importDecl(let decl) = node else { return [] }
    return [decl]
  }
  return Emitter.file(named: fileName, imports: imports, enums: collector.enums)
}
