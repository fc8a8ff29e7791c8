import SwiftSourceParser

/// The pieces of code a case's property is made of. The closures capture nothing, so they are
/// `@Sendable` whatever the payload, generic or not `Sendable`.
extension CasePath {
  /// `Void`, the payload's type, or a tuple of the payloads keeping their labels.
  var valueType: String {
    guard let payload else { return "Void" }
    guard payload.count > 1 else { return payload[0].type }
    let elements = payload.map { element in
      element.label.map { "\($0): \(element.type)" } ?? element.type
    }
    return "(\(elements.joined(separator: ", ")))"
  }

  /// Builds the case from its payload: `{ .aparecio }`, `Action.element(id:)`,
  /// `{ .par($0.0, b: $0.1) }`.
  ///
  /// A single payload uses the case itself as the function, rather than a closure: a closure
  /// whose parameter is an enum with no cases (a placeholder `enum Action {}`, or `Never`)
  /// draws a "will never be executed" warning.
  func embedding(root: String) -> String {
    guard let payload else { return "{ .\(name) }" }
    guard payload.count > 1 else {
      return payload[0].label.map { "\(root).\(name)(\($0):)" } ?? "\(root).\(name)"
    }
    let arguments = payload.enumerated().map { offset, element in
      element.label.map { "\($0): $0.\(offset)" } ?? "$0.\(offset)"
    }
    return "{ .\(name)(\(arguments.joined(separator: ", "))) }"
  }

  /// Extracts the payload from `$0`, or `nil` for another case.
  var extraction: String { "if \(match(root: "$0")) { \(payloadValue) } else { nil }" }

  /// Whether `Scope` extracts this case by number. A case with attributes (a deprecation, say)
  /// is left to its property, so the generated code never names it anywhere else.
  var isDirectlyExtracted: Bool { attributes.isEmpty }

  /// `case .name(let v0, …) = root`: matches `root` against the case, binding its payload.
  func match(root: String) -> String {
    guard let payload else { return "case .\(name) = \(root)" }
    guard payload.count > 1 else { return "case .\(name)(let v) = \(root)" }
    let bindings = payload.indices.map { "let v\($0)" }.joined(separator: ", ")
    return "case .\(name)(\(bindings)) = \(root)"
  }

  /// The payload that ``match(root:)`` binds, as a value of ``valueType``: `()`, `v`, or a tuple
  /// with the payload's labels.
  var payloadValue: String {
    guard let payload else { return "()" }
    guard payload.count > 1 else { return "v" }
    let elements = payload.enumerated().map { offset, element in
      element.label.map { "\($0): v\(offset)" } ?? "v\(offset)"
    }
    return "(\(elements.joined(separator: ", ")))"
  }
}
