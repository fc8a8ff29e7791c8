import Foundation
import TestSupport

/// A counter with an effect that reports back, a timer, and rows that get ids from `uuid`.
struct Contador: Reducer {
  struct State: Equatable {
    var cuenta = 0
    var filas: [UUID] = []
    var ultimoID: UUID?
    var eco: String?
  }

  enum Action: Equatable, Sendable, CasePathable {
    case incrementar
    case nada
    case eco(String)
    case ecoRecibido(String)
    case dosEcos
    case anadirFila
    case iniciar
    case tick
    case parar
    case trabajo
    case trabajoHecho
  }

  enum CancelID { case temporizador }

  @Dependency(\.continuousClock) var reloj
  @Dependency(\.uuid) var uuid

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .incrementar:
      state.cuenta += 1
      return .none
    case .nada:
      return .none
    case .eco(let texto):
      return .run { send in await send(.ecoRecibido(texto)) }
    case .ecoRecibido(let texto):
      state.eco = texto
      return .none
    case .dosEcos:
      return .concatenate(.send(.ecoRecibido("uno")), .send(.ecoRecibido("dos")))
    case .anadirFila:
      let id = uuid()
      state.filas.append(id)
      state.ultimoID = id
      return .none
    case .iniciar:
      return .run { send in
        while true {
          try await reloj.sleep(for: .seconds(1))
          await send(.tick)
        }
      }
      .cancellable(id: CancelID.temporizador, cancelInFlight: true)
    case .tick:
      state.cuenta += 1
      return .none
    case .parar:
      return .cancel(id: CancelID.temporizador)
    case .trabajo:
      return .run { send in
        for _ in 0..<3 { await Task.yield() }
        await send(.trabajoHecho)
      }
    case .trabajoHecho:
      return .none
    }
  }
}
