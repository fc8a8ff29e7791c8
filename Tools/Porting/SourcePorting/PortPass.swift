import SwiftSourceParser

/// One file's port: walks its declarations once, collecting edits and the changes they make.
struct PortPass {
  let source: [UInt8]
  let nodes: [Node]
  let tokens: [Token]
  let options: PortOptions
  /// Whether the file imports SwiftUI, UIKit or AppKit, so that `View` and `App` are theirs.
  let importsUI: Bool
  /// Whether the file calls `XCTExpectFailure`, which the port supplies.
  let callsExpectFailure: Bool
  /// Whether the file imports Foundation itself (TCA's modules bring it along; Runtime does not).
  let importsFoundation: Bool
  /// Whether the file names `URLSession` and the like, which live in FoundationNetworking on
  /// Linux, without importing it.
  var needsFoundationNetworking: Bool
  var edits: TextEdits
  var changes: [PortChange] = []
  var tests: [TestMethod] = []
  var skippedTests: [TestMethod] = []
  var imports: [String] = []
  /// Whether the text left names Darwin's nanosecond constants, which the port declares.
  var usesDispatchConstants = false
  private let lineStarts: [Int]
  private let tokenIndexByOffset: [Int: Int]

  init(source: String, nodes: [Node], tokens: [Token], options: PortOptions) {
    self.source = Array(source.utf8)
    self.nodes = nodes
    self.tokens = tokens
    self.options = options
    importsUI = SourcePort.imports(of: nodes).contains(where: ImportMapping.isUIFramework)
    callsExpectFailure =
      options.role == .test && tokens.contains { $0.isWord("XCTExpectFailure") }
    let imported = SourcePort.imports(of: nodes)
    importsFoundation = imported.contains("Foundation")
    needsFoundationNetworking =
      !imported.contains("FoundationNetworking")
      && tokens.contains { token in
        ["URLSession", "URLRequest", "URLResponse", "HTTPURLResponse"].contains(where: token.isWord)
      }
    edits = TextEdits(source: self.source)
    var starts = [0]
    for (offset, byte) in self.source.enumerated() where byte == .newline {
      starts.append(offset + 1)
    }
    lineStarts = starts
    var indexes: [Int: Int] = [:]
    for (index, token) in tokens.enumerated() { indexes[token.offset] = index }
    tokenIndexByOffset = indexes
  }

  mutating func run() {
    visit(nodes, in: nil)
    dropFreestandingPreviews()
    if options.role == .test { addWaitTimeouts() }
    noteDispatchConstants()
  }

  func result() -> PortedSource {
    let text = edits.applied()
    return PortedSource(
      text: text, changes: changes.sorted { $0.line < $1.line }, imports: imports, tests: tests,
      skippedTests: skippedTests, usesExpectFailure: callsExpectFailure,
      usesDispatchConstants: usesDispatchConstants, isEmpty: Self.holdsOnlyImports(text))
  }

  // MARK: Declarations

  private mutating func visit(_ nodes: [Node], in enclosing: TypeDecl?) {
    for node in nodes {
      switch node {
      case .importDecl(let decl):
        rewriteImport(decl)
      case .conditional(let config):
        visitConditional(config, in: enclosing)
      case .type(let decl):
        visitType(decl)
      default:
        break
      }
    }
  }

  private mutating func visitType(_ decl: TypeDecl) {
    guard !decl.isLocal, let close = decl.closeBrace else { return }
    let range = decl.start..<close.end
    if let why = uiReason(decl) {
      edits.removeLines(range)
      changes.append(PortChange(.dropped, line: decl.line, "left out \(why)"))
      return
    }
    if decl.kind == .class || decl.kind == .extension || decl.kind == .struct {
      visitTestMembers(of: decl)
    }
    if decl.kind == .class, options.role == .test { rebaseOnPortedTestCase(decl) }
    visit(decl.members, in: decl)
  }

