import Foundation
import RootFeature
import SessionRecording
import Testing

@testable import AppCLIKit

/// The shop's recordings read back: the golden session, in today's format, and the first
/// AppCLI's versions 1 and 2, whose Spanish keys are still understood.
struct GrabacionTests {
  @Test
  func laSesionDeOroSeLeeEntera() throws {
    let grabacion = Recording<Root.Action>(text: try Recursos.sesionDeOro())
    #expect(grabacion.problems.isEmpty)
    #expect(grabacion.version == 3)
    #expect(grabacion.actions.map(\.n) == Array(1...grabacion.actions.count))
    #expect(grabacion.actions.first?.action == .view(.aparecio))
    #expect(grabacion.end?.cancelledEffects == 1)
  }

  @Test
  func unaGrabacionSinVersionEsDeLaVersion1() throws {
    let grabacion = Recording<Root.Action>(text: try Recursos.sesionV1())
    #expect(grabacion.version == 1)
    #expect(grabacion.problems.isEmpty)
    #expect(grabacion.actions.count == 11)
    #expect(grabacion.end != nil)
    #expect(!grabacion.recordsTheWorld)
  }

  @Test
  func unaGrabacionDeLaVersion2SeLeeConSusClavesEnEspanol() throws {
    let grabacion = Recording<Root.Action>(text: try Recursos.grabacion("sesion-v2"))
    #expect(grabacion.version == 2)
    #expect(grabacion.problems.isEmpty)
    #expect(grabacion.actions.count == 54)
    #expect(grabacion.actions[4].origin == .effect)
    #expect(grabacion.actions[4].effectsRunning == 1)
    #expect(grabacion.end?.cancelledEffects == 1)
    #expect(grabacion.recordsTheWorld)
  }
}
