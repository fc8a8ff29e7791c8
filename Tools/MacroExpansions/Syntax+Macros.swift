import CasePathsGeneration
import MacroPluginProtocol
import SwiftSourceParser

/// What the macros ask of the syntax tree, beyond what the case paths generator needs.
extension Node {
  /// The declared type's name, for a type.
  var typeName: String? {
    guard case .type(let decl) = self else { return nil }
    return decl.name
  }
}

extension [Node] {
  /// What `pick` finds in each node, those in `#if` clauses included.
  func collect<T>(_ pick: (Node) -> T?) -> [T] {
    flatMap { node -> [T] in
      if case .conditional(let block) = node {
        return block.clauses.flatMap { $0.nodes.collect(pick) }
      }
      return pick(node).map { [$0] } ?? []
    }
  }

  /// Every case element, those in `#if` clauses included.
  var caseElements: [EnumCaseElement] {
    collect { node -> [EnumCaseElement]? in
      if case .enumCase(let decl) = node { decl.elements } else { nil }
    }.flatMap { $0 }
  }

  /// The members that declare types or type aliases, by name, those in `#if` clauses included.
  var declaredTypeNames: Set<String> {
    var names: Set<String> = []
    for node in self {
      switch node {
      case .type(let decl) where decl.kind != .extension: names.insert(decl.name)
      case .typealiasDecl(let name): names.insert(name)
      case .conditional(let block):
        for clause in block.clauses { names.formUnion(clause.nodes.declaredTypeNames) }
      default: break
      }
    }
    return names
  }

  /// The properties, those in `#if` clauses included.
  var variables: [VariableDecl] {
    collect { node in if case .variable(let decl) = node { decl } else { nil } }
  }

  /// The functions, those in `#if` clauses included.
  var functions: [FunctionDecl] {
    collect { node in if case .function(let decl) = node { decl } else { nil } }
  }

  /// The nested type named `name`.
  func type(named name: String) -> TypeDecl? {
    for node in self {
      switch node {
      case .type(let decl) where decl.name == name && decl.kind != .extension: return decl
      case .conditional(let block):
        for clause in block.clauses {
          if let decl = clause.nodes.type(named: name) { return decl }
        }
      default: break
      }
    }
    return nil
  }
}

extension TypeDecl {
  /// The type's `@available` attributes, each followed by a space, to put before an extension
  /// of it; empty when it has none.
  var availabilityPrefix: String {
    attributes.filter { $0.name == "available" }.map { $0.text + " " }.joined()
  }

  /// The access modifier macros give generated members: `public `, `package `, or nothing.
  var memberAccessModifier: String {
    switch access {
    case .public?, .open?: "public "
    case .package?: "package "
    default: ""
    }
  }
}

extension AttachedMacroRequest {
  /// Whether the compiler asks for a conformance the type does not have yet: its placeholder
  /// `struct Placeholder: A, B {}` lists at least one protocol.
  var conformsToNew: Bool {
    guard let placeholder = conformanceList?.source else { return true }
    guard let colon = placeholder.firstIndex(of: ":") else { return false }
    return placeholder[colon...].contains { $0.isLetter }
  }
}

extension ExpansionContext {
  /// The type an extension role extends, as the compiler spells it (`Outer.Feature`).
  var extendedTypeName: String {
    let name = request.extendedType?.source.trimmingWhitespace ?? ""
    return name.isEmpty ? (declaration.typeName ?? "") : name
  }
}

extension String {
  /// The text without leading and trailing spaces and line breaks.
  var trimmingWhitespace: String {
    let isBlank: (Character) -> Bool = { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" }
    guard let first = firstIndex(where: { !isBlank($0) }),
      let last = lastIndex(where: { !isBlank($0) })
    else { return "" }
    return String(self[first...last])
  }
}
