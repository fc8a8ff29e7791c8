@_spi(Driver) import Runtime

/// Prints a value as Swift source would write it, over several lines, to standard output —
/// the same printing the test store's failure messages use.
///
/// ```swift
/// customDump(Buscador.State(termino: "swift"))
/// // Buscador.State(
/// //   termino: "swift",
/// //   …
/// // )
/// ```
///
/// - Parameters:
///   - value: The value to print.
///   - name: A label printed before the value (`name: …`).
///   - indent: How many spaces to put before each line.
///   - maxDepth: How many levels of nesting to print; deeper parts print as `Tipo(…)`.
/// - Returns: `value`, so a dump can be added to an expression without changing it.
@discardableResult
public func customDump<T>(
  _ value: T, name: String? = nil, indent: Int = 0, maxDepth: Int = .max
) -> T {
  var output = ""
  customDump(value, to: &output, name: name, indent: indent, maxDepth: maxDepth)
  print(output)
  return value
}

/// Writes a value as Swift source would write it, over several lines, to `target`.
///
/// ```swift
/// var texto = ""
/// customDump(pedido, to: &texto)
/// ```
///
/// - Parameters:
///   - value: The value to write.
///   - target: Where to write it; no newline is added after the last line.
///   - name: A label written before the value (`name: …`).
///   - indent: How many spaces to put before each line.
///   - maxDepth: How many levels of nesting to write; deeper parts are written as `Tipo(…)`.
/// - Returns: `value`.
@discardableResult
public func customDump<T, TargetStream: TextOutputStream>(
  _ value: T,
  to target: inout TargetStream,
  name: String? = nil,
  indent: Int = 0,
  maxDepth: Int = .max
) -> T {
  let dumped = DumpDepth.limit(Dumper.dump(value), to: maxDepth)
  var lines = DumpPrinter.render(dumped, style: .multiline)
  if let name { lines[0] = "\(name): \(lines[0])" }
  let margin = String(repeating: " ", count: max(0, indent))
  target.write(lines.map { margin + $0 }.joined(separator: "\n"))
  return value
}

/// Cuts a dump at a depth: what lies deeper prints as `Tipo(…)`, `.caso(…)` or `[…]`.
enum DumpDepth {
  static func limit(_ dumped: Dumped, to maxDepth: Int) -> Dumped {
    guard maxDepth < .max else { return dumped }
    return limit(dumped, depth: 0, maxDepth: max(0, maxDepth))
  }

  private static func limit(_ dumped: Dumped, depth: Int, maxDepth: Int) -> Dumped {
    func child(_ value: Dumped) -> Dumped { limit(value, depth: depth + 1, maxDepth: maxDepth) }
    let node = dumped.node
    if depth >= maxDepth {
      switch node {
      case .leaf: return dumped
      case .record(let name, _): return Dumped(dumped.value, node: .leaf("\(name)(…)"))
      case .enumCase(let name, nil): return Dumped(dumped.value, node: .leaf(".\(name)"))
      case .enumCase(let name, _): return Dumped(dumped.value, node: .leaf(".\(name)(…)"))
      case .collection, .dictionary: return Dumped(dumped.value, node: .leaf("[…]"))
      }
    }
    switch node {
    case .leaf:
      return dumped
    case .record(let name, let fields):
      return Dumped(
        dumped.value,
        node: .record(name: name, fields: fields.map { ($0.label, child($0.value)) }))
    case .enumCase(let name, let payload):
      return Dumped(dumped.value, node: .enumCase(name: name, payload: payload.map(child)))
    case .collection(let elements, let ids):
      return Dumped(dumped.value, node: .collection(elements: elements.map(child), ids: ids))
    case .dictionary(let entries):
      return Dumped(
        dumped.value, node: .dictionary(entries: entries.map { ($0.key, child($0.value)) }))
    }
  }
}
