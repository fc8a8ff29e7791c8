import AutenticacionClient
import CredencialesFeature
import RootFeature
import TestSupport
import Testing

// The example of docs/Root.md, compiled and run.

@MainActor
struct RootTests {
  @Test
  func laxToGetThereStrictToExamine() async {
    // snippet: root-test
    let store = TestStore(initialState: Root.State()) {
      Root()
    } withDependencies: {
      $0.autenticacion.entrar = { _, _ in throw ErrorCredenciales.credencialesInvalidas }
    }

    store.exhaustivity = .off
    await store.send(\.view.aparecio)
    await store.send(\.credenciales.correoEscrito, "a@b.c")
    await store.send(\.credenciales.claveEscrita, "secreto")

    store.exhaustivity = .on
    await store.send(\.credenciales.entrarPulsado) {
      $0.credenciales.entrando = true
      $0.credenciales.error = nil
    }
    await store.receive(\.entradaFallida) {
      $0.credenciales.entrando = false
      $0.credenciales.error = .credencialesInvalidas
    }
    // end snippet
  }
}
