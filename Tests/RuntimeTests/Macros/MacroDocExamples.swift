import Foundation
import Runtime

// The examples of docs/macros.md, compiled here; MacrosTests checks that the expansions the page
// shows are what the plugin writes for them.

// snippet: macros-reducer
@Reducer
struct Contador {
  @ObservableState
  struct State: Equatable {
    var cuenta = 0
  }
  enum Action {
    case incrementar
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      state.cuenta += 1
      return .none
    }
  }
}
// end snippet

// snippet: macros-enum-reducer
@Reducer
enum Destino {
  case contador(Contador)
  case aviso(AlertState<Aviso>)
  @ReducerCaseIgnored
  case nota(String)

  enum Aviso { case entendido }
}
// end snippet

// snippet: macros-observable-state
@ObservableState
struct Puntuacion {
  var puntos = 0
  @Presents var destino: Destino.State?
}
// end snippet

// snippet: macros-case-pathable
@CasePathable
enum Reproduccion {
  case parado
  case reproduciendo(progreso: Double)
}
// end snippet

// snippet: macros-dependency-client
@DependencyClient
struct ClienteDelTiempo {
  var pronostico: @Sendable (_ ciudad: String) async throws -> Int
  var unidades: @Sendable () -> String = { "°C" }
}
// end snippet

// snippet: macros-view-action
@ViewAction(for: PantallaConVista.self)
@MainActor
struct BotonDePantalla {
  let store: StoreOf<PantallaConVista>

  func pulsar() { send(.botonPulsado) }
}
// end snippet
