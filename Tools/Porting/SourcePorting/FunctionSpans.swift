import SwiftSourceParser

/// A declaration — a type, or a function or property of one — with the lines it spans: what a
/// compile error inside it points at, so that the port can leave out just that declaration.
struct FunctionSpan: Sendable, Equatable {
  /// What is declared.
  enum Kind: Sendable, Equatable {
    case function
    case property
    case type
  }

  /// The enclosing type's name (the extended type's, for an extension); `""` at the top level.
  var type: String
  /// The declaration's name.
  var name: String
  /// What is declared.
  var kind: Kind = .function
  /// The lines of the declaration, attributes to closing brace.
  var lines: ClosedRange<Int>
  /// Whether it is a test: an XCTest `test…()` method of a class, or a Swift Testing `@Test`.
  var isTest: Bool

  /// `Type.name`, or `name` at the top level.
  var qualifiedName: String { type.isEmpty ? name : "\(type).\(name)" }

  /// Whether it is what a reducer does — its `body` or its `reduce(into:action:)` — which the
  /// protocol would quietly replace if it were left out alone.
  var isReducerBehaviour: Bool {
    !type.isEmpty
      && ((kind == .property && name == "body") || (kind == .function && name == "reduce"))
  }
}

extension SourcePort {
  /// The functions declared in the types of `source` (nested types included), in order.
  static func functionSpans(in source: String) throws(ParseError) -> [FunctionSpan] {
    try declarationSpans(in: source).filter { $0.kind == .function }
  }

  /// Every type of `source`, and every function and property of its types, in order: a type
  /// before its members.
  static func declarationSpans(
    in source: String
  ) throws(ParseError) -> [FunctionSpan] {
    let nodes = try Parser.parse(source)
    let lineStarts = LineStarts(source)
    var spans: [FunctionSpan] = []
    func lines(_ range: Range<Int>) -> ClosedRange<Int> {
      lineStarts.line(
        of: range.lowerBound)...lineStarts.line(
          of: max(range.upperBound - 1, range.lowerBound))
    }
    func visit(_ nodes: [Node], in type: TypeDecl?) {
      for node in nodes {
        switch node {
        case .type(let decl) where !decl.isLocal:
          if let close = decl.closeBrace {
            spans.append(
              FunctionSpan(
                type: type?.name ?? "", name: decl.name, kind: .type,
                lines: lines(decl.start..<close.end), isTest: false))
          }
          visit(decl.members, in: decl)
        case .conditional(let config):
          for clause in config.clauses { visit(clause.nodes, in: type) }
        case .function(let function):
          guard let type else { continue }
          let isTest =
            function.attributes.contains(named: "Test", module: "Testing")
            || (type.kind != .struct && function.name.text.hasPrefix("test")
              && function.parameters.isEmpty)
          spans.append(
            FunctionSpan(
              type: type.name, name: function.name.text, kind: .function,
              lines: lines(function.range), isTest: isTest))
        case .variable(let variable):
          guard let type, let name = variable.bindings.first?.name else { continue }
          spans.append(
            FunctionSpan(
              type: type.name, name: name.text, kind: .property, lines: lines(variable.range),
              isTest: false))
        default:
          break
        }
      }
    }
    visit(nodes, in: nil)
    return spans
  }

  /// The declarations of `source` to leave out so that `errors` go, each with its errors:
  /// the innermost declaration holding each error, or `nil` when one is outside every type (a
  /// declaration the whole file needs).
  ///
  /// A reducer's `body` or `reduce(into:action:)` is never left out alone: without it the type
  /// still compiles and does nothing, so a test of it would fail, or pass, for the wrong reason.
  /// The reducer's whole type is left out instead, and the tests that use it do not compile.
  static func declarationsToLeaveOut(
    in source: String, errors: [CompileError]
  ) throws(ParseError) -> [String: (span: FunctionSpan, errors: [CompileError])]? {
    let spans = try declarationSpans(in: source)
    var found: [String: (span: FunctionSpan, errors: [CompileError])] = [:]
    for error in errors {
      // The innermost declaration holding the error: spans come outer first.
      guard var span = spans.last(where: { $0.lines.contains(error.line) }) else { return nil }
      if span.isReducerBehaviour,
        let type = spans.last(where: {
          $0.kind == .type && $0.name == span.type
            && $0.lines.contains(span.lines.lowerBound) && $0.lines.contains(span.lines.upperBound)
        })
      {
        span = type
      }
      found[span.qualifiedName, default: (span, [])].errors.append(error)
    }
    // What lies inside a type that goes anyway goes with it, its errors counted there.
    let types = found.values.map(\.span).filter { $0.kind == .type }
    for (name, entry) in found {
      guard
        let outer = types.first(where: {
          $0 != entry.span && $0.lines.contains(entry.span.lines.lowerBound)
            && $0.lines.contains(entry.span.lines.upperBound)
        })
      else { continue }
      found[outer.qualifiedName]?.errors += entry.errors
      found[name] = nil
    }
    return found
  }

  /// `source` without the declarations (`Type.name`, or a top-level type's `name`) named in
  /// `functions`, whole lines removed.
  static func removing(
    functions: Set<String>, from source: String
  ) throws(ParseError) -> String {
    let nodes = try Parser.parse(source)
    var edits = TextEdits(source: Array(source.utf8))
    func named(_ name: String, in type: TypeDecl?) -> Bool {
      functions.contains(type.map { "\($0.name).\(name)" } ?? name)
    }
    func visit(_ nodes: [Node], in type: TypeDecl?) {
      for node in nodes {
        switch node {
        case .type(let decl) where !decl.isLocal:
          if named(decl.name, in: type), let close = decl.closeBrace {
            edits.removeLines(decl.start..<close.end)
          } else {
            visit(decl.members, in: decl)
          }
        case .conditional(let config):
          for clause in config.clauses { visit(clause.nodes, in: type) }
        case .function(let function):
          if type != nil, named(function.name.text, in: type) {
            edits.removeLines(function.range)
          }
        case .variable(let variable):
          if type != nil, let name = variable.bindings.first?.name, named(name.text, in: type) {
            edits.removeLines(variable.range)
          }
        default:
          break
        }
      }
    }
    visit(nodes, in: nil)
    return edits.applied()
  }
}

/// The offsets where each line of a source starts, to turn an offset into a 1-based line.
struct LineStarts {
  private var starts: [Int] = [0]

  init(_ source: String) {
    for (offset, byte) in source.utf8.enumerated() where byte == .newline {
      starts.append(offset + 1)
    }
  }

  func line(of offset: Int) -> Int {
    var low = 0
    var high = starts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if starts[middle] <= offset { low = middle } else { high = middle - 1 }
    }
    return low + 1
  }
}
