@_spi(Driver) import Runtime
import Testing

/// Case key paths through generated `AllCasePaths`, nested through `PresentationAction` and
/// `IdentifiedAction` the way the app's root navigates its children.
struct RaizCasePathsTests {
  @Test
  func embedsThroughNestedEnums() {
    let aparecio: CaseKeyPath<Raiz.Action, Void> = \.view.aparecio
    #expect(aparecio() == .view(.aparecio))

    let tick: CaseKeyPath<Raiz.Action, Void> = \.destino.presented.temporizador.tick
    #expect(tick() == .destino(.presented(.temporizador(.tick))))

    let termino: CaseKeyPath<Raiz.Action, String> = \.destino.presented.buscador.terminoCambio
    #expect(termino("swift") == .destino(.presented(.buscador(.terminoCambio("swift")))))

    let renombrada: CaseKeyPath<Raiz.Action, String> = \.filas[id: 3].renombrado
    #expect(renombrada("Ana") == .filas(.element(id: 3, action: .renombrado("Ana"))))
  }

  @Test
  func extractsOnlyTheNamedCase() {
    let accion = Raiz.Action.destino(.presented(.temporizador(.tick)))
    #expect(accion[case: \.destino.presented.temporizador] == .tick)
    #expect(accion[case: \.destino.presented.buscador] == nil)
    #expect(accion[case: \.destino.dismiss] == nil)
    #expect(accion[case: \.view] == nil)
    #expect(accion.is(\.destino.presented.temporizador.tick))
    #expect(!accion.is(\.destino.presented.temporizador.parar))
    #expect(!accion.is(\.view.aparecio))
    #expect(Raiz.Action.destino(.dismiss).is(\.destino.dismiss))
  }

  @Test
  func keepsTheLabelOfASinglePayload() {
    let abierta: CaseKeyPath<Raiz.Action, String> = \.sesionAbierta
    #expect(abierta("ana") == .sesionAbierta(usuario: "ana"))
    #expect(Raiz.Action.sesionAbierta(usuario: "ana")[case: \.sesionAbierta] == "ana")
  }

  @Test
  func groupsSeveralPayloadsInALabeledTuple() {
    let fallida: CaseKeyPath<Raiz.Action, (codigo: Int, mensaje: String)> = \.entradaFallida
    #expect(fallida((codigo: 401, mensaje: "No")) == .entradaFallida(codigo: 401, mensaje: "No"))

    let extraida = Raiz.Action.entradaFallida(codigo: 401, mensaje: "No")[case: \.entradaFallida]
    #expect(extraida?.codigo == 401)
    #expect(extraida?.mensaje == "No")
    #expect(Raiz.Action.view(.aparecio)[case: \.entradaFallida] == nil)
  }

  @Test
  func namesTheCasesAlongThePath() {
    let aparecio: CaseKeyPath<Raiz.Action, Void> = \.view.aparecio
    #expect(aparecio.caseName() == "\\.view.aparecio")
    let tick: CaseKeyPath<Raiz.Action, Void> = \.destino.presented.temporizador.tick
    #expect(tick.caseName() == "\\.destino.presented.temporizador.tick")
    let tocado: CaseKeyPath<Raiz.Action, Void> = \.filas[id: 3].tocado
    #expect(tocado.caseName() == "\\.filas[id: 3].tocado")
  }

  @Test
  func caseKeyPathsAreHashableKeyPaths() {
    let primera: CaseKeyPath<Raiz.Action, Void> = \.view.aparecio
    let segunda: CaseKeyPath<Raiz.Action, Void> = \.view.aparecio
    let otra: CaseKeyPath<Raiz.Action, Void> = \.view.cerrarSesionPulsado
    #expect(primera == segunda)
    #expect(primera != otra)
    #expect(Set([primera, segunda, otra]).count == 2)
  }
}
