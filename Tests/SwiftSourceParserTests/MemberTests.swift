import SwiftSourceParser
import Testing

/// The properties and functions of a type, and the one declaration a macro receives.
struct MemberTests {
  @Test("stored properties keep their names, types, initial values and modifiers")
  func storedProperties() throws {
    let decl = try #require(
      parse(
        """
        struct State {
          var contador = 0
          public let nombre: String
          static var compartido: [Int] = [1, 2]
          private(set) var a: Int, b = "x"
          var (x, y) = (1, 2)
        }
        """
      ).types.first)
    let variables = decl.members.compactMap(\.variable)
    #expect(
      variables.map { $0.bindings.compactMap(\.name?.text) } == [
        ["contador"], ["nombre"], ["compartido"], ["a", "b"], [],
      ])
    #expect(variables.map(\.isLet) == [false, true, false, false, false])
    #expect(variables.map(\.isStatic) == [false, false, true, false, false])
    #expect(variables.map(\.access) == [nil, .public, nil, .private, nil])
    #expect(variables[0].bindings[0].type == nil)
    #expect(variables[0].bindings[0].initializerText == "0")
    #expect(variables[1].bindings[0].type?.typeText == "String")
    #expect(variables[2].bindings[0].initializerText == "[1, 2]")
    #expect(variables[3].bindings.map(\.initializerText) == [nil, #""x""#])
    #expect(variables[4].bindings[0].pattern.map(\.text) == ["(", "x", ",", "y", ")"])
    #expect(variables.allSatisfy { $0.bindings.allSatisfy { $0.accessors == nil } })
  }

  @Test("accessors tell computed properties from stored ones with observers")
  func accessors() throws {
    let decl = try #require(
      parse(
        """
        struct State {
          var doble: Int { contador * 2 }
          var explicito: Int {
            get { 1 }
            set { print(newValue) }
          }
          var observado = 0 {
            didSet { print(oldValue) }
          }
        }
        """
      ).types.first)
    let accessors = decl.members.compactMap(\.variable).map { $0.bindings[0].accessors }
    #expect(accessors.map { $0?.kinds } == [["get"], ["get", "set"], ["didSet"]])
    #expect(accessors.map { $0?.isImplicitGetter } == [true, false, false])
    #expect(accessors.map { $0?.isComputed } == [true, true, false])
    #expect(accessors[0]?.open.text == "{")
    #expect(accessors[0]?.close.text == "}")
  }

  @Test("functions keep their parameters, effects, result type and body")
  func functions() throws {
    let source = """
      struct Cliente {
        func cargar(id: Int, _ pagina: Int = 1, en contexto: inout Contexto) async throws(Fallo) -> [Item] {
          []
        }
        static func vacio<T>() -> T?
      }
      """
    let decl = try #require(parse(source).types.first)
    let functions = decl.members.compactMap(\.function)
    #expect(functions.map(\.name.text) == ["cargar", "vacio"])
    let cargar = functions[0]
    #expect(cargar.parameters.map(\.firstName) == ["id", "_", "en"])
    #expect(cargar.parameters.map(\.secondName) == [nil, "pagina", "contexto"])
    #expect(cargar.parameters.map(\.type.typeText) == ["Int", "Int", "inout Contexto"])
    #expect(cargar.effects.map(\.text) == ["async", "throws", "(", "Fallo", ")"])
    #expect(cargar.returnType?.typeText == "[Item]")
    #expect(cargar.body?.open.offset == offset(of: "{\n    []", in: source))
    #expect(cargar.range.lowerBound == offset(of: "func cargar", in: source))
    #expect(functions[1].modifiers == ["static"])
    #expect(functions[1].returnType?.typeText == "T?")
    #expect(functions[1].body == nil)
  }

  @Test("a whole file skips top-level `var`, `let` and `func`; one declaration keeps them")
  func topLevelMembers() throws {
    let source = "@ObservationStateTracked\nvar contador: Int = 0"
    #expect(parse(source).isEmpty)
    let node = try #require(try Parser.parseDeclaration(source))
    let variable = try #require(node.variable)
    #expect(variable.attributes.map(\.name) == ["ObservationStateTracked"])
    #expect(variable.bindings[0].name?.text == "contador")
    #expect(variable.range == 0..<source.utf8.count)
  }

  @Test("an attribute's source is read on its own, leading trivia and all")
  func attributeSource() throws {
    let attribute = try #require(try Parser.parseAttributeSource("\n  @Reducer(state: .equatable)"))
    #expect(attribute.name == "Reducer")
    #expect(attribute.arguments?.map(\.sourceText) == ["state: .equatable"])
    #expect(try Parser.parseAttributeSource("struct A {}") == nil)
  }

  @Test("arguments split at the commas outside brackets")
  func splitArguments() throws {
    let tokens = try Lexer.tokenize("a: [Int: String], b: (Int, Int), c")
    #expect(
      Parser.splitArguments(tokens).map(\.sourceText) == ["a: [Int: String]", "b: (Int, Int)", "c"])
    #expect(Parser.splitArguments([]).isEmpty)
  }
}
