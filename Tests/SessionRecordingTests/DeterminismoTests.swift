import AppTestSupport
import Foundation
import Juguete
import Runtime
import TestSupport
import Testing

@testable import SessionRecording

/// Whatever order the world's events come in — lines typed while a search is in flight, wall
/// time jumping past several sleepers at once, answers arriving late or failing — the
/// recording says exactly what happened: its replay reaches the session's state, and the test
/// generated from it passes.
@MainActor
struct DeterminismoTests {
  func grabar(_ guion: (Conductor) async -> Void) async throws -> Recording<Juguete.Action> {
    let carpeta = try CarpetaTemporal()
    let ruta = carpeta.ruta("sesion.jsonl")
    let conductor = Conductor(grabando: try RecordingWriter(path: ruta))
    await conductor.empezar()
    await guion(conductor)
    await conductor.terminar()
    let recording = Recording<Juguete.Action>(
      text: try String(contentsOfFile: ruta, encoding: .utf8))
    #expect(recording.problems.isEmpty)
    #expect(recording.end?.finalState == Dumper.line(conductor.session.store.state))
    #expect(Replay(.juguete).verdict(on: recording) == .matches)
    return recording
  }

  @Test
  func esperarNSegundosDaNTicksEnLaSesionYEnSuTest() async throws {
    let recording = try await grabar { conductor in
      await conductor.escribir("iniciar")
      await conductor.escribir("esperar 1000")
      await conductor.pasar(.seconds(1))
      await conductor.escribir("buscar u")
      await conductor.pasar(.milliseconds(300))
      await conductor.responder(0)
    }
    let acciones = recording.actions.map(\.action)
    #expect(
      acciones.prefix(3) == [.iniciar, .tick, .buscar("u")],
      "the tick due when the wait ends comes before the next line")
    await GeneratedTestRunner.run(.juguete, recording)
  }

  @Test
  func unaRespuestaQueLlegaTrasUnaOrdenSeEntregaEnSuSitio() async throws {
    let recording = try await grabar { conductor in
      await conductor.escribir("buscar u")
      await conductor.pasar(.milliseconds(300))
      await conductor.escribir("iniciar")  // while the search is in flight
      await conductor.responder(0)
    }
    let (planner, _, _) = TestGenerator(.juguete).plan(recording)
    let entregas = planner.steps.filter {
      if case .deliver = $0 { true } else { false }
    }
    #expect(entregas.count == 1)
    await GeneratedTestRunner.run(.juguete, recording)
    let source = try TestGenerator(.juguete).source(for: recording, fileName: "tarde.jsonl")
    #expect(source.contains(#"[.value(["uno"]).held]"#))
    #expect(source.contains("    buscadorBuscar.deliver(call: 1)\n"))
  }

  /// Forty sessions, each driven by a seeded sequence of moves: lines typed, wall time passing
  /// by amounts around the feature's deadlines, the world answering a random search, or failing.
  /// Each recording's generated test passes; and the moves did reach the hard cases — answers
  /// held past later lines, searches cancelled in flight, failures, ticks between lines.
  @Test
  func enCualquierOrdenElTestGeneradoPasa() async throws {
    var casos = (entregasTardias: 0, canceladas: 0, fallos: 0, ticks: 0)
    for semilla in UInt64(0)..<40 {
      let recording = try await grabar(semilla: semilla)
      await GeneratedTestRunner.run(.juguete, recording)
      let (planner, _, _) = TestGenerator(.juguete).plan(recording)
      if planner.steps.contains(where: { if case .deliver = $0 { true } else { false } }) {
        casos.entregasTardias += 1
      }
      if recording.lines.contains(where: {
        if case .answer(let answer) = $0, answer.cancelled == true, answer.value == nil {
          true
        } else {
          false
        }
      }) {
        casos.canceladas += 1
      }
      if recording.actions.contains(where: { if case .fallo = $0.action { true } else { false } }) {
        casos.fallos += 1
      }
      if recording.actions.contains(where: { $0.action == .tick }) { casos.ticks += 1 }
    }
    #expect(casos.entregasTardias >= 5)
    #expect(casos.canceladas >= 5)
    #expect(casos.fallos >= 3)
    #expect(casos.ticks >= 5)
  }

  /// A session driven by the moves `semilla` draws.
  func grabar(semilla: UInt64) async throws -> Recording<Juguete.Action> {
    var azar = Semilla(semilla)
    let vocabulario = [
      "iniciar", "parar", "buscar u", "buscar d", "buscar do", "buscar t", "esperar 300",
      "esperar 1000", "esperar 1700",
    ]
    let lineas = (0..<8).map { _ in vocabulario.randomElement(using: &azar)! }
    let pasos: [Duration] = [
      .zero, .milliseconds(50), .milliseconds(299), .milliseconds(300), .milliseconds(301),
      .milliseconds(700), .seconds(1), .milliseconds(1500),
    ]
    return try await grabar { conductor in
      var pendientes = lineas[...]
      while let linea = pendientes.first {
        switch Int.random(in: 0..<20, using: &azar) {
        case 0..<8:
          await conductor.escribir(linea)
          pendientes.removeFirst()
        case 8..<15:
          await conductor.pasar(pasos.randomElement(using: &azar)!)
        default:
          let esperando = conductor.mundo.esperando
          guard esperando > 0 else { continue }
          await conductor.responderSiEspera(
            Int.random(in: 0..<esperando, using: &azar),
            falla: Int.random(in: 0..<5, using: &azar) == 0)
        }
      }
    }
  }
}
