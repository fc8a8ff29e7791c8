import AppCLIKit
import RootFeature
import Runtime
import Testing

/// Replaying a recording through the reducer alone reaches the recorded session's state.
struct ReproduccionTests {
  @Test
  func laSesionDeOroLlegaAlEstadoGrabado() throws {
    let grabacion = Grabacion(texto: try Recursos.sesionDeOro())
    let pasos = Reproductor.reproducir(grabacion.acciones)
    let fin = try #require(grabacion.fin)
    #expect(Dumper.line(try #require(pasos.last).despues) == fin.estadoFinal)
  }

  @Test
  func cadaPasoEmpiezaDondeAcaboElAnterior() throws {
    let pasos = Reproductor.reproducir(Grabacion(texto: try Recursos.sesionDeOro()).acciones)
    #expect(pasos.first?.antes == Root.State())
    for (anterior, siguiente) in zip(pasos, pasos.dropFirst()) {
      #expect(anterior.despues == siguiente.antes)
    }
  }

  @Test
  func reproducirDosVecesDaLoMismo() throws {
    let acciones = Grabacion(texto: try Recursos.sesionDeOro()).acciones
    #expect(
      Reproductor.reproducir(acciones).map(\.despues)
        == Reproductor.reproducir(acciones).map(\.despues))
  }
}
