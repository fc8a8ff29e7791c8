import CredencialesFeature
import TestSupport
import Testing

// The example of docs/Credenciales.md, compiled and run.

@MainActor
struct CredencialesTests {
  @Test
  func validationBeforeAnyRequest() async {
    // snippet: credenciales-test
    let store = TestStore(initialState: Credenciales.State(correo: "ana", clave: "secreto")) {
      Credenciales()
    }
    await store.send(.entrarPulsado) { $0.error = .correoNoValido }
    await store.send(.correoEscrito("ana@tienda.es")) {
      $0.correo = "ana@tienda.es"
      $0.error = nil
    }
    await store.send(.entrarPulsado) { $0.entrando = true }
    // end snippet
  }
}
