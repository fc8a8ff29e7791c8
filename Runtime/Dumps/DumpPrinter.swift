/// Prints dumped values as Swift-like source, on one line or indented over several.
@_spi(Driver)
public enum DumpPrinter {
  /// How a dump is laid out.
  public enum Style {
    /// On one line.
    case singleLine
    /// Indented over several lines.
    case multiline
  }

  /// Renders `dumped` as lines (one line for `.singleLine`).
  public static func render(_ dumped: Dumped, style: Style) -> [String] {
    switch style {
    case .singleLine: return [inline(dumped.node)]
    case .multiline: return block(dumped.node)
    }
  }

  /// A one-line key for sorting and printing dictionary keys.
  static func key(_ dumped: Dumped) -> String { inline(dumped.node) }

  static func inline(_ node: DumpNode) -> String {
    switch node {
    case .leaf(let text):
      return text
    case .record(let name, let fields):
      let inner = fields.map {
        $0.label.isEmpty ? inline($0.value.node) : "\($0.label): \(inline($0.value.node))"
      }
      return "\(name)(\(inner.joined(separator: ", ")))"
    case .enumCase(let name, let payload):
      guard let payload else { return ".\(name)" }
      if case .record(let recordName, _) = payload.node, recordName.isEmpty {
        return ".\(name)\(inline(payload.node))"
      }
      return ".\(name)(\(inline(payload.node)))"
    case .collection(let elements, _):
      return "[" + elements.map { inline($0.node) }.joined(separator: ", ") + "]"
    case .dictionary(let entries):
      if entries.isEmpty { return "[:]" }
      return "[" + entries.map { "\($0.key): \(inline($0.value.node))" }.joined(separator: ", ")
        + "]"
    }
  }

  /// Lines for a node, indented by two spaces per level; short values stay on one line.
  static func block(_ node: DumpNode, limit: Int = 80) -> [String] {
    let single = inline(node)
    if single.count <= limit || isLeaf(node) { return [single] }
    switch node {
    case .leaf(let text):
      return [text]
    case .record(let name, let fields):
      var lines = ["\(name)("]
      for (index, field) in fields.enumerated() {
        let comma = index == fields.count - 1 ? "" : ","
        lines += prefixed(
          block(field.value.node, limit: limit - 2), label: field.label, suffix: comma)
      }
      return lines + [")"]
    case .enumCase(let name, let payload):
      guard let payload else { return [".\(name)"] }
      var inner = block(payload.node, limit: limit - 2)
      if case .record(let recordName, _) = payload.node, recordName.isEmpty {
        inner[0] = ".\(name)" + inner[0]
        return inner
      }
      return [".\(name)("] + inner.map { "  " + $0 } + [")"]
    case .collection(let elements, _):
      var lines = ["["]
      for (index, element) in elements.enumerated() {
        let comma = index == elements.count - 1 ? "" : ","
        lines += prefixed(block(element.node, limit: limit - 2), label: "[\(index)]", suffix: comma)
      }
      return lines + ["]"]
    case .dictionary(let entries):
      var lines = ["["]
      for (index, entry) in entries.enumerated() {
        let comma = index == entries.count - 1 ? "" : ","
        lines += prefixed(
          block(entry.value.node, limit: limit - 2), label: entry.key, suffix: comma)
      }
      return lines + ["]"]
    }
  }

  /// Indents `lines` by two spaces, puts `label: ` before the first and `suffix` after the last.
  static func prefixed(_ lines: [String], label: String, suffix: String) -> [String] {
    var result = lines
    let head = label.isEmpty ? "" : "\(label): "
    result[0] = head + result[0]
    result[result.count - 1] += suffix
    return result.map { "  " + $0 }
  }

  private static func isLeaf(_ node: DumpNode) -> Bool {
    if case .leaf = node { return true }
    return false
  }
}