  /// Why `decl` exists only for a UI, or `nil` when it does not.
  private func uiReason(_ decl: TypeDecl) -> String? {
    let known = options.uiTypes
    if decl.kind == .extension {
      let extended = UIDeclarations.lastComponent(decl.name)
      if known.contains(decl.name) || known.contains(extended) {
        return "extension \(decl.name) (it extends a view)"
      }
      if importsUI, UIDeclarations.extendedTypes.contains(extended) {
        return "extension \(decl.name) (it extends a UI framework's type)"
      }
      if SourcePort.isUIType(decl, importsUI: importsUI, known: known) {
        return "extension \(decl.name) (it makes a type a view)"
      }
      return nil
    }
    guard SourcePort.isUIType(decl, importsUI: importsUI, known: known) else { return nil }
    let bases = decl.inheritance.compactMap(UIDeclarations.baseName).filter {
      known.contains($0) || UIDeclarations.baseTypes.contains($0)
    }
    return "\(decl.kind.rawValue) \(decl.name) (it is a \(bases.first ?? "view"): UI only)"
  }

  private mutating func visitConditional(_ config: IfConfig, in enclosing: TypeDecl?) {
    guard let first = config.clauses.first, let condition = first.condition,
      Self.isUIOnly(condition)
    else {
      for clause in config.clauses { visit(clause.nodes, in: enclosing) }
      return
    }
    let line = lineOf(config.range.lowerBound)
    changes.append(
      PortChange(.dropped, line: line, "left out the `#if \(condition)` branch (UI only)"))
    guard config.clauses.count > 1 else {
      edits.removeLines(config.range)
      return
    }
    let next = config.clauses[1]
    if next.keyword == "#elseif" {
      let directiveEnd = next.range.lowerBound + "#elseif".utf8.count
      edits.replace(first.range.lowerBound..<directiveEnd, with: "#if")
    } else {
      edits.removeLines(first.range.lowerBound..<next.bodyStart)
      let endif = config.range.upperBound - "#endif".utf8.count
      edits.removeLines(endif..<config.range.upperBound)
    }
    for clause in config.clauses.dropFirst() { visit(clause.nodes, in: enclosing) }
  }

  /// `canImport(SwiftUI)`, `canImport(UIKit)` and the like: a branch only a UI compiles.
  static func isUIOnly(_ condition: String) -> Bool {
    let compact = condition.filter { !$0.isWhitespace }
    return ImportMapping.uiModules.contains { compact == "canImport(\($0))" }
  }

  // MARK: Imports

  private mutating func rewriteImport(_ decl: ImportDecl) {
    let module = SourcePort.moduleName(of: decl)
    var replacement = ImportMapping.replacement(for: module, role: options.role)
    let start = decl.attributes.first?.range.lowerBound ?? decl.range.lowerBound
    let line = lineOf(decl.range.lowerBound)
    if needsFoundationNetworking, !replacement.isEmpty {
      // On Linux, URLSession lives in FoundationNetworking.
      needsFoundationNetworking = false
      let indentation = indentationOfLine(at: start)
      edits.insert(
        "\n\(indentation)#if canImport(FoundationNetworking)\n\(indentation)  import "
          + "FoundationNetworking\n\(indentation)#endif", at: decl.range.upperBound)
      changes.append(
        PortChange(
          .imports, line: line,
          "added `import FoundationNetworking` (where Linux keeps URLSession)"))
    }
    if replacement.contains("Runtime"), !importsFoundation, !imports.contains("Foundation") {
      // TCA's modules bring Foundation along; Runtime leaves that to the file.
      replacement.append("Foundation")
    }
    if replacement == [module] {
      if !imports.contains(module) { imports.append(module) }
      return
    }
    guard !replacement.isEmpty else {
      edits.removeLines(start..<decl.range.upperBound)
      let why =
        module == "Combine" || module == "CombineSchedulers"
        ? "Linux has no Combine" : "a UI framework"
      changes.append(PortChange(.imports, line: line, "removed `import \(module)` (\(why))"))
      return
    }
    let kept = decl.attributes.filter { !$0.isNamed("testable") }.map(\.text)
    let prefix = kept.isEmpty ? "" : kept.joined(separator: " ") + " "
    let fresh = replacement.filter { !imports.contains($0) }
    imports += fresh
    let indentation = indentationOfLine(at: start)
    let lines = fresh.map { "\($0 == "Foundation" ? "" : prefix)import \($0)" }
      .joined(separator: "\n" + indentation)
    if lines.isEmpty {
      edits.removeLines(start..<decl.range.upperBound)
    } else {
      edits.replace(start..<decl.range.upperBound, with: lines)
    }
    let written = replacement.map { "`import \($0)`" }.joined(separator: " and ")
    changes.append(PortChange(.imports, line: line, "`import \(module)` became \(written)"))
  }

