import Testing

@testable import Porting

/// A compile error inside a function leaves out that function, not its whole file: the spans
/// say which function holds a line, and removing takes exactly those functions out.
struct FunctionSpanTests {
  static let source = """
    final class A: XCTestCase {
      override func tearDown() async throws {
        try await super.tearDown()
      }

      func testUno() async {
        let x = 1
      }

      @MainActor
      func testDos() async {}
    }
    struct B {
      @Test func tres() {}
      func ayuda() -> Int { 1 }
    }
    """

  @Test("each function of a type, with its lines and whether it is a test")
  func spans() throws {
    let spans = try SourcePort.functionSpans(in: Self.source)
    #expect(
      spans.map(\.qualifiedName) == ["A.tearDown", "A.testUno", "A.testDos", "B.tres", "B.ayuda"])
    #expect(spans.map(\.lines) == [2...4, 6...8, 10...11, 14...14, 15...15])
    #expect(spans.map(\.isTest) == [false, true, true, true, false])
  }

  @Test("types and properties are spans too, outer first, so the innermost holds an error")
  func declarations() throws {
    let spans = try SourcePort.declarationSpans(
      in: """
        final class A: XCTestCase {
          var cancelables: Set<AnyCancellable> = []
          struct Rasgo {
            func f() {}
          }
        }
        """)
    #expect(spans.map(\.qualifiedName) == ["A", "A.cancelables", "A.Rasgo", "Rasgo.f"])
    #expect(spans.map(\.lines) == [1...6, 2...2, 3...5, 4...4])
    let removed = try SourcePort.removing(
      functions: ["A.cancelables", "A.Rasgo"],
      from: "final class A {\n  var cancelables = 1\n  struct Rasgo {}\n  func g() {}\n}\n")
    #expect(removed == "final class A {\n  func g() {}\n}\n")
  }

  @Test("a reducer whose body does not compile is left out whole, not left doing nothing")
  func reducerBehaviour() throws {
    let source = """
      struct Ejemplo {
        struct Ficha: Reducer {
          @Dependency(\\.mainQueue) var mainQueue
          var body: some ReducerOf<Self> {
            Reduce { _, _ in .none }
          }
        }
        func ayuda() -> Int {
          nada
        }
      }
      """
    func error(_ line: Int) -> CompileError {
      CompileError(file: "Ejemplo.swift", line: line, message: "cannot find 'x' in scope")
    }
    let leftOut = try #require(
      try SourcePort.declarationsToLeaveOut(in: source, errors: [error(3), error(5), error(9)]))
    // The body takes the reducer with it, and its property with it; a helper goes alone.
    #expect(leftOut.keys.sorted() == ["Ejemplo.Ficha", "Ejemplo.ayuda"])
    #expect(leftOut["Ejemplo.Ficha"]?.errors.map(\.line).sorted() == [3, 5])
    #expect(leftOut["Ejemplo.ayuda"]?.errors.map(\.line) == [9])
    #expect(try SourcePort.declarationsToLeaveOut(in: "let x = 1\n", errors: [error(1)]) == nil)
  }

  @Test("removing functions takes out their whole lines and nothing else")
  func removing() throws {
    let result = try SourcePort.removing(
      functions: ["A.tearDown", "A.testDos", "B.ayuda"], from: Self.source)
    #expect(
      result == """
        final class A: XCTestCase {

          func testUno() async {
            let x = 1
          }

        }
        struct B {
          @Test func tres() {}
        }
        """)
  }
}
