import Foundation
import TestSupport
import Testing

private struct Usuario: Equatable {
  var id: Int
  var nombre: String
  var etiquetas: [String] = []
}

/// Equal only to itself: two boxes with the same contents differ, yet print the same.
private final class Caja: Equatable {
  let contenido: Int
  init(contenido: Int) { self.contenido = contenido }
  static func == (lhs: Caja, rhs: Caja) -> Bool { lhs === rhs }
}

@MainActor
@Suite("customDump, diff, expectNoDifference")
struct CustomDumpTests {
  @Test("customDump writes a value as source, with a name, an indent and a depth")
  func customDumpWrites() {
    var texto = ""
    customDump(Usuario(id: 1, nombre: "Ana"), to: &texto)
    #expect(texto == #"Usuario(id: 1, nombre: "Ana", etiquetas: [])"#)

    texto = ""
    customDump([1, 2], to: &texto, name: "numeros", indent: 2)
    #expect(texto == "  numeros: [1, 2]")

    texto = ""
    customDump(Usuario(id: 1, nombre: "Ana", etiquetas: ["a"]), to: &texto, maxDepth: 1)
    #expect(texto == #"Usuario(id: 1, nombre: "Ana", etiquetas: […])"#)

    texto = ""
    let largo = Usuario(id: 7, nombre: String(repeating: "x", count: 70))
    customDump(largo, to: &texto)
    #expect(
      texto == """
        Usuario(
          id: 7,
          nombre: "\(String(repeating: "x", count: 70))",
          etiquetas: []
        )
        """)
  }

  @Test("customDump returns its value")
  func customDumpReturns() {
    var texto = ""
    #expect(customDump(3, to: &texto) == 3)
  }

  @Test("diff marks what differs, in the format asked for; nil when nothing does")
  func diffMarks() {
    let antes = Usuario(id: 42, nombre: "Ana")
    let despues = Usuario(id: 42, nombre: "Ana María")
    #expect(
      diff(antes, despues) == """
          Usuario(
            id: 42,
        -   nombre: "Ana",
        +   nombre: "Ana María",
            etiquetas: []
          )
        """)
    #expect(diff(antes, despues, format: .proportional)?.contains("\u{2212}   nombre") == true)
    #expect(diff(antes, antes) == nil)
  }

  @Test("expectNoDifference passes on equal values and fails with their difference")
  func expectNoDifferenceFails() {
    expectNoDifference(Usuario(id: 1, nombre: "Ana"), Usuario(id: 1, nombre: "Ana"))
    let line = #line + 2
    expectFailure("expectNoDifference failed: the two values differ", atLine: line) {
      expectNoDifference(Usuario(id: 1, nombre: "Ana"), Usuario(id: 1, nombre: "Eva"), "Perfil")
    }
    withKnownIssue {
      expectNoDifference(Usuario(id: 1, nombre: "Ana"), Usuario(id: 1, nombre: "Eva"), "Perfil")
    } matching: { issue in
      issue.description.contains(
        """
        Perfil — expectNoDifference failed: the two values differ.

          \u{2007} Usuario(
          \u{2007}   id: 1,
          \u{2212}   nombre: "Ana",
          +   nombre: "Eva",
          \u{2007}   etiquetas: []
          \u{2007} )

        (First: \u{2212}, Second: +)
        """)
    }
    withKnownIssue {
      expectNoDifference(Caja(contenido: 1), Caja(contenido: 1))
    } matching: { issue in
      issue.description.contains("the two values are not equal, but print the same")
    }
  }
}
