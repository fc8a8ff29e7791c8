import CasePathsGeneration
import MacroPluginProtocol
import SwiftSourceParser

/// One expansion in progress: the request, its syntax read by the parser, and the diagnostics
/// given so far.
struct ExpansionContext {
  let request: AttachedMacroRequest
  /// The declaration the attribute is attached to (for `memberAttribute`, one member).
  let declaration: Node
  let declarationFile: SyntaxFile
  /// For `memberAttribute`: the type the member belongs to.
  let parent: Node?
  /// The attribute being expanded.
  let attribute: Attribute
  var diagnostics: [MacroDiagnostic] = []

  /// The macro's name as the user wrote it, without `@`: `Reducer`.
  var macroName: String {
    let name = request.macro.name.filter { $0 != " " }
    return name.isEmpty ? request.macro.typeName : name
  }

  /// The attribute's bytes in the declaration's source, when the user wrote it there (an
  /// attribute another macro added is in no file).
  var attributeRange: Range<Int>? {
    let attributeText = request.attribute
    let declarationText = request.declaration
    guard attributeText.isInFile, attributeText.fileName == declarationText.fileName else {
      return nil
    }
    let lower = attributeText.offset - declarationText.offset + attribute.range.lowerBound
    let upper = attributeText.offset - declarationText.offset + attribute.range.upperBound
    guard lower >= 0, upper <= declarationText.source.utf8.count else { return nil }
    return lower..<upper
  }

  /// Where a diagnostic about the attribute goes: the attribute, or the declaration when the
  /// attribute is in no file.
  var attributeOrDeclarationRange: Range<Int> {
    attributeRange ?? declaration.keywordRange
  }

  /// Records a diagnostic at bytes `range` of the declaration's source.
  mutating func diagnose(
    _ message: String, severity: MacroDiagnostic.Severity = .error, at range: Range<Int>,
    fixIts: [(message: String, changes: [(range: Range<Int>, newText: String)])] = []
  ) {
    diagnostics.append(
      MacroDiagnostic(
        message: message, severity: severity, position: declarationFile.position(range.lowerBound),
        highlights: [declarationFile.range(range)],
        fixIts: fixIts.map { fixIt in
          MacroDiagnostic.FixIt(
            message: fixIt.message,
            changes: fixIt.changes.map { change in
              .init(range: declarationFile.range(change.range), newText: change.newText)
            })
        }))
  }

  /// The declaration's source in `range`.
  func source(_ range: Range<Int>) -> String { declarationFile.source(range) }
}

extension Node {
  /// The bytes of the declaration's keyword (or name), where a diagnostic about the whole
  /// declaration points.
  var keywordRange: Range<Int> {
    switch self {
    case .type(let decl):
      if let keyword = decl.keyword { return keyword.offset..<keyword.end }
    case .variable(let decl): return decl.keyword.offset..<decl.keyword.end
    case .function(let decl): return decl.name.offset..<decl.name.end
    case .enumCase(let decl):
      if let keyword = decl.keyword { return keyword.offset..<keyword.end }
    case .importDecl, .typealiasDecl, .conditional: break
    }
    return 0..<0
  }

  /// What kind of declaration this is, as a diagnostic names it: `struct`, `enum`, `var`.
  var kindDescription: String {
    switch self {
    case .type(let decl): decl.kind.rawValue
    case .variable(let decl): decl.keyword.text
    case .function: "func"
    case .enumCase: "case"
    case .importDecl: "import"
    case .typealiasDecl: "typealias"
    case .conditional: "#if"
    }
  }
}
