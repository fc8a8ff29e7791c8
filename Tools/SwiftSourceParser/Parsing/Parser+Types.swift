extension Parser {
  private static let typeKeywords: Set<String> = [
    "struct", "class", "enum", "actor", "protocol", "extension",
  ]

  /// Whether the current token starts a type declaration.
  ///
  /// `actor` is a contextual keyword, so it counts only when a name follows on the same line.
  /// With `strict`, a type keyword followed by something the parser does not understand is an
  /// error; inside code blocks it is just skipped.
  func startsTypeDeclaration(strict: Bool) throws(ParseError) -> Bool {
    guard let keyword = current, keyword.kind == .identifier,
      Self.typeKeywords.contains(keyword.text)
    else { return false }
    if index > 0, tokens[index - 1].is(".") { return false }
    guard let name = peek(1), name.isName, !name.is("."), !name.is("=") else {
      if strict && keyword.text != "actor" {
        throw ParseError(at: keyword, "expected a name after '\(keyword.text)'")
      }
      return false
    }
    if keyword.text == "extension" { return true }
    if keyword.text == "actor" && name.newlineBefore { return false }
    let after = peek(2)
    let headerContinues =
      after.map { $0.is("{") || $0.is(":") || $0.is("<") || $0.isWord("where") } ?? false
    if !headerContinues && strict && keyword.text != "actor" {
      throw ParseError(
        at: keyword,
        "cannot understand the declaration of '\(name.text)': expected '{', ':', '<' or 'where'")
    }
    return headerContinues
  }

  /// Reads a type declaration from its keyword to its closing brace.
  mutating func parseTypeDecl(
    attributes: [Attribute], modifiers: [String], isLocal: Bool
  ) throws(ParseError) -> TypeDecl {
    let keyword = current!
    let kind = TypeDecl.Kind(rawValue: keyword.text)!
    index += 1
    var decl = TypeDecl(
      kind: kind, name: "", line: keyword.line, attributes: attributes,
      access: modifiers.lazy.compactMap(AccessLevel.init).first, genericParameters: [],
      inheritance: [], whereClause: nil, members: [], isLocal: isLocal, modifiers: modifiers,
      keyword: keyword)
    if kind == .extension {
      decl.name = readExtendedType()
    } else {
      decl.name = current!.text
      decl.nameToken = current
      index += 1
      if current?.is("<") == true { decl.genericParameters = readGenericParameters() }
    }
    if current?.is(":") == true {
      index += 1
      decl.inheritance = readList(until: { $0.is("{") || $0.isWord("where") })
    }
    if current?.isWord("where") == true {
      decl.whereClause = readList(until: { $0.is("{") }).map(\.sourceText).joined(
        separator: ", ")
    }
    guard current?.is("{") == true else {
      throw ParseError(
        at: keyword, "expected '{' to open the body of \(kind.rawValue) '\(decl.name)'")
    }
    decl.openBrace = current
    index += 1
    decl.members = try parseMembers(of: kind)
    guard let close = current else {
      throw ParseError(at: keyword, "missing '}' for \(kind.rawValue) '\(decl.name)' declared here")
    }
    guard close.is("}") else {
      throw ParseError(
        at: close,
        "'\(close.text)' crosses the braces of \(kind.rawValue) '\(decl.name)' "
          + "(line \(keyword.line)); '#if' blocks must contain whole declarations")
    }
    decl.closeBrace = close
    index += 1
    return decl
  }

  /// Skips a balanced `{…}`, `(…)` or `[…]` from its opening token, returning the types
  /// declared inside, which are local to a function or closure.
  mutating func skipBalanced() throws(ParseError) -> [TypeDecl] {
    let open = current!
    var depth = 0
    var localTypes: [TypeDecl] = []
    repeat {
      guard let token = current else {
        throw ParseError(at: open, "missing closing bracket for '\(open.text)'")
      }
      if token.is("{") || token.is("(") || token.is("[") {
        depth += 1
      } else if token.is("}") || token.is(")") || token.is("]") {
        depth -= 1
      } else if try startsTypeDeclaration(strict: false) {
        localTypes.append(try parseTypeDecl(attributes: [], modifiers: [], isLocal: true))
        continue
      }
      index += 1
    } while depth > 0
    return localTypes
  }

  // MARK: Header parts

  /// The type an extension extends, generic arguments removed: `Foo.Bar` for
  /// `extension Foo<Int>.Bar`.
  private mutating func readExtendedType() -> String {
    var name = ""
    var depth = 0
    while let token = current {
      if depth == 0, token.is(":") || token.is("{") || token.isWord("where") { break }
      if token.is("<") { depth += 1 }
      if depth == 0 { name += token.text }
      if token.is(">") { depth -= 1 }
      index += 1
    }
    return name
  }

  /// The names declared by a generic parameter clause, which starts at the current `<`.
  private mutating func readGenericParameters() -> [String] {
    index += 1
    return readList(until: { $0.is(">") }).compactMap { parameter in
      parameter.first { $0.isName && $0.text != "each" }?.text
    }
  }

  /// Reads entries separated by top-level commas, up to (not including) a top-level token that
  /// satisfies `isEnd`, or past a closing `>` when that is the end.
  private mutating func readList(until isEnd: (Token) -> Bool) -> [[Token]] {
    var entries: [[Token]] = []
    var entry: [Token] = []
    var depth = 0
    while let token = current {
      if depth == 0 && isEnd(token) {
        if token.is(">") { index += 1 }
        break
      }
      if token.is("(") || token.is("[") || token.is("<") { depth += 1 }
      if token.is(")") || token.is("]") || token.is(">") { depth -= 1 }
      if depth == 0 && token.is(",") {
        entries.append(entry)
        entry = []
      } else {
        entry.append(token)
      }
      index += 1
    }
    if !entry.isEmpty { entries.append(entry) }
    return entries
  }
}
