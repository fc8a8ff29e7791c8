/// A function declared in a type, with the lines it spans: what a compile error inside it
/// points at.
public struct FunctionSpan: Sendable, Equatable {
  /// The declaring type's name (the extended type's, for an extension).
  public var type: String
  /// The function's name.
  public var name: String
  /// The lines of the declaration, attributes to closing brace.
  public var lines: ClosedRange<Int>
  /// Whether it is a test: an XCTest `test…()` method of a class, or a Swift Testing `@Test`.
  public var isTest: Bool

  /// `Type.name`.
  public var qualifiedName: String { "\(type).\(name)" }
}

extension SourcePort {
  /// The functions declared in the types of `source` (nested types included), in order.
  public static func functionSpans(in source: String) throws(GeneratorError) -> [FunctionSpan] {
    let nodes = try Parser.parse(source)
    let lineStarts = LineStarts(source)
    var spans: [FunctionSpan] = []
    func visit(_ nodes: [Node], in type: TypeDecl?) {
      for node in nodes {
        switch node {
        case .type(let decl) where !decl.isLocal:
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
              type: type.name, name: function.name.text,
              lines: lineStarts.line(
                of: function.range.lowerBound)...lineStarts.line(
                  of: max(function.range.upperBound - 1, function.range.lowerBound)),
              isTest: isTest))
        default:
          break
        }
      }
    }
    visit(nodes, in: nil)
    return spans
  }

  /// `source` without the functions named (`Type.name`) in `functions`, whole lines removed.
  public static func removing(
    functions: Set<String>, from source: String
  ) throws(GeneratorError) -> String {
    let nodes = try Parser.parse(source)
    var edits = TextEdits(source: Array(source.utf8))
    func visit(_ nodes: [Node], in type: TypeDecl?) {
      for node in nodes {
        switch node {
        case .type(let decl) where !decl.isLocal:
          visit(decl.members, in: decl)
        case .conditional(let config):
          for clause in config.clauses { visit(clause.nodes, in: type) }
        case .function(let function):
          if let type, functions.contains("\(type.name).\(function.name.text)") {
            edits.removeLines(function.range)
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
