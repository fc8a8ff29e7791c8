/// Reads the declarations of a Swift file: imports, types and their nesting, enum cases, the
/// stored and computed properties and functions of types, and `#if` blocks. Code inside
/// functions, closures and property bodies is skipped as balanced braces, except for types
/// declared there, which are kept and marked local.
///
/// The parser is small on purpose. Where the source does not look like what it understands,
/// it throws a ``ParseError`` with the line, rather than guess.
public struct Parser {
  let tokens: [Token]
  /// The source's bytes, for the exact text of initial values and other code it keeps.
  let source: [UInt8]
  var index = 0
  /// Whether `var`, `let` and `func` are read as declarations outside a type's body too: true
  /// for the one declaration a macro is attached to, false for a whole file, whose top-level
  /// code may use `let` in statements.
  var readsTopLevelMembers = false

  init(tokens: [Token], source: [UInt8]) {
    self.tokens = tokens
    self.source = source
  }

  /// The declarations of `source`.
  public static func parse(_ source: String) throws(ParseError) -> [Node] {
    var parser = Parser(tokens: try Lexer.tokenize(source), source: Array(source.utf8))
    let nodes = try parser.parseMembers(of: nil)
    try parser.expectEnd()
    return nodes
  }

  /// The one declaration in `source`, as a macro receives it: attributes and members included.
  public static func parseDeclaration(_ source: String) throws(ParseError) -> Node? {
    var parser = Parser(tokens: try Lexer.tokenize(source), source: Array(source.utf8))
    parser.readsTopLevelMembers = true
    let nodes = try parser.parseMembers(of: nil)
    try parser.expectEnd()
    return nodes.first { if case .importDecl = $0 { false } else { true } }
  }

  /// The attribute in `source`, which starts with it (after trivia); `nil` when it holds none.
  public static func parseAttributeSource(_ source: String) throws(ParseError) -> Attribute? {
    var parser = Parser(tokens: try Lexer.tokenize(source), source: Array(source.utf8))
    guard parser.current?.is("@") == true else { return nil }
    return try parser.parseAttribute()
  }

  private func expectEnd() throws(ParseError) {
    if let token = current {
      throw token.is("}")
        ? ParseError(at: token, "unexpected '}' with no matching '{'")
        : ParseError(at: token, "'\(token.text)' without a matching '#if'")
    }
  }

  /// The kind of scope whose members are being read: `nil` for the file.
  typealias Scope = TypeDecl.Kind?

  /// Reads declarations until a `}`, a `#elseif`/`#else`/`#endif`, or the end of the file,
  /// none of which it consumes.
  mutating func parseMembers(of scope: Scope) throws(ParseError) -> [Node] {
    var nodes: [Node] = []
    var attributes: [Attribute] = []
    var modifiers: [String] = []
    /// Where the pending attributes and modifiers start.
    var start: Int?
    let readsMembers = scope != nil || readsTopLevelMembers
    while let token = current {
      var keepsPending = false
      if token.is("}")
        || (token.kind == .pound && ["#elseif", "#else", "#endif"].contains(token.text))
      {
        break
      } else if token.kind == .pound && token.text == "#if" {
        nodes.append(.conditional(try parseIfConfig(in: scope)))
      } else if token.is("@") {
        start = start ?? token.offset
        attributes.append(try parseAttribute())
        keepsPending = true
      } else if let modifier = parseModifier() {
        start = start ?? token.offset
        modifiers.append(modifier)
        keepsPending = true
      } else if token.isWord("import") {
        nodes.append(.importDecl(try parseImport(attributes: attributes, modifiers: modifiers)))
      } else if try startsTypeDeclaration(strict: true) {
        var decl = try parseTypeDecl(attributes: attributes, modifiers: modifiers, isLocal: false)
        decl.start = start ?? token.offset
        nodes.append(.type(decl))
      } else if token.isWord("case"), scope == .enum || readsTopLevelMembers {
        var decl = try parseCaseDecl(attributes: attributes)
        decl.range = (start ?? token.offset)..<tokens[index - 1].end
        nodes.append(.enumCase(decl))
      } else if token.isWord("typealias"), let name = peek(1), name.isName {
        nodes.append(.typealiasDecl(name: name.text))
        index += 2
      } else if readsMembers, token.isWord("var") || token.isWord("let"),
        let (variable, localTypes) = try parseVariable(
          attributes: attributes, modifiers: modifiers, start: start ?? token.offset)
      {
        nodes.append(.variable(variable))
        nodes += localTypes.map(Node.type)
      } else if readsMembers, token.isWord("func"),
        let (function, localTypes) = try parseFunction(
          attributes: attributes, modifiers: modifiers, start: start ?? token.offset)
      {
        nodes.append(.function(function))
        nodes += localTypes.map(Node.type)
      } else if token.is("{") || token.is("(") || token.is("[") {
        nodes += try skipBalanced().map(Node.type)
      } else {
        index += 1
      }
      if !keepsPending {
        attributes = []
        modifiers = []
        start = nil
      }
    }
    return nodes
  }

