import Runtime

/// The statements an assertion closure runs to turn one state into the next, found by
/// comparing their dump trees field by field:
///
/// ```swift
/// $0.credenciales.entrando = false
/// $0.destino?.modify(\.tienda) {
///   $0.procesando = true
/// }
/// ```
///
/// It descends into structs of the same type, into optionals that hold a value on both sides,
/// and into enums left in the same case (with `modify`); anything else is assigned whole — a
/// shared value (`@Shared`) as a test store asserts it, `$0.sesion?.$carrito.withLock { $0 = … }`.
public indirect enum StateMutation: Equatable {
  /// `path = value`.
  case assign(path: String, value: SourceDoc)
  /// `path.withLock { $0 = value }`: a shared value, given as `….$field`.
  case share(path: String, value: SourceDoc)
  /// `path.modify(\.caseName) { … }`.
  case modify(path: String, caseName: String, body: [StateMutation])

  /// The statements that turn `before` into `after`, with `$0` as the root. Either may be a
  /// ``Runtime/Dumper/snapshot(_:)`` of the state instead: shared values are then compared and
  /// written as they were when it was taken.
  public static func between(_ before: Any, _ after: Any, source: SwiftSource) -> [StateMutation] {
    between(
      before as? Dumped ?? Dumper.dump(before), after as? Dumped ?? Dumper.dump(after),
      path: "$0", source: source)
  }

  private static func between(
    _ before: Dumped, _ after: Dumped, path: String, source: SwiftSource
  ) -> [StateMutation] {
    if before.printsTheSame(as: after) { return [] }
    return descend(before, after, path: path, source: source)
      ?? [.assign(path: path, value: source.doc(after))]
  }

  /// The statements inside `before` and `after` when they have the same shape, else `nil`.
  private static func descend(
    _ before: Dumped, _ after: Dumped, path: String, source: SwiftSource
  ) -> [StateMutation]? {
    var path = path
    if Mirror(reflecting: after.value).displayStyle == .optional {
      guard unwrapped(before.value) != nil, unwrapped(after.value) != nil else { return nil }
      path += "?"
    }
    switch (before.node, after.node) {
    case (.record(let type, let fieldsBefore), .record(let typeAfter, let fieldsAfter))
    where !type.isEmpty && type == typeAfter
      && fieldsBefore.map(\.label) == fieldsAfter.map(\.label):
      return zip(fieldsBefore, fieldsAfter).flatMap { fieldBefore, fieldAfter in
        guard fieldAfter.value.value is any SharedField else {
          return between(
            fieldBefore.value, fieldAfter.value, path: "\(path).\(fieldBefore.label)",
            source: source)
        }
        guard !fieldBefore.value.printsTheSame(as: fieldAfter.value) else { return [] }
        return [.share(path: "\(path).$\(fieldBefore.label)", value: source.doc(fieldAfter.value))]
      }
    case (.enumCase(let caseName, let payloadBefore?), .enumCase(let caseAfter, let payloadAfter?)):
      guard caseName == caseAfter, unwrapped(after.value) is any CasePathable,
        let body = descend(payloadBefore, payloadAfter, path: "$0", source: source)
      else { return nil }
      return [.modify(path: path, caseName: caseName, body: body)]
    default:
      return nil
    }
  }

  /// The statement's lines, indented by `indent`.
  public func lines(indent: Int) -> [String] {
    switch self {
    case .assign(let path, let value):
      return SourceLayout.lines(.prefixed("\(path) = ", value), indent: indent)
    case .share(let path, let value):
      let oneLine = SourceLayout.lines(
        .prefixed("\(path).withLock { $0 = ", value), indent: indent, suffix: " }")
      guard oneLine.count > 1 else { return oneLine }
      let margin = String(repeating: " ", count: indent)
      return ["\(margin)\(path).withLock {"]
        + SourceLayout.lines(.prefixed("$0 = ", value), indent: indent + 2) + ["\(margin)}"]
    case .modify(let path, let caseName, let body):
      let margin = String(repeating: " ", count: indent)
      return ["\(margin)\(path).modify(\\.\(caseName)) {"]
        + body.flatMap { $0.lines(indent: indent + 2) } + ["\(margin)}"]
    }
  }
}

/// A shared value (`@Shared`), which a test store asserts through `withLock`, never by
/// assignment.
protocol SharedField {}

extension Shared: SharedField {}
