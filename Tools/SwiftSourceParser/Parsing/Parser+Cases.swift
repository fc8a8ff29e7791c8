extension Parser {
  /// Keywords that cannot name a case unless backticked.
  static let reservedWords: Set<String> = [
    "associatedtype", "as", "break", "case", "catch", "class", "continue", "default", "defer",
    "deinit", "do", "else", "enum", "extension", "fallthrough", "false", "fileprivate", "for",
    "func", "guard", "if", "import", "in", "init", "inout", "internal", "is", "let", "nil",
    "operator", "private", "protocol", "public", "repeat", "rethrows", "return", "self",
    "Self", "static", "struct", "subscript", "super", "switch", "throw", "throws", "true",
    "try", "typealias", "var", "where", "while",
  ]

  /// Reads `case a, b(Int), c(id: ID, action: Action) = …` from the `case` keyword.
  mutating func parseCaseDecl(attributes: [Attribute]) throws(ParseError) -> EnumCaseDecl {
    let keyword = current!
    index += 1
    var elements: [EnumCaseElement] = []
    repeat {
      if !elements.isEmpty { index += 1 }
      guard let name = current, name.isName, !Self.reservedWords.contains(name.text) else {
        throw ParseError(at: current ?? keyword, "expected a case name after 'case' or ','")
      }
      index += 1
      var element = EnumCaseElement(
        name: name.text, line: name.line, payload: nil, text: name.text, nameToken: name)
      if current?.is("(") == true {
        element.payload = try parsePayload()
        element.text = text(from: name, through: tokens[index - 1])
      }
      if current?.is("=") == true { try skipRawValue(of: name) }
      elements.append(element)
    } while current?.is(",") == true
    return EnumCaseDecl(attributes: attributes, elements: elements, keyword: keyword)
  }

  /// `= 1`, `= -1`, `= "text"`: a raw value is one literal, perhaps with a sign.
  private mutating func skipRawValue(of name: Token) throws(ParseError) {
    index += 1
    if let sign = current, sign.is("-") || sign.is("+") { index += 1 }
    guard let literal = current,
      literal.kind == .number || literal.kind == .string
        || ["true", "false"].contains(literal.text)
    else {
      throw ParseError(at: name, "expected a literal raw value for case '\(name.text)'")
    }
    index += 1
  }

  /// Reads the associated values of a case from the opening parenthesis.
  private mutating func parsePayload() throws(ParseError) -> [Parameter] {
    let open = current!
    index += 1
    if current?.is(")") == true {
      throw ParseError(
        at: open, "a case with an empty payload list '()' is not valid Swift; remove '()'")
    }
    var parameters: [Parameter] = []
    while true {
      let label = readLabel()
      let type = try readType(openedAt: open)
      try validatePayloadType(type, line: type.first?.line ?? open.line)
      var parameter = Parameter(label: label, type: type)
      if current?.is("=") == true {
        parameter.defaultValue = try skipDefaultValue(openedAt: open)
      }
      parameters.append(parameter)
      guard let separator = current else {
        throw ParseError(at: open, "missing ')' for the payload opened here")
      }
      index += 1
      if separator.is(")") { return parameters }
      guard separator.is(",") else {
        throw ParseError(at: separator, "cannot understand '\(separator.text)' in a case payload")
      }
    }
  }

  /// `label:` or `label name:` (`_` meaning no label), consumed when present.
  private mutating func readLabel() -> String? {
    guard let first = current, first.isName else { return nil }
    if peek(1)?.is(":") == true {
      index += 2
      return first.text == "_" ? nil : first.text
    }
    if peek(1)?.isName == true, peek(2)?.is(":") == true {
      index += 3
      return first.text == "_" ? nil : first.text
    }
    return nil
  }

  /// A payload type's tokens, up to a top-level `,`, `=` or `)`.
  private mutating func readType(openedAt open: Token) throws(ParseError) -> [Token] {
    var type: [Token] = []
    var depth = 0
    while let token = current {
      if depth == 0 && (token.is(",") || token.is("=") || token.is(")")) { break }
      if token.is("(") || token.is("[") || token.is("<") { depth += 1 }
      if token.is(")") || token.is("]") || token.is(">") { depth -= 1 }
      if depth < 0 || token.is("{") || token.is("}") || token.is(";") || token.kind == .pound {
        throw ParseError(
          at: open,
          "cannot understand the payload that opens here: found '\(token.text)' at line "
            + "\(token.line) before its ')'")
      }
      type.append(token)
      index += 1
    }
    guard current != nil else {
      throw ParseError(at: open, "missing ')' for the payload opened here")
    }
    return type
  }

  private func validatePayloadType(_ type: [Token], line: Int) throws(ParseError) {
    guard !type.isEmpty else {
      throw ParseError(line: line, "expected a type in the case payload")
    }
    if type.last!.is("...") {
      throw ParseError(
        line: line, "variadic associated values are not supported; use an array instead")
    }
    for (offset, token) in type.enumerated() {
      if token.isWord("inout")
        || (token.isWord("autoclosure") && offset > 0 && type[offset - 1].is("@"))
      {
        throw ParseError(at: token, "'\(token.text)' is not supported in a case payload")
      }
      if token.kind == .string || token.kind == .regex || token.is("=") {
        throw ParseError(at: token, "cannot understand '\(token.text)' in a case payload type")
      }
    }
  }

  /// Skips `= expression` up to the next top-level `,` or `)`, returning the expression's source.
  private mutating func skipDefaultValue(openedAt open: Token) throws(ParseError) -> String {
    index += 1
    let first = index
    var depth = 0
    while let token = current {
      if depth == 0 && (token.is(",") || token.is(")")) {
        return index > first ? text(from: tokens[first], through: tokens[index - 1]) : ""
      }
      if token.is("(") || token.is("[") || token.is("{") { depth += 1 }
      if token.is(")") || token.is("]") || token.is("}") { depth -= 1 }
      index += 1
    }
    throw ParseError(at: open, "missing ')' for the payload opened here")
  }
}