  // MARK: Conditional compilation

  private mutating func parseIfConfig(in scope: Scope) throws(ParseError) -> IfConfig {
    let startLine = current!.line
    let start = current!.offset
    var clauses: [IfConfig.Clause] = []
    while let token = current, token.kind == .pound {
      guard token.text != "#endif" else {
        index += 1
        return IfConfig(clauses: clauses, range: start..<token.end)
      }
      index += 1
      let condition = token.text == "#else" ? nil : try parseCondition(after: token)
      let bodyStart = tokens[index - 1].end
      let nodes = try parseMembers(of: scope)
      let end = current?.offset ?? source.count
      clauses.append(
        IfConfig.Clause(
          keyword: token.text, condition: condition, nodes: nodes, range: token.offset..<end,
          bodyStart: bodyStart))
    }
    if let token = current {
      throw ParseError(
        at: token, "'}' closes a block opened outside the '#if' at line \(startLine)")
    }
    throw ParseError(line: startLine, offset: start, "'#if' without a matching '#endif'")
  }

  /// The condition of `#if`/`#elseif`: the rest of the line, or more while parentheses are open
  /// or the line ends with `&&` or `||`.
  private mutating func parseCondition(after directive: Token) throws(ParseError) -> String {
    var condition: [Token] = []
    var depth = 0
    while let token = current {
      let lineContinues = condition.last.map { $0.is("&&") || $0.is("||") } ?? false
      guard !token.newlineBefore || depth > 0 || lineContinues else { break }
      if token.is("(") { depth += 1 }
      if token.is(")") { depth -= 1 }
      condition.append(token)
      index += 1
    }
    guard !condition.isEmpty else {
      throw ParseError(at: directive, "'\(directive.text)' without a condition")
    }
    return condition.sourceText
  }

  // MARK: Attributes and modifiers

  /// `@name`, `@Module.name`, and, when they follow without a space, generic arguments and
  /// arguments in parentheses: `@ReducerBuilder<State, Action>`, `@available(*, deprecated)`.
  mutating func parseAttribute() throws(ParseError) -> Attribute {
    let start = index
    index += 1
    guard let name = current, name.isName, !name.spaceBefore else {
      throw ParseError(at: tokens[start], "expected an attribute name after '@'")
    }
    index += 1
    var fullName = name.text
    while let dot = current, dot.is("."), !dot.spaceBefore, let part = peek(1), part.isName,
      !part.spaceBefore
    {
      fullName += "." + part.text
      index += 2
    }
    if let open = current, open.is("<"), !open.spaceBefore {
      skipGenericArguments()
    }
    var arguments: [[Token]]?
    if let open = current, open.is("("), !open.spaceBefore {
      let first = index + 1
      _ = try skipBalanced()
      arguments = Self.splitArguments(Array(tokens[first..<index - 1]))
    }
    let attribute = Array(tokens[start..<index])
    let isUnavailable =
      fullName == "available"
      && attribute.contains { $0.isWord("unavailable") || $0.isWord("obsoleted") }
    return Attribute(
      name: fullName, text: attribute.sourceText, isUnavailable: isUnavailable,
      arguments: arguments, range: tokens[start].offset..<tokens[index - 1].end)
  }

