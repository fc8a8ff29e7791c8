import Foundation
import Runtime
import Synchronization
import Testing

@testable import SessionRecording

/// A tally that counts its own reductions.
struct Cuenta: RecordableReducer {
  struct State: Equatable, Sendable {
    var total = 0
  }

  enum Action: Codable, Equatable, Sendable { case sumar(Int) }

  /// How many times ``reduce(into:action:)`` ran, across every copy of this reducer.
  final class Reducciones: Sendable {
    let cuantas = Mutex(0)
  }

  let reducciones = Reducciones()

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    reducciones.cuantas.withLock { $0 += 1 }
    switch action {
    case .sumar(let numero): state.total += numero
    }
    return .none
  }
}

/// Replaying a recording and writing its test cost a number of reductions that grows with the
/// actions, not with their square: counted, not timed.
struct ReplayLinealTests {
  /// A recording of `cuantas` actions of the person, with its end line.
  static func grabacion(de cuantas: Int) throws -> Recording<Cuenta.Action> {
    let lineas =
      [#"{"version":3}"#]
      + (1...cuantas).map {
        #"{"action":{"sumar":{"_0":\#($0 % 5)}},"cycle":\#($0),"n":\#($0),"origin":"person"}"#
      }
    return Recording(text: lineas.joined(separator: "\n"))
  }

  /// The reductions that replaying `cuantas` actions and writing their test take.
  static func reducciones(de cuantas: Int) throws -> Int {
    let cuenta = Cuenta()
    let funcion = RecordableFeature(cuenta, initialState: Cuenta.State())
    let grabacion = try grabacion(de: cuantas)
    _ = Replay(funcion).finalState(of: grabacion)
    let fuente = try TestGenerator(funcion).source(for: grabacion, fileName: "cuenta.jsonl")
    #expect(fuente.components(separatedBy: "await store.send(").count == cuantas + 1)
    return cuenta.reducciones.cuantas.withLock { $0 }
  }

  @Test
  func replayYTestGeneradoCuestanReduccionesLineales() throws {
    let mil = try Self.reducciones(de: 1_000)
    let dosMil = try Self.reducciones(de: 2_000)

    // One fold for the replay and four for the test's states: at most 5 per action.
    #expect(mil <= 5 * 1_000, "replaying 1,000 actions and writing their test took \(mil)")
    #expect(dosMil <= 2 * mil + 10, "twice the actions took \(dosMil) reductions, against \(mil)")
  }
}