  // MARK: Previews

  /// `#Preview { … }` and `#Preview("name") { … }` outside any type.
  private mutating func dropFreestandingPreviews() {
    var depth = 0
    var index = 0
    while index < tokens.count {
      let token = tokens[index]
      if token.is("{") { depth += 1 }
      if token.is("}") { depth -= 1 }
      guard depth == 0, token.kind == .pound, token.text == "#Preview" else {
        index += 1
        continue
      }
      var end = index + 1
      for opener in ["(", "{"] where end < tokens.count && tokens[end].is(opener) {
        end = closingIndex(of: end) + 1
      }
      edits.removeLines(token.offset..<tokens[end - 1].end)
      changes.append(PortChange(.dropped, line: token.line, "left out a `#Preview` (UI only)"))
      index = end
    }
  }

  // MARK: Dispatch constants

  /// `NSEC_PER_SEC` and its kin, which Linux's Dispatch lacks: the port declares them in the
  /// target (``DispatchConstantsSupport``), and says so at the first use of each.
  private mutating func noteDispatchConstants() {
    var seen: Set<String> = []
    for token in tokens where DispatchConstantsSupport.names.contains(where: token.isWord) {
      guard !edits.isRemoved(token.offset) else { continue }
      usesDispatchConstants = true
      guard seen.insert(token.text).inserted else { continue }
      changes.append(
        PortChange(
          .adapted, line: token.line,
          "`\(token.text)` is declared in \(DispatchConstantsSupport.fileName), which the port "
            + "adds to the target: Linux's Dispatch does not export it"))
    }
  }

  // MARK: Helpers

  func lineOf(_ offset: Int) -> Int {
    var low = 0
    var high = lineStarts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
    }
    return low + 1
  }

  func tokenIndex(at offset: Int) -> Int? { tokenIndexByOffset[offset] }

  /// The index of the bracket closing the one at `open`.
  func closingIndex(of open: Int) -> Int {
    var depth = 0
    for index in open..<tokens.count {
      let token = tokens[index]
      if token.is("(") || token.is("[") || token.is("{") { depth += 1 }
      if token.is(")") || token.is("]") || token.is("}") { depth -= 1 }
      if depth == 0 { return index }
    }
    return tokens.count - 1
  }

  private func indentationOfLine(at offset: Int) -> String {
    var start = offset
    while start > 0, source[start - 1] == .space || source[start - 1] == .tab { start -= 1 }
    return String(decoding: source[start..<offset], as: UTF8.self)
  }

  /// Whether `text` holds nothing but imports (and comments).
  static func holdsOnlyImports(_ text: String) -> Bool {
    guard let tokens = try? Lexer.tokenize(text) else { return false }
    var index = 0
    while index < tokens.count {
      let token = tokens[index]
      if token.is("@") {
        index += 2
        if index < tokens.count, tokens[index].is("("), !tokens[index].spaceBefore {
          while index < tokens.count, !tokens[index].is(")") { index += 1 }
          index += 1
        }
      } else if token.isWord("import") {
        index += 1
        while index < tokens.count, !tokens[index].newlineBefore { index += 1 }
      } else {
        return false
      }
    }
    return true
  }
}
