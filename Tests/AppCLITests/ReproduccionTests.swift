import RootFeature
import Runtime
import SessionRecording
import Testing

@testable import AppCLIKit

/// Replaying a recording through the reducer alone reaches the recorded session's state —
/// today's recordings and the first AppCLI's alike.
struct ReproduccionTests {
  let replay = Replay(Registro.aplicacion.feature)

  @Test(arguments: ["sesion-de-oro", "sesion-v1", "sesion-v2", "busqueda-cancelada"])
  func llegaAlEstadoGrabado(_ nombre: String) throws {
    let grabacion = Recording<Root.Action>(text: try Recursos.grabacion(nombre))
    #expect(replay.verdict(on: grabacion) == .matches)
  }

  @Test
  func cadaPasoEmpiezaDondeAcaboElAnterior() throws {
    let grabacion = Recording<Root.Action>(text: try Recursos.sesionDeOro())
    var anterior: String?
    var pasos = 0
    replay.forEachStep(of: grabacion) { paso in
      if pasos == 0 { #expect(paso.before == Root.State()) }
      if let anterior { #expect(Dumper.line(paso.before) == anterior) }
      anterior = Dumper.line(paso.after)
      pasos += 1
    }
    #expect(pasos == grabacion.actions.count)
    #expect(anterior == grabacion.end?.finalState)
  }
}
