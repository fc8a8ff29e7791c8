import CasePathsGeneration
import MacroPluginProtocol
import SwiftSourceParser

/// A closure written as a property's initial value: `{ _ in 42 }`, `{ id in\n … }`.
struct ClosureLiteral {
  /// What comes before `in`, as written, or `nil` when there is no signature.
  var signature: String?
  /// The top-level statements, each as written.
  var statements: [String]

  /// The closure `tokens` spell, or `nil` when they are not one closure; `text` gives the
  /// source between two tokens.
  init?(_ tokens: [Token], text: (Token, Token) -> String) {
    guard tokens.count >= 2, tokens.first!.is("{"), tokens.last!.is("}") else { return nil }
    var depth = 0
    for token in tokens.dropLast() {
      if token.is("{") || token.is("(") || token.is("[") { depth += 1 }
      if token.is("}") || token.is(")") || token.is("]") { depth -= 1 }
      if depth == 0 { return nil }  // A trailing closure or a call after the braces.
    }
    let inner = Array(tokens[1..<(tokens.count - 1)])
    var bodyStart = 0
    signature = nil
    if let keyword = Self.signatureEnd(inner) {
      signature = keyword > 0 ? text(inner[0], inner[keyword - 1]) : ""
      bodyStart = keyword + 1
    }
    statements = Self.statements(Array(inner[bodyStart...])).map { text($0.first!, $0.last!) }
  }

  /// The index of the `in` that ends a signature, if the closure has one.
  private static func signatureEnd(_ tokens: [Token]) -> Int? {
    let statementWords = ["for", "case", "if", "while", "guard", "switch", "return", "let", "var"]
    if let first = tokens.first, statementWords.contains(where: first.isWord) { return nil }
    var depth = 0
    for (index, token) in tokens.enumerated() {
      if token.is("{") { return nil }
      if token.is("(") || token.is("[") { depth += 1 }
      if token.is(")") || token.is("]") { depth -= 1 }
      if depth == 0, token.isWord("in") { return index }
    }
    return nil
  }

  /// The statements of a body: split at `;` and at line breaks the previous line does not
  /// continue across.
  private static func statements(_ tokens: [Token]) -> [[Token]] {
    var statements: [[Token]] = []
    var current: [Token] = []
    var depth = 0
    for token in tokens {
      if depth == 0, token.is(";") {
        statements.append(current)
        current = []
        continue
      }
      if depth == 0, let last = current.last, token.newlineBefore,
        !Parser.continuesExpression(token, after: last)
      {
        statements.append(current)
        current = []
      }
      if token.is("{") || token.is("(") || token.is("[") { depth += 1 }
      if token.is("}") || token.is(")") || token.is("]") { depth -= 1 }
      current.append(token)
    }
    if !current.isEmpty { statements.append(current) }
    return statements.filter { !$0.isEmpty }
  }
}
