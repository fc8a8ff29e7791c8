import Foundation
import Runtime
import SessionRecording
import TestSupport
import Testing

@testable import StoreConsole

/// A board whose screen shows one field and not another; each command changes one of them a
/// second later, from an effect, while the session waits for what is typed next.
struct Pizarra: RecordableReducer {
  @ObservableState
  struct State: Equatable, Sendable {
    var mostrado = 0
    var oculto = 0
  }

  enum Action: Equatable, Sendable, Codable {
    case mostrar, ocultar, mostradoCambio, ocultoCambio
  }

  @Dependency(\.continuousClock) var reloj

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .mostrar:
      return .run { send in
        try await reloj.sleep(for: .seconds(1))
        await send(.mostradoCambio)
      }
    case .ocultar:
      return .run { send in
        try await reloj.sleep(for: .seconds(1))
        await send(.ocultoCambio)
      }
    case .mostradoCambio:
      state.mostrado += 1
      return .none
    case .ocultoCambio:
      state.oculto += 1
      return .none
    }
  }

  /// The board at the console. A new one for each session: states made from one value share
  /// its observation registrar, so two sessions started from the same value would hear each
  /// other.
  static func consola() -> ConsoleApp<Pizarra> {
    ConsoleApp(
      Pizarra(), initialState: State(), greeting: "Pizarra.",
      screens: [
        Screen<State, Action>(
          "pizarra",
          commands: [
            Command("mostrar", "cambia lo que se ve", .none) { _, _ in .send([.mostrar]) },
            Command("ocultar", "cambia lo que no se ve", .none) { _, _ in .send([.ocultar]) },
          ]
        ) { estado, _ in ["mostrado \(estado.mostrado)"] }
      ], language: .spanish)
  }
}

/// The live screen of an interactive session is drawn again through observation: after a
/// cycle that changed a field it shows, and not even computed after one that changed only
/// fields it does not show.
@MainActor
struct RedibujoObservadoTests {
  /// An interactive session of the board typing `lineas`; how many times it computed the
  /// screen again after a cycle, and what it printed.
  func sesion(_ lineas: [String]) async -> (redibujos: Int, salida: String) {
    let (salida, captura) = ConsoleOutput.capturing()
    let pizarra = Pizarra.consola()
    let consola = ConsoleSession(
      pizarra, session: LiveSession(pizarra.feature, wallClock: WallClock(ImmediateClock())),
      input: ConsoleInput(lines: ConsoleInput.lines(lineas).lines, isInteractive: true),
      output: salida)
    #expect(await consola.run() == .success)
    return (consola.redraws, captura.output)
  }

  @Test
  func unCampoQueLaPantallaNoMuestraNoLaRedibuja() async {
    let (redibujos, salida) = await sesion(["ocultar"])
    #expect(redibujos == 0)
    #expect(!salida.contains("mostrado 1"))
  }

  @Test
  func unCampoQueLaPantallaMuestraLaRedibuja() async {
    let (redibujos, salida) = await sesion(["mostrar"])
    #expect(redibujos == 1)
    #expect(salida.hasSuffix("\n[pizarra] mostrado 1\nHasta pronto.\n"))
  }
}

/// A notice board whose screen shows a shared value that an effect changes off the main actor,
/// as a client's effect may change a person's shared cart.
struct Tablon: RecordableReducer {
  struct State: Equatable, Sendable {
    var aviso = Shared(value: "")
  }

  enum Action: Equatable, Sendable, Codable {
    case avisar, avisado
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .avisar:
      return .run { [aviso = state.aviso] send in
        // On a thread of the world's, as a client's callback may: off the main actor.
        await withCheckedContinuation { seguir in
          DispatchQueue.global().async {
            aviso.withLock { $0 = "hola" }
            seguir.resume()
          }
        }
        await send(.avisado)
      }
    case .avisado:
      return .none
    }
  }

  static func consola() -> ConsoleApp<Tablon> {
    ConsoleApp(
      Tablon(), initialState: State(), greeting: "Tablón.",
      screens: [
        Screen<State, Action>(
          "tablon",
          commands: [
            Command("avisar", "cambia el aviso", .none) { _, _ in .send([.avisar]) }
          ]
        ) { estado, _ in ["aviso «\(estado.aviso.wrappedValue)»"] }
      ], language: .spanish)
  }
}

@MainActor
struct RedibujoDeUnValorCompartidoTests {
  @Test
  func unValorCompartidoCambiadoFueraDelActorPrincipalRedibujaLaPantalla() async {
    let (salida, captura) = ConsoleOutput.capturing()
    let tablon = Tablon.consola()
    let consola = ConsoleSession(
      tablon, session: LiveSession(tablon.feature, wallClock: WallClock(ImmediateClock())),
      input: ConsoleInput(lines: ConsoleInput.lines(["avisar"]).lines, isInteractive: true),
      output: salida)
    #expect(await consola.run() == .success)
    #expect(captura.output.contains("[tablon] aviso «hola»"))
  }
}
