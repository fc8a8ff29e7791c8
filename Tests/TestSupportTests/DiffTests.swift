import Foundation
import TestSupport
import Testing

@_spi(Driver) @testable import Runtime

@Suite("Dumps and diffs")
struct DiffTests {
  struct Fila: Equatable, Identifiable {
    var id: Int
    var texto: String
    var marcada = false
  }

  struct Pantalla: Equatable {
    var titulo = "Lista"
    var filas: IdentifiedArrayOf<Fila> = []
    var numeros: [Int] = []
    var modo: Modo = .normal
    var detalle: Detalle?
    var etiquetas: Set<String> = []
    var precios: [String: Int] = [:]
  }

  struct Detalle: Equatable { var nota: String }

  enum Modo: Equatable {
    case normal
    case editando(fila: Int, borrador: String)
  }

  @Test("equal values have no diff")
  func equalValues() {
    #expect(DumpDiff.lines(Pantalla(), Pantalla()) == nil)
  }

  @Test("a changed field shows − expected and + actual, the rest unchanged")
  func changedField() throws {
    let diff = try #require(DumpDiff.text(Pantalla(titulo: "A"), Pantalla(titulo: "B")))
    #expect(diff.contains("−   titulo: \"A\","))
    #expect(diff.contains("+   titulo: \"B\","))
    #expect(diff.contains("    modo: .normal,"))
  }

  @Test("a 10,000-element collection with one change folds into a short message")
  func largeCollectionFolds() throws {
    let filas = IdentifiedArrayOf(uniqueElements: (0..<10_000).map { Fila(id: $0, texto: "\($0)") })
    var cambiada = filas
    cambiada[id: 5_000]?.marcada = true
    let lines = try #require(
      DumpDiff.lines(Pantalla(filas: filas), Pantalla(filas: cambiada)))
    #expect(lines.count < 40)
    #expect(lines.contains { $0.contains("−       marcada: false") })
    #expect(lines.contains { $0.contains("+       marcada: true") })
    #expect(lines.contains { $0.contains("… (4999 unchanged)") })
    #expect(lines.contains { $0.contains("… (4998 unchanged)") })
  }

  @Test("identified elements pair by id: an insertion is one + line")
  func identifiedInsertion() throws {
    let antes: IdentifiedArrayOf<Fila> = [Fila(id: 1, texto: "a"), Fila(id: 2, texto: "b")]
    var despues = antes
    despues.insert(Fila(id: 9, texto: "nueva"), at: 1)
    let lines = try #require(DumpDiff.lines(antes, despues))
    #expect(lines.filter { $0.hasPrefix("+") }.count == 1)
    #expect(lines.filter { $0.hasPrefix("−") }.isEmpty)
    #expect(lines.contains { $0.contains("[id: 9]") && $0.contains("nueva") })
  }

  @Test("plain arrays match a common prefix and suffix around a removal")
  func arrayRemoval() throws {
    let lines = try #require(DumpDiff.lines([1, 2, 3, 4, 5, 6, 7], [1, 2, 3, 5, 6, 7]))
    #expect(lines.filter { $0.hasPrefix("−") } == ["−   [3]: 4"])
    #expect(lines.filter { $0.hasPrefix("+") }.isEmpty)
  }

  @Test("enums with payloads diff inside the payload, or whole when the case changes")
  func enums() throws {
    let dentro = try #require(
      DumpDiff.text(
        Modo.editando(fila: 1, borrador: "ho"), Modo.editando(fila: 1, borrador: "hola")))
    #expect(dentro.contains("−   borrador: \"ho\""))
    #expect(dentro.contains("+   borrador: \"hola\""))
    let caso = try #require(DumpDiff.text(Modo.normal, Modo.editando(fila: 2, borrador: "")))
    #expect(caso.contains("− .normal"))
    #expect(caso.contains("+ .editando(fila: 2, borrador: \"\")"))
  }

  @Test("nested optionals, sets and dictionaries print sorted and readable")
  func nestedOptionalsSetsDictionaries() throws {
    var despues = Pantalla()
    despues.detalle = Detalle(nota: "x")
    despues.etiquetas = ["b", "a"]
    despues.precios = ["té": 150, "café": 120]
    let diff = try #require(DumpDiff.text(Pantalla(), despues))
    #expect(diff.contains("−   detalle: nil,"))
    #expect(diff.contains("+   detalle: DiffTests.Detalle(nota: \"x\"),"))
    #expect(diff.contains("\"a\""))
    #expect(diff.contains("\"café\": 120"))
    #expect(
      Dumper.line(Set(["b", "a"])) == "[\"a\": \"a\", \"b\": \"b\"]"
        || Dumper.line(Set(["b", "a"])).contains("\"a\""))
  }

  @Test("actions print on one line like Swift source")
  func actionsOnOneLine() {
    #expect(Dumper.line(Contador.Action.eco("hola")) == ".eco(\"hola\")")
    #expect(Dumper.line(Contador.Action.incrementar) == ".incrementar")
    #expect(
      Dumper.line(Modo.editando(fila: 1, borrador: "x")) == ".editando(fila: 1, borrador: \"x\")")
    #expect(
      Dumper.line(PresentationAction<Contador.Action>.presented(.tick)) == ".presented(.tick)")
  }

  @Test("redacted values never print their contents")
  func redaction() {
    struct Clave: Equatable, Redacted {
      var valor: String
      var redactedDescription: String { "••••" }
    }
    struct Formulario: Equatable { var clave: Clave }
    let dump = Dumper.line(Formulario(clave: Clave(valor: "secreto")))
    #expect(!dump.contains("secreto"))
    #expect(dump.contains("••••"))
    let diff = DumpDiff.text(
      Formulario(clave: Clave(valor: "a")), Formulario(clave: Clave(valor: "b")))
    #expect(diff?.contains("secreto") != true)
    #expect(diff?.contains("\"a\"") != true)
  }

  @Test("presentation state prints under the property's name")
  func presentationStateName() {
    struct Raiz: Equatable { @PresentationState var destino: Detalle? }
    #expect(
      Dumper.line(Raiz(destino: Detalle(nota: "n"))).contains(
        "destino: DiffTests.Detalle(nota: \"n\")"))
  }
}

/// A class graph with a cycle: a node that points back at its parent.
final class Nodo: Equatable {
  let nombre: String
  var padre: Nodo?
  var hijos: [Nodo] = []
  init(_ nombre: String) { self.nombre = nombre }
  static func == (lhs: Nodo, rhs: Nodo) -> Bool { lhs === rhs }
}

@Suite("Dumps of class graphs")
struct ClassDumpTests {
  @Test("a reference cycle prints once instead of forever")
  func cycles() {
    let raiz = Nodo("raíz")
    let hijo = Nodo("hijo")
    hijo.padre = raiz
    raiz.hijos = [hijo]
    let line = Dumper.line(raiz)
    #expect(line.contains("\"raíz\""))
    #expect(line.contains("\"hijo\""))
    #expect(line.contains("Nodo(↻)"))
  }
}

@Suite("Diff order")
struct DiffOrderTests {
  struct Item: Equatable, Identifiable {
    var id: Int
  }

  @Test("an identified element replaced by another reads − then +")
  func replacementOrder() throws {
    let lines = try #require(DumpDiff.lines([Item(id: 1)], [Item(id: 2)]))
    let marks = lines.compactMap { $0.first }.filter { $0 != " " }
    #expect(marks == ["−", "+"])
  }
}
