import SwiftSourceParser
import Testing

@testable import MacroExpansions
@testable import MacroPluginProtocol

/// A macro under test: the attribute that applies it, the type name its declaration in Runtime
/// gives `#externalMacro`, the roles it declares (in the order the compiler expands them), and
/// the protocols its extension role may add.
struct MacroUnderTest {
  var name: String
  var typeName: String
  var roles: [String]
  var conformances: [String] = []
}

/// What the compiler would get from the plugin for every use of the macros in a source: the
/// source with each expansion in place (TCA's `assertMacro` shows the same), the diagnostics
/// drawn under the lines they point at, and the source with every fix-it applied.
struct MacroTestResult {
  var expansion: String
  var diagnostics: String
  var fixes: String
}

/// The test file's path, as the compiler would send it.
let testFileName = "/tmp/MacrosTests/Test.swift"

/// Expands `macros` wherever `source` applies them, sending the plugin the messages the
/// compiler sends (built as JSON, answered in-process by `MacroPlugin`, the answer read back
/// from its JSON).
func expandMacros(_ macros: [MacroUnderTest], in source: String) -> MacroTestResult {
  var expander = TestExpander(source: source, macros: macros)
  expander.run()
  return MacroTestResult(
    expansion: expander.expanded(), diagnostics: expander.renderedDiagnostics(),
    fixes: expander.fixed())
}

/// Expects the expansion of `macros` in `source` to be exactly `expansion` and its diagnostics
/// exactly `diagnostics` (the source, annotated; empty when there are none), and, when given,
/// the source with its fix-its applied to be `fixes`.
func assertMacro(
  _ macros: [MacroUnderTest], _ source: String, expansion: String? = nil,
  diagnostics: String = "", fixes: String? = nil,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let result = expandMacros(macros, in: source)
  if let expansion {
    #expect(result.expansion == expansion, sourceLocation: sourceLocation)
  }
  #expect(result.diagnostics == diagnostics, sourceLocation: sourceLocation)
  if let fixes {
    #expect(result.fixes == fixes, sourceLocation: sourceLocation)
  }
}

/// A diagnostic as the test reads it back from the plugin's JSON.
struct ReceivedDiagnostic {
  var message: String
  var severity: String
  var offset: Int
  var length: Int
  var fixIts: [(message: String, changes: [(start: Int, end: Int, text: String)])]
}

/// Plays the compiler: finds the macros' attributes, asks the plugin for each role, and splices
/// the answers into the source.
struct TestExpander {
  let source: String
  let bytes: [UInt8]
  let macros: [MacroUnderTest]
  private var edits: [(range: Range<Int>, text: String, order: Int)] = []
  private(set) var diagnostics: [ReceivedDiagnostic] = []

  init(source: String, macros: [MacroUnderTest]) {
    self.source = source
    self.bytes = Array(source.utf8)
    self.macros = macros
  }

  mutating func run() {
    guard let nodes = try? Parser.parse(source) else {
      Issue.record("the test source does not parse")
      return
    }
    visit(nodes, topLevel: nil)
  }

  private mutating func visit(_ nodes: [Node], topLevel: TypeDecl?) {
    for node in nodes {
      switch node {
      case .type(let decl):
        expand(node, attributes: decl.attributes, topLevel: topLevel ?? decl)
        visit(decl.members, topLevel: topLevel ?? decl)
      case .variable(let decl):
        expand(node, attributes: decl.attributes, topLevel: topLevel)
      case .enumCase(let decl):
        expand(node, attributes: decl.attributes, topLevel: topLevel)
      case .function(let decl):
        expand(node, attributes: decl.attributes, topLevel: topLevel)
      case .conditional(let block):
        for clause in block.clauses { visit(clause.nodes, topLevel: topLevel) }
      case .importDecl, .typealiasDecl:
        break
      }
    }
  }

