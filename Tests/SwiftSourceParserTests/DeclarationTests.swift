import SwiftSourceParser
import Testing

/// Types and extensions: their kind, name, line, modifiers, attributes, generics and members.
struct DeclarationTests {
  @Test("each type keyword gives its kind, name and line")
  func typeKinds() {
    let nodes = parse(
      """
      struct Punto {}
      class Vista {}
      enum Accion {}
      actor Contador {}
      protocol Cliente {}
      extension Punto {}
      """)
    #expect(nodes.types.map(\.kind) == [.struct, .class, .enum, .actor, .protocol, .extension])
    #expect(
      nodes.types.map(\.name) == ["Punto", "Vista", "Accion", "Contador", "Cliente", "Punto"])
    #expect(nodes.types.map(\.line) == [1, 2, 3, 4, 5, 6])
    #expect(nodes.types.allSatisfy { !$0.isLocal && $0.members.isEmpty })
  }

  @Test("access levels and other modifiers are kept as written")
  func accessLevels() {
    let nodes = parse(
      """
      public struct A {}
      package enum B {}
      fileprivate final class C {}
      private actor D {}
      open class E {}
      struct F {}
      public indirect enum G {}
      """)
    #expect(
      nodes.types.map(\.access) == [.public, .package, .fileprivate, .private, .open, nil, .public])
    #expect(nodes.types[2].modifiers == ["fileprivate", "final"])
    #expect(nodes.types[6].modifiers == ["public", "indirect"])
    #expect(AccessLevel.private < .fileprivate && .package < .public && .public < .open)
    #expect(AccessLevel(keyword: "package") == .package)
    #expect(AccessLevel(keyword: "static") == nil)
  }

  @Test("attributes keep their name, exact text and arguments")
  func attributes() throws {
    let source = """
      @available(iOS 17, *)
      @Runtime.Reducer @MainActor
      @available(*, unavailable, message: "gone")
      struct Feature {}
      """
    let decl = try #require(parse(source).types.first)
    #expect(
      decl.attributes.map(\.name) == ["available", "Runtime.Reducer", "MainActor", "available"])
    #expect(decl.attributes[0].text == "@available(iOS 17, *)")
    #expect(decl.attributes[0].arguments?.map(\.sourceText) == ["iOS 17", "*"])
    #expect(decl.attributes[1].arguments == nil)
    #expect(decl.attributes.map(\.isUnavailable) == [false, false, false, true])
    #expect(decl.attributes[1].isNamed("Reducer", module: "Runtime"))
    #expect(!decl.attributes[1].isNamed("Reducer"))
    #expect(decl.attributes.contains(named: "MainActor"))
    let range = decl.attributes[0].range
    #expect(
      range == offset(of: "@available(iOS", in: source)..<offset(of: "\n@Runtime", in: source))
    #expect(decl.start == 0)
  }

  @Test("generic parameters, the inheritance clause and the where clause")
  func generics() throws {
    let nodes = parse(
      """
      struct Pila<Elemento: Equatable, Otro>: Collection, Sendable where Elemento: Hashable {}
      extension Array: Feature where Element == Dictionary<String, [Int]> {}
      """)
    let pila = try #require(nodes.types.first)
    #expect(pila.genericParameters == ["Elemento", "Otro"])
    #expect(pila.inheritance.map(\.typeText) == ["Collection", "Sendable"])
    #expect(pila.whereClause == "where Elemento: Hashable")
    let array = try #require(nodes.types.last)
    #expect(array.kind == .extension)
    #expect(array.name == "Array")
    #expect(array.inherits("Feature", module: "Runtime"))
    #expect(array.whereClause == "where Element == Dictionary<String, [Int]>")
  }

  @Test("an extension of a nested type is named by its path, without generic arguments")
  func extensionPaths() {
    let nodes = parse("extension Raiz.Accion {}\nextension Runtime.Store<Int, String> {}")
    #expect(nodes.types.map(\.name) == ["Raiz.Accion", "Runtime.Store"])
  }

  @Test("nested types are members of the types around them")
  func nestedTypes() throws {
    let nodes = parse(
      """
      struct Raiz {
        struct State {
          enum Modo { case a }
        }
        enum Action {
          case hijo(Hijo.Action)
        }
        typealias Alias = Int
      }
      """)
    let raiz = try #require(nodes.types.first)
    #expect(raiz.members.types.map(\.name) == ["State", "Action"])
    #expect(raiz.members.types[0].members.types.map(\.name) == ["Modo"])
    #expect(raiz.members.types[1].members.cases.map(\.name) == ["hijo"])
    let aliases = raiz.members.compactMap { node in
      if case .typealiasDecl(let name) = node { name } else { nil }
    }
    #expect(aliases == ["Alias"])
  }

  @Test("types declared in a function or a property's body are kept and marked local")
  func localTypes() {
    let nodes = parse(
      """
      func ejecutar() {
        let x = 1
        enum Local: CasePathable { case a }
      }
      struct Fuera {
        var valor: Int {
          struct DentroDeGetter {}
          return 1
        }
      }
      """)
    #expect(nodes.types.map(\.name) == ["Local", "Fuera"])
    #expect(nodes.types[0].isLocal)
    #expect(!nodes.types[1].isLocal)
    #expect(nodes.types[1].members.types.map(\.name) == ["DentroDeGetter"])
    #expect(nodes.types[1].members.types.allSatisfy { $0.isLocal })
  }

  @Test("the tokens of the keyword, the name and the braces point into the source")
  func tokensOfTheDeclaration() throws {
    let source = "public struct Punto {\n  var x: Int\n}"
    let decl = try #require(parse(source).types.first)
    #expect(decl.keyword?.text == "struct")
    #expect(decl.nameToken?.offset == offset(of: "Punto", in: source))
    #expect(decl.openBrace?.offset == offset(of: "{", in: source))
    #expect(decl.closeBrace?.offset == offset(of: "}", in: source))
    #expect(decl.start == 0)
  }

  @Test("imports keep their path, kind and attributes")
  func imports() {
    let nodes = parse(
      """
      import Foundation
      @testable import Runtime
      public import struct Foundation.URL
      @_spi(Internals) import TestSupport
      """)
    let imports = nodes.compactMap(\.importDecl)
    #expect(
      imports.map(\.path) == ["Foundation", "Runtime", "struct Foundation.URL", "TestSupport"])
    #expect(imports.map(\.access) == [nil, nil, .public, nil])
    #expect(imports[1].attributes.map(\.name) == ["testable"])
    #expect(imports[3].attributes.first?.text == "@_spi(Internals)")
  }

  @Test("statements and expressions at the top level are skipped")
  func topLevelCode() {
    let nodes = parse(
      """
      let a = [1, 2].map { $0 * 2 }
      print("struct No {}")
      if a.isEmpty { enum DentroDeIf {} }
      struct Si {}
      """)
    #expect(nodes.types.map(\.name) == ["DentroDeIf", "Si"])
    #expect(nodes.types.map(\.isLocal) == [true, false])
  }
}
