import SwiftSourceParser
import Testing

/// Source the parser cannot read gives an error with its line and, where there is one, the
/// offset of the token it stopped at; never a guess.
struct ParseErrorTests {
  @Test("a '}' with no '{' is reported where it is")
  func unmatchedCloseBrace() {
    let source = "struct A {}\n}"
    let error = parseError(source)
    #expect(error == ParseError(line: 2, offset: 12, "unexpected '}' with no matching '{'"))
  }

  @Test("an '#endif' with no '#if'")
  func endifWithoutIf() {
    let error = parseError("struct A {}\n#endif")
    #expect(error?.line == 2)
    #expect(error?.offset == 12)
    #expect(error?.message == "'#endif' without a matching '#if'")
  }

  @Test("an '#if' with no '#endif' is reported at the '#if'")
  func ifWithoutEndif() {
    let error = parseError("import A\n#if DEBUG\nstruct B {}\n")
    #expect(error == ParseError(line: 2, offset: 9, "'#if' without a matching '#endif'"))
  }

  @Test("an '#if' without a condition")
  func ifWithoutCondition() {
    let error = parseError("#if\nstruct A {}\n#endif")
    #expect(error?.line == 1)
    #expect(error?.message == "'#if' without a condition")
  }

  @Test("a type whose body never closes is reported at its keyword")
  func missingCloseBrace() {
    let source = "import A\n\npublic enum Accion {\n  case a\n"
    let error = parseError(source)
    #expect(error?.line == 3)
    #expect(error?.offset == offset(of: "enum", in: source))
    #expect(error?.message == "missing '}' for enum 'Accion' declared here")
  }

  @Test("a type keyword without a name")
  func typeWithoutName() {
    let error = parseError("struct {}")
    #expect(error == ParseError(line: 1, offset: 0, "expected a name after 'struct'"))
  }

  @Test("an '#if' that cuts across a type's braces")
  func ifCrossingBraces() {
    let source = """
      #if DEBUG
      struct A {
      #endif
      }
      """
    let error = parseError(source)
    #expect(error?.line == 3)
    #expect(error?.message.contains("crosses the braces of struct 'A'") == true)
  }

  @Test("case payloads the parser does not understand")
  func badPayloads() {
    let empty = parseError("enum A {\n  case b()\n}")
    #expect(empty?.line == 2)
    #expect(empty?.message.contains("empty payload list '()'") == true)
    let variadic = parseError("enum A { case b(Int...) }")
    #expect(variadic?.message.contains("variadic associated values are not supported") == true)
    let unclosed = parseError("enum A {\n  case b(Int\n}")
    #expect(unclosed?.line == 2)
    let noName = parseError("enum A { case 1 }")
    #expect(noName?.message == "expected a case name after 'case' or ','")
    #expect(noName?.offset == offset(of: "1", in: "enum A { case 1 }"))
  }

  @Test("an '@' with no attribute name")
  func attributeWithoutName() {
    let error = parseError("@ struct A {}")
    #expect(error == ParseError(line: 1, offset: 0, "expected an attribute name after '@'"))
  }

  @Test("the lexer's errors come through the parser, at the literal's start")
  func lexerErrors() {
    let source = "struct A {\n  let s = \"abierto\n}"
    let error = parseError(source)
    #expect(
      error
        == ParseError(
          line: 2, offset: offset(of: "\"abierto", in: source), "unterminated string literal"))
  }

  @Test("the diagnostic reads like the compiler's")
  func diagnostic() {
    let error = ParseError(line: 7, "unterminated block comment")
    #expect(
      error.diagnostic(path: "Fuentes/A.swift")
        == "Fuentes/A.swift:7: error: unterminated block comment")
  }
}
