import Testing

@testable import Porting

/// Compile errors name the API this library lacks.
struct CompileErrorTests {
  @Test(
    "compiler messages map to the missing API",
    arguments: [
      ("cannot find 'ViewStore' in scope", "ViewStore"),
      ("cannot find type 'AnyCancellable' in scope", "AnyCancellable"),
      ("value of type 'StoreOf<Feature>' has no member 'publisher'", "StoreOf.publisher"),
      ("type 'Effect<Action>' has no member 'publisher'", "Effect.publisher"),
      ("no such module 'Speech'", "module Speech"),
      ("extra argument 'animation' in call", "argument 'animation:'"),
      ("cannot infer contextual base in reference to member 'mainQueue'", ".mainQueue"),
    ])
  func missingAPI(message: String, api: String) {
    #expect(CompileError.missingAPI(in: message) == api)
  }

  @Test("errors of the files it knows, an error in a macro's expansion at the macro's line")
  func parsing() {
    let output = """
      /out/Tests/T/A.swift:12:5: error: cannot find 'ViewStore' in scope
      /elsewhere/B.swift:3:1: error: not ours
      macro expansion @CasePathable:1:60: error: redundant conformance of 'E' to protocol 'CasePathable'
      `- /out/Tests/T/A.swift:31:2: note: expanded code originates here
      24 |     struct S {
      26 |     @CasePathable
         |     `- note: in expansion of macro 'CasePathable' on enum 'E' here
      27 |     enum E: CasePathable {
      """
    let errors = CompileError.parse(output) { $0.hasPrefix("/out/") ? "A.swift" : nil }
    #expect(
      errors == [
        CompileError(file: "A.swift", line: 12, message: "cannot find 'ViewStore' in scope"),
        CompileError(
          file: "A.swift", line: 26,
          message: "in a macro's expansion: redundant conformance of 'E' to protocol 'CasePathable'"
        ),
      ])
  }

  @Test("a message that names no API gives none")
  func noAPI() {
    #expect(
      CompileError.missingAPI(in: "missing return in closure expected to return 'Int'") == nil)
  }
}
