import Foundation
import Runtime

// Features written with Runtime's macros, as a TCA user writes them; MacroUsageTests runs them.

@Reducer
struct ContadorConMacros {
  @ObservableState
  struct State: Equatable {
    var cuenta = 0
    @Presents var alerta: AlertState<Action.Alerta>?
  }

  enum Action {
    case incrementar
    case alerta(PresentationAction<Alerta>)

    @CasePathable
    enum Alerta: Equatable { case reiniciar }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .incrementar:
        state.cuenta += 1
        if state.cuenta == 3 {
          state.alerta = AlertState {
            TextState("Tres")
          } actions: {
            ButtonState(action: .reiniciar) { TextState("Reiniciar") }
          }
        }
        return .none
      case .alerta(.presented(.reiniciar)):
        state.cuenta = 0
        return .none
      case .alerta:
        return .none
      }
    }
    .ifLet(\.$alerta, action: \.alerta)
  }
}

@Reducer
struct ListaConDestinos {
  @ObservableState
  struct State: Equatable {
    @Presents var destino: Destino.State?
  }

  enum Action {
    case destino(PresentationAction<Destino.Action>)
    case abrirContador
  }

  @Reducer
  enum Destino {
    case contador(ContadorConMacros)
    case aviso(AlertState<Aviso>)
    @ReducerCaseIgnored
    case nota(String)

    enum Aviso { case entendido }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .abrirContador:
        state.destino = .contador(ContadorConMacros.State())
        return .none
      case .destino:
        return .none
      }
    }
    .ifLet(\.$destino, action: \.destino)
  }
}

extension ListaConDestinos.Destino.State: Equatable {}

/// A client written with `@DependencyClient`: method-style endpoints with labels, a non-throwing
/// endpoint with a default, and a plain value.
@DependencyClient
struct ClienteDelTiempoConMacros: Sendable {
  var pronostico: @Sendable (_ ciudad: String) async throws -> Int
  var unidades: @Sendable () -> String = { "°C" }
  var registrar: @Sendable (_ evento: String) -> Void
  var proveedor = "meteo"
}

extension ClienteDelTiempoConMacros: TestDependencyKey {
  static let testValue = Self()
}

extension DependencyValues {
  var clienteDelTiempoConMacros: ClienteDelTiempoConMacros {
    get { self[ClienteDelTiempoConMacros.self] }
    set { self[ClienteDelTiempoConMacros.self] = newValue }
  }
}

/// An enum, outside any reducer, that carries `@CasePathable` in a target that also uses the
/// case paths plugin.
@CasePathable
@dynamicMemberLookup
enum ModoConMacro: Equatable {
  case parado
  case reproduciendo(progreso: Double)
  case grabando(segundos: Int, nombre: String)
}

/// A feature whose view actions a type holding its store sends with `@ViewAction`.
@Reducer
struct PantallaConVista {
  @ObservableState
  struct State: Equatable { var pulsaciones = 0 }

  enum Action: ViewAction {
    case view(View)

    enum View { case botonPulsado }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      state.pulsaciones += 1
      return .none
    }
  }
}

@ViewAction(for: PantallaConVista.self)
@MainActor
struct VistaDePantalla {
  let store: StoreOf<PantallaConVista>

  func pulsar() { send(.botonPulsado) }
}

/// A step that will not go on without a topic: an alert kept by `@Presents`, run with `ifLet`
/// on its value and no child reducer.
@Reducer
struct PasoConAviso {
  @ObservableState
  struct State: Equatable {
    @Presents var aviso: AlertState<Never>?
    var temas: [String] = []
  }

  enum Action {
    case aviso(PresentationAction<Never>)
    case siguientePulsado
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .aviso:
        return .none
      case .siguientePulsado:
        if state.temas.isEmpty {
          state.aviso = AlertState { TextState("Elige al menos un tema.") }
        }
        return .none
      }
    }
    .ifLet(\.aviso, action: \.aviso)
  }
}
