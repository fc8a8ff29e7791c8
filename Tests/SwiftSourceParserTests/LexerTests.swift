import SwiftSourceParser
import Testing

/// The lexer splits source into the tokens the parser needs and nothing more.
struct LexerTests {
  private func texts(_ source: String) throws -> [String] {
    try Lexer.tokenize(source).map(\.text)
  }

  @Test
  func namesPunctuationAndLines() throws {
    let tokens = try Lexer.tokenize("enum Acción: CasePathable {\n  case `default`\n}")
    #expect(
      tokens.map(\.text) == ["enum", "Acción", ":", "CasePathable", "{", "case", "`default`", "}"])
    #expect(tokens.map(\.line) == [1, 1, 1, 1, 1, 2, 2, 3])
    #expect(tokens.map(\.newlineBefore) == [false, false, false, false, false, true, false, true])
    #expect(tokens.map(\.spaceBefore) == [false, true, false, true, true, true, true, true])
    #expect(tokens.allSatisfy { $0.kind != .string })
  }

  @Test
  func operatorsThatMatterInTypes() throws {
    #expect(try texts("Array<Array<Int>>") == ["Array", "<", "Array", "<", "Int", ">", ">"])
    #expect(try texts("(Int) -> Void") == ["(", "Int", ")", "->", "Void"])
    #expect(try texts("Int...") == ["Int", "..."])
    #expect(try texts("1...5") == ["1", "...", "5"])
    #expect(try texts("1.5..<2") == ["1.5", "..<", "2"])
    #expect(try texts("a && b || !c") == ["a", "&&", "b", "||", "!", "c"])
    #expect(try texts("Int??") == ["Int", "?", "?"])
    #expect(try texts("P & ~Copyable") == ["P", "&", "~", "Copyable"])
  }

  @Test
  func commentsAreSkipped() throws {
    let source = """
      a // enum X { case y }
      /* b /* nested */ still comment */ c
      /// doc
      d
      """
    let tokens = try Lexer.tokenize(source)
    #expect(tokens.map(\.text) == ["a", "c", "d"])
    #expect(tokens.map(\.line) == [1, 2, 4])
    #expect(tokens[1].spaceBefore)
  }

  @Test
  func stringLiteralsAreSingleTokens() throws {
    let source = ###"""
      a "x \" }" b
      "\("(" + "\(")")") {"
      #"raw " \(no) "#
      """
        multi "" " {
        """
      ##"""
        """# still raw
        """##
      c
      """###
    let tokens = try Lexer.tokenize(source)
    #expect(
      tokens.map(\.kind) == [
        .identifier, .string, .identifier, .string, .string, .string, .string, .identifier,
      ])
    #expect(tokens[1].text == #""x \" }""#)
    #expect(tokens[4].text == ##"#"raw " \(no) "#"##)
    #expect(tokens.map(\.line) == [1, 1, 1, 2, 3, 4, 7, 10])
  }

  @Test
  func poundKeywordsAndRegexLiterals() throws {
    let tokens = try Lexer.tokenize(
      """
      #if DEBUG
      let r = /"[a-z]+/
      let s = #/ { " /#
      let d = a / b / c
      #endif
      """)
    #expect(tokens.first?.kind == .pound)
    #expect(tokens.first?.text == "#if")
    #expect(tokens.filter { $0.kind == .regex }.map(\.text) == [#"/"[a-z]+/"#, ##"#/ { " /#"##])
    #expect(tokens.filter { $0.is("/") }.count == 2)
    #expect(tokens.last?.text == "#endif")
  }

  @Test
  func shebangLineIsSkipped() throws {
    #expect(try texts("#!/usr/bin/env swift\nprint(1)") == ["print", "(", "1", ")"])
  }

  @Test
  func unterminatedLiteralsAreErrorsAtTheirStart() {
    #expect(throws: ParseError(line: 2, offset: 2, "unterminated string literal")) {
      try Lexer.tokenize("a\n\"b\nc")
    }
    #expect(throws: ParseError(line: 1, offset: 0, "unterminated block comment")) {
      try Lexer.tokenize("/* a /* b */\n")
    }
    #expect(throws: ParseError(line: 1, offset: 5, "unterminated backticked name")) {
      try Lexer.tokenize("case `a\n`")
    }
    #expect(throws: ParseError(line: 1, offset: 4, "unterminated string literal")) {
      try Lexer.tokenize(#"x = #"raw"#)
    }
    #expect(throws: ParseError(line: 1, offset: 4, "unterminated string interpolation")) {
      try Lexer.tokenize(#"x = "a \(b"#)
    }
    #expect(throws: ParseError(line: 2, offset: 10, "unterminated regex literal")) {
      try Lexer.tokenize("let a = 1\n#/ abc\n")
    }
  }

  @Test
  func interpolationsAreCodeInsideOneStringToken() throws {
    let source = #"let s = "total: \(items.map { "\($0)" }.joined(separator: ")")) }" ; x"#
    let tokens = try Lexer.tokenize(source)
    #expect(
      tokens.map(\.text) == ["let", "s", "=", String(source.dropFirst(8).dropLast(4)), ";", "x"])
    #expect(tokens[3].kind == .string)
  }

  @Test
  func tokensKnowWhereTheyAre() throws {
    let source = "case  á(Int)\n  // nota\n  b"
    let tokens = try Lexer.tokenize(source)
    #expect(tokens.map(\.offset) == [0, 6, 8, 9, 12, 26])
    #expect(tokens.map(\.end) == [4, 8, 9, 12, 13, 27])
    #expect(tokens.map(\.line) == [1, 1, 1, 1, 1, 3])
    #expect(
      tokens.map(\.kind) == [
        .identifier, .identifier, .punctuation, .identifier, .punctuation, .identifier,
      ])
    #expect(tokens[0].isWord("case"))
    #expect(tokens[2].is("("))
    #expect(!tokens[2].isWord("("))
  }

  @Test
  func numbersAndPunctuation() throws {
    let tokens = try Lexer.tokenize("x = 0x1F + 1_000.5e3 -> y?.z!")
    #expect(
      tokens.map(\.text) == ["x", "=", "0x1F", "+", "1_000.5e3", "->", "y", "?", ".", "z", "!"])
    #expect(tokens.filter { $0.kind == .number }.count == 2)
  }

  @Test
  func typeTextIsSpacedLikeSwiftFormat() throws {
    let type = try Lexer.tokenize("[ String :Int ]")
    #expect(type.typeText == "[String: Int]")
    #expect(type.sourceText == "[ String :Int ]")
    let function = try Lexer.tokenize("@Sendable  (Int)->Void")
    #expect(function.typeText == "@Sendable (Int) -> Void")
  }
}
