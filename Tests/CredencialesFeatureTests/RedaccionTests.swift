import CredencialesFeature
import Foundation
import TestSupport
import Testing

/// The password must never be printed: not in dumps, diffs, descriptions, nor in the messages
/// of a failing test.
@MainActor
struct RedaccionTests {
  let secreto = "s3cr3t0-que-no-se-ve"

  @Test
  func elVolcadoDelEstadoOcultaLaClave() {
    let state = Credenciales.State(correo: "ana@tienda.es", clave: secreto)
    let linea = Dumper.line(state)

    #expect(!linea.contains(secreto))
    #expect(
      linea
        == #"Credenciales.State(correo: "ana@tienda.es", clave: <redacted>, entrando: false, "#
        + "error: nil)")
    #expect(!String(describing: state).contains(secreto))
    #expect(!String(reflecting: state).contains(secreto))
    var volcado = ""
    dump(state, to: &volcado)
    #expect(!volcado.contains(secreto))
    #expect(volcado.contains("<redacted>"))
  }

  @Test
  func unaClaveVaciaSeMuestraComoVacia() {
    #expect(Dumper.line(Credenciales.State()).contains(#"clave: """#))
  }

  @Test
  func elVolcadoDeLaAccionOcultaLaClave() {
    #expect(Dumper.line(Credenciales.Action.claveEscrita(secreto)) == ".claveEscrita(<redacted>)")
    #expect(Dumper.line(Credenciales.Action.correoEscrito("a@b.c")) == #".correoEscrito("a@b.c")"#)
    #expect(Dumper.line(Credenciales.Action.entrarPulsado) == ".entrarPulsado")
    #expect(!String(describing: Credenciales.Action.claveEscrita(secreto)).contains(secreto))
  }

  @Test
  func elDiffMarcaLaClaveCambiadaSinMostrarla() throws {
    let antes = Credenciales.State(correo: "a@b.c", clave: "otra-clave")
    let despues = Credenciales.State(correo: "a@b.c", clave: secreto)
    let lineas = try #require(DumpDiff.lines(antes, despues))

    #expect(!lineas.joined().contains(secreto))
    #expect(!lineas.joined().contains("otra-clave"))
    #expect(lineas.contains { $0.hasPrefix("−") && $0.contains("clave: <redacted>") })
    #expect(lineas.contains { $0.hasPrefix("+") && $0.contains("clave: <redacted>") })
  }

  @Test
  func elMensajeDeUnTestQueFallaNoMuestraLaClave() async {
    let store = TestStore(initialState: Credenciales.State()) {
      Credenciales()
    }

    await withKnownIssue {
      await store.send(.claveEscrita(secreto)) { $0.clave = "otra-clave" }
    } matching: { issue in
      let texto = issue.comments.map(\.rawValue).joined()
      return texto.contains("does not match the expected state") && !texto.contains(secreto)
        && !texto.contains("otra-clave")
    }
  }
}
