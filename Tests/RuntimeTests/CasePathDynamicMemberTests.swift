import Runtime
import Testing

/// What a player is doing, with its cases readable as properties.
@dynamicMemberLookup
enum Modo: Equatable, CasePathable {
  case parado
  case reproduciendo(progreso: Double)
  case grabando(String, segundos: Int)
}

@Suite("A CasePathable enum marked @dynamicMemberLookup reads its cases as properties")
struct CasePathDynamicMemberTests {
  @Test("the property of the current case is its payload")
  func currentCase() {
    #expect(Modo.reproduciendo(progreso: 0.5).reproduciendo == 0.5)
    let grabando = Modo.grabando("nota", segundos: 3).grabando
    #expect(grabando?.0 == "nota")
    #expect(grabando?.segundos == 3)
  }

  @Test("the property of another case is nil")
  func otherCase() {
    #expect(Modo.parado.reproduciendo == nil)
    #expect(Modo.reproduciendo(progreso: 1).grabando == nil)
  }

  @Test("a case without a payload reads as Void when it is the current case")
  func caseWithoutPayload() {
    #expect(Modo.parado.parado != nil)
    #expect(Modo.reproduciendo(progreso: 0).parado == nil)
  }
}
