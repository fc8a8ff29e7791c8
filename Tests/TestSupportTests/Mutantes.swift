import TestSupport

// Three features with an order bug each, and the same features fixed. Schedule exploration must
// find each bug, and must pass each fix under every schedule.

/// Stale-while-revalidate: shows what the cache holds at once, then what the network says.
///
/// The mutant shows whichever answer arrives last — in production, a slow cache read can land
/// after the network and put stale headlines back on screen. The fix never lets a cached answer
/// replace a fresh one.
struct Novedades: Reducer {
  struct State: Equatable {
    var titulares: [String] = []
    var frescos = false
  }

  enum Action: Equatable, Sendable {
    case aparecio
    case cargados([String], frescos: Bool)
  }

  /// The mutant: the last answer wins, stale or not.
  var ultimaRespuestaGana = false

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .aparecio:
      return .merge(
        .run { send in await send(.cargados(["ayer"], frescos: false)) },
        .run { send in await send(.cargados(["hoy"], frescos: true)) }
      )
    case .cargados(let titulares, let frescos):
      guard ultimaRespuestaGana || frescos || !state.frescos else { return .none }
      state.titulares = titulares
      state.frescos = frescos
      return .none
    }
  }
}

/// A dashboard that loads a profile and notices at the same time; each answer writes its own
/// field, so the feature is right in either order — a test that receives them in one order is
/// not.
struct Panel: Reducer {
  struct State: Equatable {
    var perfil: String?
    var avisos = 0
  }

  enum Action: Equatable, Sendable {
    case aparecio
    case perfilCargado(String)
    case avisosCargados(Int)
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .aparecio:
      return .merge(
        .run { send in await send(.perfilCargado("ana")) },
        .run { send in await send(.avisosCargados(3)) }
      )
    case .perfilCargado(let perfil):
      state.perfil = perfil
      return .none
    case .avisosCargados(let avisos):
      state.avisos = avisos
      return .none
    }
  }
}

/// Kitchen timers: each one rings after a second and is listed when it does.
///
/// Two timers set in the same instant ring in the same instant. The mutant lists them in the
/// order they happen to ring; the fix keeps the list sorted, so it is the same in any order.
struct Cocina: Reducer {
  struct State: Equatable {
    var sonaron: [String] = []
  }

  enum Action: Equatable, Sendable {
    case programar(String)
    case sono(String)
  }

  let reloj: TestClock<Duration>
  /// The mutant: the list follows the order the timers happened to ring in.
  var enOrdenDeLlegada = false

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .programar(let nombre):
      return .run { send in
        try await reloj.sleep(for: .seconds(1))
        await send(.sono(nombre))
      }
    case .sono(let nombre):
      state.sonaron.append(nombre)
      if !enOrdenDeLlegada { state.sonaron.sort() }
      return .none
    }
  }
}
