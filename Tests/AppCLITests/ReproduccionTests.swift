import RootFeature
import Runtime
import Testing

@testable import AppCLIKit

/// Replaying a recording through the reducer alone reaches the recorded session's state —
/// today's recordings and version 1's alike.
struct ReproduccionTests {
  func pasos(_ texto: String) -> (Grabacion<Root.Action>, [Paso<Root.State, Root.Action>]) {
    let grabacion = Grabacion<Root.Action>(texto: texto)
    return (grabacion, Reproduccion.pasos(grabacion, en: Registro.aplicacion))
  }

  @Test(arguments: [true, false])
  func llegaAlEstadoGrabado(version1: Bool) throws {
    let (grabacion, pasos) = pasos(try version1 ? Recursos.sesionV1() : Recursos.sesionDeOro())
    let fin = try #require(grabacion.fin)
    #expect(Dumper.line(try #require(pasos.last).despues) == fin.estadoFinal)
  }

  @Test
  func cadaPasoEmpiezaDondeAcaboElAnterior() throws {
    let (_, pasos) = pasos(try Recursos.sesionDeOro())
    #expect(pasos.first?.antes == Root.State())
    for (anterior, siguiente) in zip(pasos, pasos.dropFirst()) {
      #expect(anterior.despues == siguiente.antes)
    }
    #expect(pasos.map(\.despues) == self.pasos(try Recursos.sesionDeOro()).1.map(\.despues))
  }
}