  private mutating func expand(_ node: Node, attributes: [Attribute], topLevel: TypeDecl?) {
    for attribute in attributes {
      guard let macro = macros.first(where: { $0.name == attribute.name }) else { continue }
      let range = node.testRange
      let attributeText = slice(attribute.range)
      remove(attribute.range)
      for role in macro.roles {
        switch role {
        case "memberAttribute":
          guard case .type(let decl) = node else { continue }
          for member in decl.members where member.testRange.lowerBound > 0 {
            let answer = request(
              macro, role: role, attribute: (attributeText, attribute.range.lowerBound),
              declaration: member.testRange, parent: range)
            guard let text = answer, !text.isEmpty else { continue }
            insert(
              text + "\n" + indentation(at: member.testRange.lowerBound),
              at: member.testRange.lowerBound)
          }
        case "member":
          guard case .type(let decl) = node, let close = decl.closeBrace else { continue }
          let answer = request(
            macro, role: role, attribute: (attributeText, attribute.range.lowerBound),
            declaration: range)
          guard let text = answer, !text.isEmpty else { continue }
          let outer = indentation(at: decl.start)
          let members = text.indented(outer.count / 2 + 1)
          if let lineStart = lineStart(ifBlankBefore: close.offset) {
            insert("\n" + members + "\n", at: lineStart)
          } else {
            insert("\n" + members + "\n" + outer, at: close.offset)
          }
        case "peer":
          let answer = request(
            macro, role: role, attribute: (attributeText, attribute.range.lowerBound),
            declaration: range)
          guard let text = answer, !text.isEmpty else { continue }
          let outer = indentation(at: range.lowerBound)
          insert("\n" + text.indented(outer.count / 2), at: range.upperBound)
        case "accessor":
          guard case .variable(let variable) = node, let binding = variable.bindings.first
          else { continue }
          let answer = request(
            macro, role: role, attribute: (attributeText, attribute.range.lowerBound),
            declaration: range)
          guard let text = answer, !text.isEmpty else { continue }
          let outer = indentation(at: range.lowerBound)
          let indented = text.indented(outer.count / 2).dropFirst(outer.count)
          if let accessors = binding.accessors {
            insert(
              "\n" + text.indented(outer.count / 2 + 1) + "\n" + outer,
              at: accessors.close.offset)
          } else {
            // The initial value moves into the `init` accessor, out of sight.
            let keep = binding.type?.last?.end ?? binding.pattern.last!.end
            edits.append((keep..<binding.range.upperBound, " " + indented, edits.count))
          }
        case "extension":
          let answer = request(
            macro, role: role, attribute: (attributeText, attribute.range.lowerBound),
            declaration: range)
          guard let text = answer, !text.isEmpty, let topLevel else { continue }
          insert("\n\n" + text, at: topLevel.closeBrace?.end ?? range.upperBound)
        default:
          Issue.record("no test support for the role '\(role)'")
        }
      }
    }
  }

