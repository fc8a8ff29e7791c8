import SwiftSourceParser

/// Ports one Swift file of a TCA package to this library, by parsing it: imports rewritten, what
/// only a UI needs left out, and test code adapted to what Linux's XCTest offers. Each change is
/// reported as a ``PortChange``.
enum SourcePort {
  /// The UI-only types `source` declares (views, view controllers, apps, previews, and types
  /// deriving from those), so that the other files of the package can drop their extensions
  /// and subclasses too.
  static func uiTypeNames(
    in source: String, known: Set<String> = []
  ) throws(ParseError) -> Set<String> {
    let nodes = try Parser.parse(source)
    let importsUI = imports(of: nodes).contains(where: ImportMapping.isUIFramework)
    var names: Set<String> = []
    func visit(_ nodes: [Node]) {
      for node in nodes {
        switch node {
        case .type(let decl):
          if decl.kind != .extension,
            isUIType(decl, importsUI: importsUI, known: known.union(names))
          {
            names.insert(decl.name)
          } else {
            visit(decl.members)
          }
        case .conditional(let config):
          for clause in config.clauses { visit(clause.nodes) }
        default:
          break
        }
      }
    }
    visit(nodes)
    return names
  }

  /// `source` ported: see ``PortOptions`` for what it needs to know.
  static func port(
    _ source: String, options: PortOptions
  ) throws(ParseError) -> PortedSource {
    var options = options
    options.uiTypes.formUnion(try uiTypeNames(in: source, known: options.uiTypes))
    var pass = PortPass(
      source: source, nodes: try Parser.parse(source), tokens: try Lexer.tokenize(source),
      options: options)
    pass.run()
    return pass.result()
  }

  static func imports(of nodes: [Node]) -> [String] {
    nodes.flatMap { node -> [String] in
      switch node {
      case .importDecl(let decl): [moduleName(of: decl)]
      case .conditional(let config): config.clauses.flatMap { imports(of: $0.nodes) }
      default: []
      }
    }
  }

  /// The module of an import: `Foundation` for `import struct Foundation.URL`.
  static func moduleName(of decl: ImportDecl) -> String {
    let words = decl.path.split(separator: " ")
    let path = words.count > 1 ? words[1] : words[0]
    return String(path.split(separator: ".").first ?? path)
  }

  static func isUIType(_ decl: TypeDecl, importsUI: Bool, known: Set<String>) -> Bool {
    decl.inheritance.contains { entry in
      guard let base = UIDeclarations.baseName(of: entry) else { return false }
      return known.contains(base) || (importsUI && UIDeclarations.baseTypes.contains(base))
    }
  }
}
