import SwiftSourceParser

/// Spells payload types so they mean in the generated `extension Root.Action` what they mean
/// inside the enum's declaration.
///
/// Inside `struct Root { enum Action { case destino(Destino.Action) } }`, `Destino` is found in
/// `Root`. An extension of `Root.Action` in another file does not look inside `Root`, so the
/// generated code writes `Root.Destino.Action`. A name is qualified only when this file
/// declares it in an enclosing type (and neither the enum nor a nearer generic parameter
/// declares it first); other names stay as written.
struct TypeNameResolver {
  let index: FileIndex

  /// Words that can start a type but never name one to qualify.
  private static let keywords: Set<String> = [
    "_", "any", "some", "inout", "throws", "rethrows", "async", "sending", "borrowing",
    "consuming", "isolated", "each", "repeat", "Self", "Any", "AnyObject", "Type", "Protocol",
    "of", "let", "var",
  ]

  /// `type` with each name that starts a type path qualified as needed.
  func resolve(_ type: [Token], inEnum path: [String]) -> String {
    var tokens = type
    var brackets: [String] = []
    for (offset, token) in type.enumerated() {
      if token.is("(") || token.is("[") || token.is("<") { brackets.append(token.text) }
      if token.is(")") || token.is("]") || token.is(">") { _ = brackets.popLast() }
      guard token.isName, !Self.keywords.contains(token.text) else { continue }
      if offset > 0, type[offset - 1].is(".") || type[offset - 1].is("@") { continue }
      if brackets.last == "(", isLabel(at: offset, in: type) { continue }
      if let qualified = qualify(token.text, inEnum: path) {
        tokens[offset].text = qualified
      }
    }
    return tokens.typeText
  }

  /// Whether the name at `offset` is a tuple or function-type label: `id:` or `_ name:`.
  private func isLabel(at offset: Int, in type: [Token]) -> Bool {
    let next = offset + 1 < type.count ? type[offset + 1] : nil
    if next?.is(":") == true { return true }
    let afterNext = offset + 2 < type.count ? type[offset + 2] : nil
    return next?.isName == true && afterNext?.is(":") == true
  }

  /// The qualified spelling of `name` when an enclosing type of the enum declares it.
  private func qualify(_ name: String, inEnum path: [String]) -> String? {
    let own = path.joined(separator: ".")
    if index.genericParameters[own]?.contains(name) == true
      || index.memberTypes[own]?.contains(name) == true
    {
      return nil
    }
    for length in stride(from: path.count - 1, through: 1, by: -1) {
      let scope = path.prefix(length).joined(separator: ".")
      if index.genericParameters[scope]?.contains(name) == true { return nil }
      if index.memberTypes[scope]?.contains(name) == true { return "\(scope).\(name)" }
    }
    return nil
  }
}