  /// Sends one request, as the compiler does, and returns the expanded source.
  private mutating func request(
    _ macro: MacroUnderTest, role: String, attribute: (text: String, offset: Int),
    declaration: Range<Int>, parent: Range<Int>? = nil
  ) -> String? {
    var body: [String: JSON] = [
      "macro": .object([
        "moduleName": .string("RuntimeMacros"), "typeName": .string(macro.typeName),
        "name": .string(macro.name),
      ]),
      "macroRole": .string(role),
      "discriminator": .string("$s4Test\(role)fMx_"),
      "attributeSyntax": syntax("attribute", attribute.text, at: attribute.offset),
      "declSyntax": syntax("declaration", slice(declaration), at: declaration.lowerBound),
      "lexicalContext": .array([]),
    ]
    if let parent {
      body["parentDeclSyntax"] = syntax("declaration", slice(parent), at: parent.lowerBound)
    }
    if role == "extension" {
      let name = declarationName(declaration) ?? "Unknown"
      body["extendedTypeSyntax"] = .object([
        "kind": .string("type"), "source": .string(name), "location": location(nil),
      ])
      body["conformanceListSyntax"] = .object([
        "kind": .string("declaration"),
        "source": .string(
          "struct Placeholder: \(macro.conformances.joined(separator: ", ")) {}"),
        "location": location(nil),
      ])
    }
    let message = JSON.object(["expandAttachedMacro": .object(body)])
    let answerText = MacroPlugin.respond(
      to: message, name: "RuntimeMacros", expand: MacroExpander.expand
    ).json.text
    guard let answer = try? JSON(parsing: Array(answerText.utf8)),
      let result = answer["expandMacroResult"]
    else {
      Issue.record("the plugin's answer is not an expansion: \(answerText)")
      return nil
    }
    for diagnostic in result["diagnostics"]?.arrayValue ?? [] {
      diagnostics.append(Self.diagnostic(diagnostic))
    }
    return result["expandedSource"]?.stringValue
  }

  private static func diagnostic(_ json: JSON) -> ReceivedDiagnostic {
    let offset = json["position"]?["offset"]?.intValue ?? 0
    let highlight = json["highlights"]?.arrayValue?.first
    let end = highlight?["endOffset"]?.intValue ?? offset
    let fixIts = (json["fixIts"]?.arrayValue ?? []).map { fixIt in
      (
        message: fixIt["message"]?.stringValue ?? "",
        changes: (fixIt["changes"]?.arrayValue ?? []).map { change in
          (
            start: change["range"]?["startOffset"]?.intValue ?? 0,
            end: change["range"]?["endOffset"]?.intValue ?? 0,
            text: change["newText"]?.stringValue ?? ""
          )
        }
      )
    }
    return ReceivedDiagnostic(
      message: json["message"]?.stringValue ?? "", severity: json["severity"]?.stringValue ?? "",
      offset: offset, length: max(end - offset, 1), fixIts: fixIts)
  }

  private func syntax(_ kind: String, _ text: String, at offset: Int) -> JSON {
    .object(["kind": .string(kind), "source": .string(text), "location": location(offset)])
  }

  /// A location as the compiler sends it; nowhere for syntax it makes up.
  private func location(_ offset: Int?) -> JSON {
    guard let offset else {
      return .object([
        "fileID": .string(""), "fileName": .string(""), "offset": .integer(0),
        "line": .integer(0), "column": .integer(0),
      ])
    }
    let (line, column) = lineAndColumn(offset)
    return .object([
      "fileID": .string("MacrosTests/Test.swift"), "fileName": .string(testFileName),
      "offset": .integer(offset), "line": .integer(line), "column": .integer(column),
    ])
  }

  private func declarationName(_ range: Range<Int>) -> String? {
    guard case .type(let decl)? = try? Parser.parseDeclaration(slice(range)) else { return nil }
    return decl.name
  }

  // MARK: Editing

  private mutating func insert(_ text: String, at offset: Int) {
    edits.append((offset..<offset, text, edits.count))
  }

  /// Removes `range` and the spaces and line break after it.
  private mutating func remove(_ range: Range<Int>) {
    var end = range.upperBound
    while end < bytes.count, bytes[end] == UInt8(ascii: " ") { end += 1 }
    if end < bytes.count, bytes[end] == UInt8(ascii: "\n") {
      end += 1
      while end < bytes.count, bytes[end] == UInt8(ascii: " ") { end += 1 }
    }
    edits.append((range.lowerBound..<end, "", edits.count))
  }

  func expanded() -> String {
    Self.apply(edits, to: bytes)
  }

  func fixed() -> String {
    var changes: [(range: Range<Int>, text: String, order: Int)] = []
    for diagnostic in diagnostics {
      for fixIt in diagnostic.fixIts {
        for change in fixIt.changes {
          changes.append((change.start..<change.end, change.text, changes.count))
        }
      }
    }
    return Self.apply(changes, to: bytes)
  }

