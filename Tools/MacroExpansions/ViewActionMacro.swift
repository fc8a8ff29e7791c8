import CasePathsGeneration
import MacroPluginProtocol
import SwiftSourceParser

/// `@ViewAction(for: Feature.self)`: a type holding a `store` of a feature whose actions have a
/// `view` case sends view actions directly, `send(.tapped)`, and is warned when it goes around
/// that with `store.send`.
enum ViewActionMacro {
  static func extensions(_ context: inout ExpansionContext) -> [String]? {
    guard case .type(let decl) = context.declaration else { return [] }
    guard let arguments = context.attribute.arguments, arguments.count == 1,
      arguments[0].count > 4, arguments[0].last!.isWord("self"),
      arguments[0][arguments[0].count - 2].is(".")
    else {
      context.diagnose(
        "'@ViewAction' needs the feature's reducer type: '@ViewAction(for: Feature.self)'",
        at: context.attributeOrDeclarationRange)
      return []
    }
    let reducer = Array(arguments[0].dropFirst(2).dropLast(2)).typeText
    guard decl.members.variables.contains(where: { $0.name == "store" }) else {
      var fixIts: [(message: String, changes: [(range: Range<Int>, newText: String)])] = []
      if let open = decl.openBrace {
        let binding = decl.access.map { $0 >= .package ? $0.modifier + "let" : "let" } ?? "let"
        fixIts.append(
          ("Add 'store'", [(open.end..<open.end, "\n  \(binding) store: StoreOf<\(reducer)>")]))
      }
      context.diagnose(
        "'@ViewAction' sends through 'store', and '\(decl.name)' has none: declare "
          + "'let store: StoreOf<\(reducer)>'",
        at: context.declaration.keywordRange, fixIts: fixIts)
      return []
    }
    diagnoseStoreSends(in: decl, &context)
    return [
      decl.availabilityPrefix
        + "extension \(context.extendedTypeName): Runtime.ViewActionSending {}"
    ]
  }

  /// Warns at each `store.send(…)` and `self.store.send(…)` in the type, offering `send(…)`
  /// when the action is `.view(…)`.
  private static func diagnoseStoreSends(in decl: TypeDecl, _ context: inout ExpansionContext) {
    guard let open = decl.openBrace, let close = decl.closeBrace,
      let tokens = try? Lexer.tokenize(context.source(0..<close.end))
    else { return }
    let body = tokens.filter { $0.offset > open.offset }
    for index in body.indices where body[index].isWord("store") {
      guard index + 3 < body.count, body[index + 1].is("."), body[index + 2].isWord("send"),
        body[index + 3].is("("),
        index == 0 || !body[index - 1].is(".") || (index >= 2 && body[index - 2].isWord("self"))
      else { continue }
      let hasSelf = index >= 2 && body[index - 1].is(".") && body[index - 2].isWord("self")
      let start = hasSelf ? body[index - 2] : body[index]
      guard let closeIndex = closing(body, from: index + 3) else { continue }
      let call = start.offset..<body[closeIndex].end
      var fixIts: [(message: String, changes: [(range: Range<Int>, newText: String)])] = []
      let inner = Array(body[(index + 4)..<closeIndex])
      if inner.count > 4, inner[0].is("."), inner[1].isWord("view"), inner[2].is("("),
        closing(inner, from: 2) == inner.count - 1
      {
        let action = context.source(inner[3].offset..<inner[inner.count - 2].end)
        let replacement = (hasSelf ? "self.send" : "send") + "(\(action))"
        fixIts.append(("Replace with '\(replacement)'", [(call, replacement)]))
      }
      context.diagnose(
        "'store.send' bypasses '@ViewAction': send a view action with 'send(_:)' instead",
        severity: .warning,
        at: call, fixIts: fixIts)
    }
  }

  private static func closing(_ tokens: [Token], from open: Int) -> Int? {
    var depth = 0
    for index in open..<tokens.count {
      if tokens[index].is("(") || tokens[index].is("[") || tokens[index].is("{") { depth += 1 }
      if tokens[index].is(")") || tokens[index].is("]") || tokens[index].is("}") { depth -= 1 }
      if depth == 0 { return index }
    }
    return nil
  }
}
