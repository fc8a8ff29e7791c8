import SwiftSourceParser

/// What one file declares about its types, gathered before any code is generated: which
/// types nest which, their generic parameters and access levels, which types an extension
/// makes `CasePathable`, and which already define `AllCasePaths`.
///
/// Types are named by their dotted path: `Root.Destino.Action`. Only this file is known; a
/// type or member declared in another file of the target is simply absent.
struct FileIndex {
  /// The names of types and type aliases declared inside each type (`""` is the file).
  var memberTypes: [String: Set<String>] = [:]
  var genericParameters: [String: Set<String>] = [:]
  /// Types made `CasePathable` by an `extension X: CasePathable` in this file.
  var casePathableExtensions: Set<String> = []
  /// Types whose body, or an extension in this file, declares `AllCasePaths`.
  var definesAllCasePaths: Set<String> = []
  private var declarations: [String: Declaration] = [:]

  /// Where a type is declared, which bounds its access level.
  private enum Container {
    case file
    case type(String)
    case `extension`(String, AccessLevel?)
  }

  private struct Declaration {
    var access: AccessLevel?
    var container: Container
  }

  init(_ nodes: [Node]) {
    add(nodes, path: [], container: .file)
  }

  /// The access level of a type declared in this file, given its own modifier, its default
  /// in an extension, and the levels of the types around it.
  func effectiveAccess(of path: String) -> AccessLevel {
    guard let declaration = declarations[path] else { return .open }
    switch declaration.container {
    case .file:
      return declaration.access ?? .internal
    case .type(let parent):
      return min(declaration.access ?? .internal, effectiveAccess(of: parent))
    case .extension(let extended, let modifier):
      let own = declaration.access ?? modifier ?? .internal
      return min(own, modifier ?? .open, effectiveAccess(of: extended))
    }
  }

  private mutating func add(_ nodes: [Node], path: [String], container: Container) {
    let scope = path.joined(separator: ".")
    for node in nodes {
      switch node {
      case .type(let decl) where !decl.isLocal:
        add(decl, in: path, container: container)
      case .typealiasDecl(let name):
        memberTypes[scope, default: []].insert(name)
      case .conditional(let block):
        for clause in block.clauses { add(clause.nodes, path: path, container: container) }
      case .type, .importDecl, .enumCase, .variable, .function:
        break
      }
    }
  }

  private mutating func add(_ decl: TypeDecl, in path: [String], container: Container) {
    let isExtension = decl.kind == .extension
    let typePath =
      isExtension ? decl.name.split(separator: ".").map(String.init) : path + [decl.name]
    let name = typePath.joined(separator: ".")
    if isExtension {
      if decl.inheritance.contains(where: Self.namesCasePathable) {
        casePathableExtensions.insert(name)
      }
    } else {
      memberTypes[path.joined(separator: "."), default: []].insert(decl.name)
      genericParameters[name, default: []].formUnion(decl.genericParameters)
      if declarations[name] == nil {
        declarations[name] = Declaration(access: decl.access, container: container)
      }
    }
    if Self.declaresAllCasePaths(decl.members) { definesAllCasePaths.insert(name) }
    add(
      decl.members, path: typePath,
      container: isExtension ? .extension(name, decl.access) : .type(name))
  }

  /// Whether `entry` of an inheritance clause names `CasePathable`, alone or in a composition,
  /// plainly or as `Runtime.CasePathable`.
  static func namesCasePathable(_ entry: [Token]) -> Bool {
    entry.split(whereSeparator: { $0.is("&") }).contains { part in
      var part = Array(part)
      while part.first?.is("@") == true { part.removeFirst(2) }
      let name = part.typeText
      return name == "CasePathable" || name == "Runtime.CasePathable"
    }
  }

  /// Whether `members` declare something named `AllCasePaths`, inside `#if` blocks too.
  static func declaresAllCasePaths(_ members: [Node]) -> Bool {
    members.contains { node in
      switch node {
      case .type(let decl): decl.name == "AllCasePaths" && decl.kind != .extension
      case .typealiasDecl(let name): name == "AllCasePaths"
      case .conditional(let block): block.clauses.contains { declaresAllCasePaths($0.nodes) }
      case .importDecl, .enumCase, .variable, .function: false
      }
    }
  }
}