  private static func apply(
    _ edits: [(range: Range<Int>, text: String, order: Int)], to bytes: [UInt8]
  ) -> String {
    var result = bytes
    let sorted = edits.sorted {
      $0.range.lowerBound != $1.range.lowerBound
        ? $0.range.lowerBound > $1.range.lowerBound : $0.order > $1.order
    }
    var lowest = Int.max
    for edit in sorted {
      let upper = min(edit.range.upperBound, lowest)
      let lower = min(edit.range.lowerBound, upper)
      result.replaceSubrange(lower..<upper, with: Array(edit.text.utf8))
      lowest = lower
    }
    return String(decoding: result, as: UTF8.self)
  }

  // MARK: Diagnostics

  /// The source with each diagnostic drawn under its line, as `assertMacro` draws them.
  func renderedDiagnostics() -> String {
    guard !diagnostics.isEmpty else { return "" }
    let lines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var output: [String] = []
    for (index, line) in lines.enumerated() {
      output.append(line)
      let onLine = diagnostics.filter { lineAndColumn($0.offset).line == index + 1 }
      for (number, diagnostic) in onLine.enumerated() {
        let column = lineAndColumn(diagnostic.offset).column
        let pad = String(repeating: " ", count: column - 1)
        if number == 0 {
          output.append(pad + "┬" + String(repeating: "─", count: diagnostic.length - 1))
        }
        let icon =
          switch diagnostic.severity {
          case "error": "🛑"
          case "warning": "⚠️"
          default: "ℹ️"
          }
        let branch = number == onLine.count - 1 ? "╰─" : "├─"
        let messageLines = diagnostic.message.split(
          separator: "\n", omittingEmptySubsequences: false)
        output.append(pad + branch + " \(icon) " + messageLines[0])
        let continuation = pad + (number == onLine.count - 1 ? "   " : "│  ")
        for more in messageLines.dropFirst() {
          output.append(more.isEmpty ? "" : continuation + "   " + more)
        }
        for fixIt in diagnostic.fixIts {
          output.append(continuation + "   ✏️ " + fixIt.message)
        }
      }
    }
    return output.joined(separator: "\n")
  }

  // MARK: Source

  private func slice(_ range: Range<Int>) -> String {
    String(decoding: bytes[range], as: UTF8.self)
  }

  private func lineAndColumn(_ offset: Int) -> (line: Int, column: Int) {
    var line = 1
    var column = 1
    for byte in bytes[..<min(offset, bytes.count)] {
      if byte == UInt8(ascii: "\n") {
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80 {
        column += 1
      }
    }
    return (line, column)
  }

  /// The start of the line `offset` is on, when only spaces come before it on that line.
  private func lineStart(ifBlankBefore offset: Int) -> Int? {
    var start = offset
    while start > 0, bytes[start - 1] == UInt8(ascii: " ") { start -= 1 }
    return start == 0 || bytes[start - 1] == UInt8(ascii: "\n") ? start : nil
  }

  /// The spaces that start the line `offset` is on.
  private func indentation(at offset: Int) -> String {
    var start = min(offset, bytes.count)
    while start > 0, bytes[start - 1] != UInt8(ascii: "\n") { start -= 1 }
    var end = start
    while end < bytes.count, bytes[end] == UInt8(ascii: " ") { end += 1 }
    return String(repeating: " ", count: end - start)
  }
}

extension Node {
  /// Where the declaration is in the test source: from its first attribute to its end.
  var testRange: Range<Int> {
    switch self {
    case .type(let decl): decl.start..<(decl.closeBrace?.end ?? decl.start)
    case .variable(let decl): decl.range
    case .function(let decl): decl.range
    case .enumCase(let decl): decl.range
    case .importDecl, .typealiasDecl, .conditional: 0..<0
    }
  }
}
