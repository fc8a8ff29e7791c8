extension Parser {
  /// Keywords that open an accessor of a property.
  static let accessorKeywords: Set<String> = [
    "get", "set", "willSet", "didSet", "_modify", "_read", "modify", "read", "init",
    "unsafeAddress", "unsafeMutableAddress",
  ]

  // MARK: Properties

  /// Reads `var a: T = v { … }, b …` from the `var` or `let` keyword, with the local types its
  /// values and accessors declare; `nil`, having read nothing, when no name follows.
  mutating func parseVariable(
    attributes: [Attribute], modifiers: [String], start: Int
  ) throws(ParseError) -> (VariableDecl, [TypeDecl])? {
    let keyword = current!
    guard let first = peek(1), first.isName || first.is("(") else { return nil }
    index += 1
    var bindings: [PatternBinding] = []
    var localTypes: [TypeDecl] = []
    repeat {
      if !bindings.isEmpty { index += 1 }
      guard let patternStart = current else { break }
      let pattern: [Token]
      if patternStart.is("(") {
        let from = index
        localTypes += try skipBalanced()
        pattern = Array(tokens[from..<index])
      } else if patternStart.isName {
        pattern = [patternStart]
        index += 1
      } else {
        break
      }
      var binding = PatternBinding(pattern: pattern, range: patternStart.offset..<pattern.last!.end)
      if current?.is(":") == true {
        index += 1
        binding.type = readType(endingBefore: { $0.is("=") || $0.is("{") })
      }
      if current?.is("=") == true {
        index += 1
        let from = index
        localTypes += try skipExpression()
        if index > from {
          binding.initializer = Array(tokens[from..<index])
          binding.initializerText = text(from: tokens[from], through: tokens[index - 1])
        }
      }
      if let open = current, open.is("{"),
        binding.initializer == nil || (!open.newlineBefore && opensObservers())
      {
        let (block, types) = try parseAccessorBlock()
        binding.accessors = block
        localTypes += types
      }
      if index > 0 { binding.range = patternStart.offset..<tokens[index - 1].end }
      bindings.append(binding)
    } while current?.is(",") == true
    let end = index > 0 ? tokens[index - 1].end : keyword.end
    let variable = VariableDecl(
      attributes: attributes, modifiers: modifiers, keyword: keyword, bindings: bindings,
      range: start..<end)
    return (variable, localTypes)
  }

  /// Whether the `{` here opens `willSet`/`didSet` observers rather than a trailing closure.
  private func opensObservers() -> Bool {
    var offset = 1
    while peek(offset)?.is("@") == true { offset += 2 }
    guard let word = peek(offset) else { return false }
    return word.isWord("willSet") || word.isWord("didSet")
  }

  /// Reads a property's braces: its accessors, or a getter's body.
  private mutating func parseAccessorBlock() throws(ParseError) -> (AccessorBlock, [TypeDecl]) {
    let openIndex = index
    let localTypes = try skipBalanced()
    let closeIndex = index - 1
    var position = openIndex + 1
    while position < closeIndex {
      let token = tokens[position]
      if token.is("@") {
        position += 2
        if position < closeIndex, tokens[position].is("("), !tokens[position].spaceBefore {
          position = closingIndex(of: position) + 1
        }
      } else if Self.accessorModifiers.contains(token.text) {
        position += 1
      } else {
        break
      }
    }
    let isExplicit =
      position < closeIndex && tokens[position].kind == .identifier
      && Self.accessorKeywords.contains(tokens[position].text)
    var kinds: [String] = []
    if isExplicit {
      var depth = 0
      for offset in position..<closeIndex {
        let token = tokens[offset]
        if token.is("(") || token.is("[") || token.is("{") { depth += 1 }
        if token.is(")") || token.is("]") || token.is("}") { depth -= 1 }
        let follows = tokens[offset - 1]
        if depth == 0, token.kind == .identifier, Self.accessorKeywords.contains(token.text),
          !follows.is("@"), !follows.is(".")
        {
          kinds.append(token.text)
        }
      }
    }
    let block = AccessorBlock(
      kinds: isExplicit ? kinds : ["get"], isImplicitGetter: !isExplicit,
      open: tokens[openIndex], close: tokens[closeIndex])
    return (block, localTypes)
  }

  private static let accessorModifiers: Set<String> = [
    "mutating", "nonmutating", "__consuming", "borrowing", "consuming",
  ]

  /// The index of the bracket that closes the one at `open`, or the last token's.
  private func closingIndex(of open: Int) -> Int {
    var depth = 0
    for position in open..<tokens.count {
      let token = tokens[position]
      if token.is("(") || token.is("[") || token.is("{") { depth += 1 }
      if token.is(")") || token.is("]") || token.is("}") { depth -= 1 }
      if depth == 0 { return position }
    }
    return tokens.count - 1
  }

  // MARK: Functions

  /// Reads `func name(…) async throws -> T { … }` from the `func` keyword, with the local
  /// types its body declares; `nil`, having read nothing, for an operator or anything else it
  /// does not understand.
  mutating func parseFunction(
    attributes: [Attribute], modifiers: [String], start: Int
  ) throws(ParseError) -> (FunctionDecl, [TypeDecl])? {
    guard let name = peek(1), name.isName else { return nil }
    let resume = index
    index += 2
    if current?.is("<") == true, current?.spaceBefore == false { skipGenericArguments() }
    guard current?.is("(") == true else {
      index = resume
      return nil
    }
    let parametersStart = index + 1
    var localTypes = try skipBalanced()
    let parameters = Self.parameters(Array(tokens[parametersStart..<index - 1]))
    var effects: [Token] = []
    while let token = current,
      ["async", "throws", "rethrows", "reasync"].contains(where: token.isWord)
    {
      effects.append(token)
      index += 1
      if token.isWord("throws"), let open = current, open.is("("), !open.spaceBefore {
        let from = index
        _ = try skipBalanced()
        effects += tokens[from..<index]
      }
    }
    var returnType: [Token]?
    if current?.is("->") == true {
      index += 1
      returnType = readType(endingBefore: { $0.is("{") || $0.isWord("where") })
    }
    if current?.isWord("where") == true {
      while let token = current, !token.is("{"), !token.is("}"),
        !(token.newlineBefore && Self.startsDeclaration(token))
      {
        index += 1
      }
    }
    var body: (open: Token, close: Token)?
    if let open = current, open.is("{") {
      localTypes += try skipBalanced()
      body = (open, tokens[index - 1])
    }
    let function = FunctionDecl(
      attributes: attributes, modifiers: modifiers, name: name, parameters: parameters,
      effects: effects, returnType: returnType, body: body,
      range: start..<tokens[index - 1].end)
    return (function, localTypes)
  }

  /// The parameters of a parameter clause or of a function type, from the tokens between its
  /// parentheses: `into state: inout State`, `_ id: Int`, `Int`.
  public static func parameters(_ tokens: [Token]) -> [FunctionParameter] {
    splitArguments(tokens).map { entry in
      let colon = entry.firstIndex { $0.is(":") }
      let names = colon.map { Array(entry[..<$0]) } ?? []
      let isLabeled = colon != nil && !names.isEmpty && names.allSatisfy(\.isName)
      var type = isLabeled ? Array(entry[(colon! + 1)...]) : entry
      if let equals = type.firstIndex(where: { $0.is("=") }) { type = Array(type[..<equals]) }
      return FunctionParameter(
        firstName: isLabeled ? names.first?.text : nil,
        secondName: isLabeled && names.count > 1 ? names[1].text : nil, type: type)
    }
  }

  // MARK: Types and expressions

  /// A type's tokens, up to a top-level `,`, `;`, closing bracket, a token `isEnd` accepts, or
  /// a line break the type does not continue across.
  mutating func readType(endingBefore isEnd: (Token) -> Bool) -> [Token] {
    var type: [Token] = []
    var depth = 0
    while let token = current {
      if depth == 0 {
        if isEnd(token) || token.is(",") || token.is(";") || token.is("}") || token.is(")")
          || token.is("]") || token.kind == .pound
        {
          break
        }
        if let last = type.last, token.newlineBefore, !Self.continuesType(token, after: last),
          !(type.count >= 2 && type[type.count - 2].is("@"))  // after an attribute's name
        {
          break
        }
      }
      if token.is("(") || token.is("[") || token.is("<") { depth += 1 }
      if token.is(")") || token.is("]") || token.is(">") { depth -= 1 }
      type.append(token)
      index += 1
    }
    return type
  }

  private static func continuesType(_ token: Token, after previous: Token) -> Bool {
    ["->", "&", ".", ":"].contains(where: previous.is)
      || ["->", "&", ".", "?", "!"].contains(where: token.is)
      || ["async", "throws", "rethrows", "sending"].contains(where: token.isWord)
  }

  /// Skips an expression up to a top-level `,`, `;` or closing bracket, or a line break after
  /// which the expression does not continue; returns the types declared in its closures.
  mutating func skipExpression() throws(ParseError) -> [TypeDecl] {
    let start = index
    var localTypes: [TypeDecl] = []
    while let token = current {
      if index > start {
        if token.newlineBefore, !Self.continuesExpression(token, after: tokens[index - 1]) {
          break
        }
        if token.is("{"), opensObservers() { break }
      }
      if token.is(")") || token.is("]") || token.is("}") || token.is(",") || token.is(";") {
        break
      }
      if token.kind == .pound, ["#if", "#elseif", "#else", "#endif"].contains(token.text) {
        break
      }
      if token.is("{") || token.is("(") || token.is("[") {
        localTypes += try skipBalanced()
      } else {
        index += 1
      }
    }
    return localTypes
  }

  /// Whether the expression goes on across a line break before `token`: the line ended on an
  /// operator, or the next one starts with one (or with `.member`).
  public static func continuesExpression(_ token: Token, after previous: Token) -> Bool {
    let closers = [")", "]", "}", "?", "!", ">"]
    if previous.kind == .punctuation, !closers.contains(previous.text) { return true }
    if ["try", "await", "return", "as", "is"].contains(where: previous.isWord) { return true }
    let opener = ["(", "[", "{", "}", ")", "]", "@", ";", ","]
    if token.kind == .punctuation, !opener.contains(token.text) { return true }
    return ["as", "is"].contains(where: token.isWord)
  }

  /// Whether `token`, at the start of a line, starts another declaration.
  static func startsDeclaration(_ token: Token) -> Bool {
    token.is("@") || token.kind == .pound || memberKeywords.contains(token.text)
      || modifierWords.contains(token.text)
      || ["case", "struct", "class", "enum", "actor", "protocol", "extension", "import"].contains(
        token.text)
  }
}
