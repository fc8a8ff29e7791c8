import SwiftSourceParser
import Testing

/// Enum cases: names, associated values with their labels, types and default values.
struct EnumCaseTests {
  @Test("one declaration may declare several cases, with and without payloads")
  func severalCasesInOneDeclaration() throws {
    let source = """
      enum Accion {
        case aparecio, desaparecio
        case resultado(Int), `default`
      }
      """
    let decl = try #require(parse(source).types.first)
    let declarations = decl.members.compactMap(\.caseDecl)
    #expect(declarations.count == 2)
    #expect(
      declarations.map { $0.elements.map(\.name) } == [
        ["aparecio", "desaparecio"], ["resultado", "`default`"],
      ])
    #expect(decl.members.cases.map(\.line) == [2, 2, 3, 3])
    #expect(decl.members.cases.map { $0.payload == nil } == [true, true, false, true])
    #expect(declarations[1].keyword?.offset == offset(of: "case resultado", in: source))
    #expect(
      declarations[1].range == offset(
        of: "case resultado", in: source)..<offset(of: "\n}", in: source))
    #expect("`default`".replacingBackticks() == "default")
  }

  @Test("associated values keep their labels, their types' tokens and their default values")
  func associatedValues() throws {
    let decl = try #require(
      parse(
        """
        enum Accion {
          case respuesta(Result<[String: Int], any Error>)
          case elemento(id: Elemento.ID, accion: Elemento.Action)
          case sinEtiqueta(_ valor: Int, String)
          case conValor(pagina: Int = 1, filtro: Filtro = Filtro(texto: "a, b"))
          case cierre(@Sendable (Int) async -> Void)
        }
        """
      ).types.first)
    let cases = decl.members.cases
    #expect(cases[0].payload?.map(\.label) == [nil])
    #expect(cases[0].payload?.map(\.type.typeText) == ["Result<[String: Int], any Error>"])
    #expect(cases[1].payload?.map(\.label) == ["id", "accion"])
    #expect(cases[1].payload?.map(\.type.typeText) == ["Elemento.ID", "Elemento.Action"])
    #expect(cases[2].payload?.map(\.label) == [nil, nil])
    #expect(cases[2].payload?.map(\.type.typeText) == ["Int", "String"])
    #expect(cases[3].payload?.map(\.defaultValue) == ["1", #"Filtro(texto: "a, b")"#])
    #expect(cases[4].payload?.map(\.type.typeText) == ["@Sendable (Int) async -> Void"])
    #expect(cases[1].text == "elemento(id: Elemento.ID, accion: Elemento.Action)")
    #expect(cases[1].nameToken?.text == "elemento")
  }

  @Test("raw values are skipped")
  func rawValues() {
    let nodes = parse(
      """
      enum Nivel: Int { case bajo = -1, medio = 0, alto = +1 }
      enum Clave: String { case nombre = "nombre", edad }
      """)
    #expect(nodes.types[0].members.cases.map(\.name) == ["bajo", "medio", "alto"])
    #expect(nodes.types[1].members.cases.map(\.name) == ["nombre", "edad"])
  }

  @Test("attributes before a case belong to its declaration")
  func caseAttributes() throws {
    let decl = try #require(
      parse(
        """
        enum Accion {
          @available(*, deprecated, message: "usa otro")
          case viejo
          @ReducerCaseIgnored case ignorado(Int)
          indirect case arbol(Accion)
        }
        """
      ).types.first)
    let declarations = decl.members.compactMap(\.caseDecl)
    #expect(
      declarations.map { $0.attributes.map(\.name) } == [["available"], ["ReducerCaseIgnored"], []])
    #expect(declarations[0].attributes[0].isUnavailable == false)
    #expect(decl.members.cases.map(\.name) == ["viejo", "ignorado", "arbol"])
  }

  @Test("`case` outside an enum is a pattern, not a declaration")
  func caseInCode() throws {
    let decl = try #require(
      parse(
        """
        struct Feature {
          func reducir(_ accion: Accion) {
            switch accion { case .a: break; default: break }
          }
        }
        """
      ).types.first)
    #expect(decl.members.cases.isEmpty)
    #expect(decl.members.compactMap(\.function).map(\.name.text) == ["reducir"])
  }
}