  /// Skips `<…>` from its opening `<`, nested ones included.
  mutating func skipGenericArguments() {
    var depth = 0
    while let token = current {
      if token.is("<") { depth += 1 }
      if token.is(">") { depth -= 1 }
      index += 1
      if depth == 0 { return }
    }
  }

  /// `tokens` split at the commas outside brackets; no entries for no tokens.
  public static func splitArguments(_ tokens: [Token]) -> [[Token]] {
    guard !tokens.isEmpty else { return [] }
    var entries: [[Token]] = [[]]
    var depth = 0
    for token in tokens {
      if token.is("(") || token.is("[") || token.is("{") || token.is("<") { depth += 1 }
      if token.is(")") || token.is("]") || token.is("}") || token.is(">") { depth -= 1 }
      if depth == 0, token.is(",") {
        entries.append([])
      } else {
        entries[entries.count - 1].append(token)
      }
    }
    return entries
  }

  static let modifierWords: Set<String> = [
    "public", "private", "fileprivate", "internal", "package", "open", "final", "static",
    "indirect", "override", "required", "convenience", "lazy", "weak", "unowned", "mutating",
    "nonmutating", "dynamic", "optional", "nonisolated", "distributed", "prefix", "postfix",
    "infix", "consuming", "borrowing", "__consuming",
  ]

  /// A declaration modifier, with `(set)`-style arguments; `class` only when it modifies a
  /// member (`class func`).
  private mutating func parseModifier() -> String? {
    guard let token = current, token.kind == .identifier else { return nil }
    let modifiesMember = peek(1).map {
      Self.modifierWords.contains($0.text) || Self.memberKeywords.contains($0.text)
    }
    let isClassModifier = token.text == "class" && modifiesMember == true
    guard Self.modifierWords.contains(token.text) || isClassModifier else { return nil }
    guard let next = peek(1), !next.is("="), !next.is("."), !next.is(":"), !next.is(",") else {
      return nil
    }
    index += 1
    if let open = current, open.is("("), let word = peek(1),
      ["set", "unsafe", "safe"].contains(word.text), peek(2)?.is(")") == true
    {
      index += 3
    }
    return token.text
  }

  static let memberKeywords: Set<String> = [
    "func", "var", "let", "subscript", "init", "deinit", "typealias", "associatedtype",
  ]

  // MARK: Imports

  private mutating func parseImport(
    attributes: [Attribute], modifiers: [String]
  ) throws(ParseError) -> ImportDecl {
    let line = current!.line
    let start = current!.offset
    index += 1
    var path: [Token] = []
    let kinds: Set<String> = [
      "typealias", "struct", "class", "enum", "protocol", "let", "var", "func",
    ]
    if let kind = current, kinds.contains(kind.text), peek(1)?.isName == true {
      path.append(kind)
      index += 1
    }
    while let name = current, name.isName {
      path.append(name)
      index += 1
      guard let dot = current, dot.is("."), !dot.spaceBefore else { break }
      path.append(dot)
      index += 1
    }
    guard path.last?.isName == true else {
      throw ParseError(line: line, offset: start, "expected a module name after 'import'")
    }
    return ImportDecl(
      attributes: attributes, access: modifiers.lazy.compactMap(AccessLevel.init).first,
      path: path.sourceText, range: start..<path.last!.end)
  }

  // MARK: Helpers

  var current: Token? { index < tokens.count ? tokens[index] : nil }

  /// The exact source text from the start of `first` to the end of `last`.
  func text(from first: Token, through last: Token) -> String {
    guard first.offset < last.end else { return "" }
    return String(decoding: source[first.offset..<last.end], as: UTF8.self)
  }

  func peek(_ offset: Int) -> Token? {
    index + offset < tokens.count ? tokens[index + offset] : nil
  }
}
