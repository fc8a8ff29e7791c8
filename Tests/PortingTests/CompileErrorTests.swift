import Porting
import Testing

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

  @Test("a message that names no API gives none")
  func noAPI() {
    #expect(
      CompileError.missingAPI(in: "missing return in closure expected to return 'Int'") == nil)
  }
}
