import CasePathsGeneration
import MacroPluginProtocol
import SwiftSourceParser

/// A function type as a property of a dependency client declares it:
/// `@Sendable (_ id: Int) async throws -> String`.
struct ClosureType {
  /// The attributes before the parameters, without `@`: `Sendable`, `MainActor`.
  var attributes: [String]
  var parameters: [FunctionParameter]
  /// `async`, `throws`, `throws(E)` as written.
  var effects: [Token]
  var returnType: [Token]
  /// The whole type as written.
  var tokens: [Token]

  /// The function type `type` spells, or `nil` for any other type (an optional closure
  /// included).
  init?(_ type: [Token]) {
    var position = 0
    var attributes: [String] = []
    while position + 1 < type.count, type[position].is("@"), type[position + 1].isName {
      attributes.append(type[position + 1].text)
      position += 2
      if position < type.count, type[position].is("("), !type[position].spaceBefore {
        position = Self.closing(type, from: position) + 1
      }
    }
    guard position < type.count, type[position].is("(") else { return nil }
    let close = Self.closing(type, from: position)
    guard close < type.count else { return nil }
    let parameters = Parser.parameters(Array(type[(position + 1)..<close]))
    var effects: [Token] = []
    position = close + 1
    while position < type.count, type[position].isWord("async") || type[position].isWord("throws") {
      effects.append(type[position])
      position += 1
      if effects.last!.isWord("throws"), position < type.count, type[position].is("(") {
        let end = Self.closing(type, from: position)
        effects += type[position...min(end, type.count - 1)]
        position = end + 1
      }
    }
    guard position < type.count, type[position].is("->"), position + 1 < type.count else {
      return nil
    }
    self.attributes = attributes
    self.parameters = parameters
    self.effects = effects
    self.returnType = Array(type[(position + 1)...])
    self.tokens = type
  }

  var isAsync: Bool { effects.contains { $0.isWord("async") } }
  var isThrowing: Bool { effects.contains { $0.isWord("throws") } }

  /// Whether the closure returns nothing: `Void`, `Swift.Void` or `()`.
  var returnsVoid: Bool {
    let text = returnType.typeText
    return text == "Void" || text == "Swift.Void" || text == "()"
  }

  /// Whether the closure returns an optional.
  var returnsOptional: Bool { returnType.optionalWrappedType != nil }

  /// The type as a parameter of an initializer: `@escaping` added to its attributes.
  var escapingText: String {
    let text = tokens.typeText
    guard !attributes.contains("escaping") else { return text }
    return attributes.isEmpty ? "@escaping " + text : text.insertingEscaping()
  }

  /// `{ _, _ in <statements> }` with one placeholder per parameter.
  func closure(_ statements: [String]) -> String {
    let signature =
      parameters.isEmpty ? "" : parameters.map { _ in "_" }.joined(separator: ", ") + " in"
    guard !statements.isEmpty else { return signature.isEmpty ? "{}" : "{ \(signature) }" }
    let body = statements.joined(separator: "\n").indented()
    return signature.isEmpty ? "{\n\(body)\n}" : "{ \(signature)\n\(body)\n}"
  }

  private static func closing(_ tokens: [Token], from open: Int) -> Int {
    var depth = 0
    for position in open..<tokens.count {
      if tokens[position].is("(") || tokens[position].is("[") { depth += 1 }
      if tokens[position].is(")") || tokens[position].is("]") { depth -= 1 }
      if depth == 0 { return position }
    }
    return tokens.count
  }
}

extension String {
  /// A type with attributes, `@escaping` put after them: `@Sendable @escaping (Int) -> Void`.
  fileprivate func insertingEscaping() -> String {
    var words = split(separator: " ", omittingEmptySubsequences: false).map(String.init)
    let attributeCount = words.prefix { $0.hasPrefix("@") && !$0.contains("(") }.count
    words.insert("@escaping", at: attributeCount)
    return words.joined(separator: " ")
  }
}
